import { describe, expect, it } from 'vitest';
import { parseMdxTree } from '@/lib/mdx/mdx-tree';

describe('parseMdxTree', () => {
  it('reads the syntax the compile reads: GFM tables, math, directives and JSX, in one tree', () => {
    const tree = parseMdxTree('| a |\n| - |\n| 1 |\n\n$$\nx^2\n$$\n\n:::tip\nHi\n:::\n\n<Tabs />\n');
    expect(tree.children.map((node) => node.type)).toEqual([
      'table',
      'math',
      'containerDirective',
      'mdxJsxFlowElement',
    ]);
  });

  it('keeps source offsets, which the excerpt cuts by', () => {
    const [paragraph] = parseMdxTree('Intro.\n').children;
    expect(paragraph?.position?.start.offset).toBe(0);
    expect(paragraph?.position?.end.offset).toBe(6);
  });
});
