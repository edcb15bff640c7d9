/**
 * Wraps every fenced code block in `<CodeBlock>` (components/mdx/code-block.tsx): the
 * frame with its optional title (```ts title="x.ts"), copy button and labelled scroll
 * region. Each block gets its number on the page, so untitled regions get distinct names.
 */
import type { Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { SKIP, visit } from './visit';

const TITLE = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/;

/**
 * The `title` of a code block's meta string, or undefined.
 * @example parseCodeTitle('title="src/app.ts" showLineNumbers') === 'src/app.ts'
 */
export function parseCodeTitle(meta: string | null | undefined): string | undefined {
  const match = TITLE.exec(meta ?? '');
  const title = (match?.[1] ?? match?.[2] ?? match?.[3])?.trim();
  return title || undefined;
}

/** The remark plugin. */
export default function remarkCodeBlocks() {
  return (tree: Root) => {
    let count = 0;
    visit(tree, 'code', (node, index, parent) => {
      if (!parent || index === undefined) return;
      count += 1;
      const title = parseCodeTitle(node.meta);
      const wrapper: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: 'CodeBlock',
        attributes: [
          { type: 'mdxJsxAttribute', name: 'index', value: String(count) },
          ...(title ? [{ type: 'mdxJsxAttribute' as const, name: 'title', value: title }] : []),
        ],
        children: [node],
        position: node.position,
      };
      parent.children[index] = wrapper as never;
      return [SKIP, index + 1];
    });
  };
}
