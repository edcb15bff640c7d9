/**
 * Docusaurus-style admonitions: `:::tip[Title] … :::` (and Docusaurus' aliases, `:::caution`…) becomes `<Admonition type="tip"
 * title="Title">`. Any other directive (`:name` in prose included) stops the build:
 * remark-directive would otherwise turn a stray `users:read` into an invisible node.
 */
import type { Paragraph, Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { visit, SKIP } from './visit';
import { ContentError } from '../content/errors';
import { warnOnce } from './compile-warnings';

/** The admonition kinds content may use, in order of severity. */
export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger'] as const;
export type AdmonitionType = (typeof ADMONITION_TYPES)[number];

export function isAdmonitionType(name: string): name is AdmonitionType {
  return (ADMONITION_TYPES as readonly string[]).includes(name);
}

/** Docusaurus 3's other keywords and the kind each renders as (its Admonition/Types). */
export const ADMONITION_ALIASES: Readonly<Record<string, AdmonitionType>> = {
  secondary: 'note',
  important: 'info',
  success: 'tip',
  caution: 'warning',
};

/** The kind a `:::name` renders as, or undefined for a name that is not an admonition. */
export function toAdmonitionType(name: string): AdmonitionType | undefined {
  return isAdmonitionType(name) ? name : ADMONITION_ALIASES[name];
}

function toAdmonition(node: ContainerDirective, type: AdmonitionType, defaultTitle = ''): MdxJsxFlowElement {
  const [first, ...rest] = node.children;
  const hasLabel = first?.type === 'paragraph' && first.data?.directiveLabel === true;
  const title = hasLabel ? toString(first).trim() : defaultTitle;
  // A title with Markdown in it (`:::warning Legacy \`{#id}\` syntax`) keeps it: its content goes
  // first, as <AdmonitionTitle>, which the component shows as the title; `title` is its text.
  const richTitle = hasLabel && first.children.some((child) => child.type !== 'text');
  const titleParagraph: Paragraph | undefined = richTitle
    ? {
        type: 'paragraph',
        children: [{ type: 'mdxJsxTextElement', name: ADMONITION_TITLE, attributes: [], children: first.children }],
      }
    : undefined;
  return {
    type: 'mdxJsxFlowElement',
    name: 'Admonition',
    attributes: [
      { type: 'mdxJsxAttribute', name: 'type', value: type },
      ...(title ? [{ type: 'mdxJsxAttribute' as const, name: 'title', value: title }] : []),
    ],
    children: [...(titleParagraph ? [titleParagraph] : []), ...(hasLabel ? rest : node.children)],
    position: node.position,
  };
}

/** The element that carries a title with Markdown in it, first in the admonition's children. */
export const ADMONITION_TITLE = 'AdmonitionTitle';

/** Whether an admonition's first child is its rich title (a paragraph holding only <AdmonitionTitle>). */
export function isAdmonitionTitle(node: { type: string; children?: unknown[] } | undefined): boolean {
  const only =
    node?.type === 'paragraph' && node.children?.length === 1
      ? (node.children[0] as { type?: string; name?: string })
      : undefined;
  return only?.type === 'mdxJsxTextElement' && only.name === ADMONITION_TITLE;
}

/** A name Docusaurus accepts as a custom admonition keyword. */
const CUSTOM_KEYWORD = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)+$/;

/** The remark plugin. */
export default function remarkAdmonitions() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node, index, parent) => {
      if (node.type !== 'containerDirective' && node.type !== 'leafDirective' && node.type !== 'textDirective') return;
      const type = node.type === 'containerDirective' ? toAdmonitionType(node.name) : undefined;
      if (node.type === 'containerDirective' && type && parent && index !== undefined) {
        parent.children[index] = toAdmonition(node, type) as never;
        return [SKIP, index];
      }
      const line = node.position?.start.line ?? '?';
      // A keyword a Docusaurus site added in its config (`admonitions.keywords`): a note under its own name, said once.
      if (node.type === 'containerDirective' && CUSTOM_KEYWORD.test(node.name) && parent && index !== undefined) {
        warnOnce(
          file,
          `${file.path}: body: line ${line}: ":::${node.name}" is no admonition type of this site; it renders as a note titled "${node.name}". Use one of ${ADMONITION_TYPES.map((t) => `:::${t}`).join(', ')} to choose its colours.`,
        );
        parent.children[index] = toAdmonition(node, 'note', node.name) as never;
        return [SKIP, index];
      }
      const written =
        node.type === 'containerDirective'
          ? `:::${node.name}`
          : node.type === 'leafDirective'
            ? `::${node.name}`
            : `:${node.name}`;
      throw new ContentError(
        file.path,
        'body',
        `line ${line}: unknown directive "${written}"`,
        `admonitions are ${[...ADMONITION_TYPES, ...Object.keys(ADMONITION_ALIASES)].map((t) => `:::${t}`).join(', ')}; write other "word:word" text in backticks`,
      );
    });
  };
}
