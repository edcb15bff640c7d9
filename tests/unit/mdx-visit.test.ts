import fs from 'node:fs';
import type { Node, Parent } from 'unist';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { visit as libraryVisit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { EXIT, SKIP, visit } from '@/lib/mdx/visit';

/** A real doc's syntax tree (headings, code, links), and a list, a break and HTML below it. */
function realTree(): Node {
  const doc = fs.readFileSync('content/es/docs/api/users.mdx', 'utf8').replace(/^---[\s\S]*?---/, '');
  return fromMarkdown(
    `${doc}\n\n- una *lista*\n- con [enlace](/docs/intro)\n\n---\n\n<br />\n\n\`\`\`sh\nnpm test\n\`\`\`\n`,
  );
}

/** Every call a walk makes: the node's type, its index and its parent's type. */
function record(
  walk: typeof visit,
  tree: Node,
  test?: string | ((node: Node) => boolean),
  answer: (node: Node, index: number | undefined, parent: Parent | undefined) => unknown = () => undefined,
) {
  const calls: string[] = [];
  const visitor = (node: Node, index: number | undefined, parent: Parent | undefined) => {
    calls.push(`${node.type}@${index}<${parent?.type}`);
    return answer(node, index, parent);
  };
  if (test === undefined) walk(tree, visitor as never);
  else walk(tree, test as never, visitor as never);
  return calls;
}

describe("the MDX plugins' visit walks as unist-util-visit does", () => {
  it('visits every node of a real doc in the same order, with the same index and parent', () => {
    const calls = record(visit, realTree());
    expect(calls.length).toBeGreaterThan(100);
    expect(calls).toEqual(record(libraryVisit, realTree()));
  });

  it('visits only the nodes a type name or a predicate picks', () => {
    expect(record(visit, realTree(), 'code')).toEqual(record(libraryVisit, realTree(), 'code'));
    expect(record(visit, realTree(), 'code').length).toBeGreaterThan(0);
    const isLinkOrHeading = (node: Node) => node.type === 'link' || node.type === 'heading';
    expect(record(visit, realTree(), isLinkOrHeading)).toEqual(record(libraryVisit, realTree(), isLinkOrHeading));
  });

  it('skips the children of a node the visitor answers SKIP', () => {
    const skipLists = (node: Node) => (node.type === 'list' ? SKIP : undefined);
    const calls = record(visit, realTree(), undefined, skipLists);
    expect(calls).toEqual(record(libraryVisit, realTree(), undefined, skipLists));
    expect(calls.some((call) => call.startsWith('listItem'))).toBe(false);
  });

  it('stops the whole walk when the visitor answers EXIT', () => {
    const exitAtCode = (node: Node) => (node.type === 'code' ? EXIT : undefined);
    const calls = record(visit, realTree(), undefined, exitAtCode);
    expect(calls).toEqual(record(libraryVisit, realTree(), undefined, exitAtCode));
    expect(calls.at(-1)).toMatch(/^code@/);
  });

  it('goes on from the index the visitor answers, after it replaced or removed nodes', () => {
    // Wraps each code block in a blockquote and goes on after it; removes each thematic break.
    const rewrite = (node: Node, index: number | undefined, parent: Parent | undefined) => {
      if (!parent || index === undefined) return undefined;
      if (node.type === 'code') {
        parent.children[index] = { type: 'blockquote', children: [node] } as Node;
        return [SKIP, index + 1];
      }
      if (node.type === 'thematicBreak' || node.type === 'html') {
        parent.children.splice(index, 1);
        return index;
      }
      return undefined;
    };
    const ours = realTree();
    const theirs = realTree();
    expect(record(visit, ours, undefined, rewrite)).toEqual(record(libraryVisit, theirs, undefined, rewrite));
    expect(ours).toEqual(theirs);
    expect(JSON.stringify(ours)).toContain('"type":"blockquote"');
  });
});
