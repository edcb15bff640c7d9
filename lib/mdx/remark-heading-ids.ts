/**
 * Explicit heading ids, as Docusaurus writes them: `## Title {/* #my-id *\/}` (and
 * `{#my-id}`, rewritten to that form by docusaurus-syntax.ts) gives the heading the id
 * `my-id`; the comment leaves the text, and rehype-slug, the TOC and `#anchor` links use the id.
 */
import type { Root } from 'mdast';
import { visit } from './visit';

const ID_COMMENT = /^\s*\/\*\s*#([\w-]+)\s*\*\/\s*$/;

/** The remark plugin. */
export default function remarkHeadingIds() {
  return (tree: Root) => {
    visit(tree, 'heading', (heading) => {
      const last = heading.children.at(-1);
      if (last?.type !== 'mdxTextExpression') return;
      const id = last.value.match(ID_COMMENT)?.[1];
      if (!id) return;
      heading.children.pop();
      const text = heading.children.at(-1);
      if (text?.type === 'text') text.value = text.value.replace(/\s+$/, '');
      heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id } };
    });
  };
}
