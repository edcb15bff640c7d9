/**
 * The table of contents as a nested list: each heading under the shallower one above it,
 * limited to the levels a page shows (2 to 3 unless a doc's front matter says otherwise).
 */
import type { TocEntry } from '../mdx/rehype-toc';

/** One entry of the nested table of contents. */
export interface TocNode {
  id: string;
  text: string;
  children: TocNode[];
}

/** Heading levels a table of contents shows: Docusaurus' `toc_min_heading_level`/`toc_max_heading_level`. */
export interface TocLevels {
  min: number;
  max: number;
}

export const DEFAULT_TOC_LEVELS: TocLevels = { min: 2, max: 3 };

/**
 * Nests each entry under the nearest shallower one before it; an entry with none stays at the top.
 * @example buildTocTree([{ depth: 2, id: 'a' }, { depth: 3, id: 'b' }]) → [{ id: 'a', children: [{ id: 'b' }] }]
 * @example buildTocTree([{ depth: 4, id: 'c' }]) → [] (level 4 is not shown by default)
 */
export function buildTocTree(entries: readonly TocEntry[], levels: TocLevels = DEFAULT_TOC_LEVELS): TocNode[] {
  const roots: TocNode[] = [];
  const open: { depth: number; node: TocNode }[] = [];
  for (const entry of entries) {
    if (entry.depth < levels.min || entry.depth > levels.max) continue;
    const node: TocNode = { id: entry.id, text: entry.text, children: [] };
    while (open.length > 0 && open.at(-1)!.depth >= entry.depth) open.pop();
    (open.at(-1)?.node.children ?? roots).push(node);
    open.push({ depth: entry.depth, node });
  }
  return roots;
}
