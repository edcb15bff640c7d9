/**
 * Docusaurus-style admonitions: `:::tip[Title] … :::` (and Docusaurus' aliases, `:::caution`…) becomes `<Admonition type="tip"
 * title="Title">`. Any other directive (`:name` in prose included) stops the build:
 * remark-directive would otherwise turn a stray `users:read` into an invisible node.
 */
import type { Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { visit, SKIP } from 'unist-util-visit';
import { ContentError } from '../content/errors';

/** The admonition kinds content may use, in order of severity. */
export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger'] as const;
export type AdmonitionType = (typeof ADMONITION_TYPES)[number];

export function isAdmonitionType(name: string): name is AdmonitionType {
  return (ADMONITION_TYPES as readonly string[]).includes(name);
}

/** Docusaurus 3's other keywords and the kind each renders as (its Admonition/Types). */
export const ADMONITION_ALIASES: Readonly<Record<string, AdmonitionType>> = { secondary: 'note', important: 'info', success: 'tip', caution: 'warning' };

/** The kind a `:::name` renders as, or undefined for a name that is not an admonition. */
export function toAdmonitionType(name: string): AdmonitionType | undefined {
  return isAdmonitionType(name) ? name : ADMONITION_ALIASES[name];
}

function toAdmonition(node: ContainerDirective, type: AdmonitionType): MdxJsxFlowElement {
  const [first, ...rest] = node.children;
  const hasLabel = first?.type === 'paragraph' && first.data?.directiveLabel === true;
  const title = hasLabel ? toString(first).trim() : '';
  return {
    type: 'mdxJsxFlowElement',
    name: 'Admonition',
    attributes: [
      { type: 'mdxJsxAttribute', name: 'type', value: type },
      ...(title ? [{ type: 'mdxJsxAttribute' as const, name: 'title', value: title }] : []),
    ],
    children: hasLabel ? rest : node.children,
    position: node.position,
  };
}

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
      const written = node.type === 'containerDirective' ? `:::${node.name}` : node.type === 'leafDirective' ? `::${node.name}` : `:${node.name}`;
      throw new ContentError(
        file.path,
        'body',
        `line ${line}: unknown directive "${written}"`,
        `admonitions are ${[...ADMONITION_TYPES, ...Object.keys(ADMONITION_ALIASES)].map((t) => `:::${t}`).join(', ')}; write other "word:word" text in backticks`,
      );
    });
  };
}
