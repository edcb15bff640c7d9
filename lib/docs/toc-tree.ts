/**
 * The table of contents as a nested list: each `###` under the `##` above it.
 */
import type { TocEntry } from '../mdx/rehype-toc';

/** One entry of the nested table of contents. */
export interface TocNode {
  id: string;
  text: string;
  children: TocNode[];
}

/**
 * Nests `###` entries under the preceding `##`; a `###` before any `##` stays at the top.
 * @example buildTocTree([{ depth: 2, id: 'a' }, { depth: 3, id: 'b' }]) → [{ id: 'a', children: [{ id: 'b' }] }]
 */
export function buildTocTree(entries: readonly TocEntry[]): TocNode[] {
  const roots: TocNode[] = [];
  let parent: TocNode | undefined;
  for (const entry of entries) {
    const node: TocNode = { id: entry.id, text: entry.text, children: [] };
    if (entry.depth === 3 && parent) parent.children.push(node);
    else roots.push(node);
    if (entry.depth === 2) parent = node;
  }
  return roots;
}
