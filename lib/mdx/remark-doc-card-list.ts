/**
 * `<DocCardList />` (Docusaurus' `@theme/DocCardList`, bound by remark-docusaurus-imports.ts)
 * lists the cards of the category whose label opens the doc (components/docs/doc-card-list.tsx
 * renders them from the page's model, lib/docs/doc-cards.ts). Anywhere else it would have
 * nothing to show: the build stops at its line, as Docusaurus throws at render time.
 */
import type { Root } from 'mdast';
import { visit } from './visit';
import type { VFile } from 'vfile';
import { ContentError } from '../content/errors';
import { THEME_COMPONENTS } from './docusaurus-components';

/** The name of the element in the content's JSX, once imports are bound. */
export const DOC_CARD_LIST = THEME_COMPONENTS['@theme/DocCardList']!;

/** What `file.data.docCardList` says: whether a category's label opens the doc being compiled. */
export type DocCardListData = boolean | undefined;

/** The remark plugin; reads `file.data.docCardList`. */
export default function remarkDocCardList() {
  return (tree: Root, file: VFile) => {
    const allowed = file.data.docCardList as DocCardListData;
    visit(tree, (node) => {
      if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || node.name !== DOC_CARD_LIST)
        return;
      const line = `line ${node.position?.start.line ?? '?'}`;
      if (node.attributes.some((attribute) => attribute.type !== 'mdxJsxAttribute' || attribute.name === 'items')) {
        throw new ContentError(
          file.path,
          'body',
          `${line}: <DocCardList items={…} /> is not supported`,
          'write <DocCardList /> alone: it lists the items of the category this doc is the index of',
        );
      }
      if (!allowed) {
        throw new ContentError(
          file.path,
          'body',
          `${line}: <DocCardList /> lists the items of the category this doc is the index of, and no category leads to this doc`,
          'make the doc its folder\'s index (index.mdx, README.md or named as its folder), or give its category `link: { "type": "doc", "id": "<doc id>" }` in the _category_ file or content/sidebar.json; a category without an index doc can have `link: { "type": "generated-index" }`, a page of its cards. Else remove <DocCardList />.',
        );
      }
    });
  };
}
