/**
 * Collects the table of contents from the headings that rehype-slug has given ids,
 * so the TOC's anchors are the page's own ids. Runs after rehype-slug.
 */
import type { Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { visit } from './visit';

/** One entry of a page's table of contents. */
export interface TocEntry {
  /** 2 for `##`, 3 for `###`, … 6 for `######`. */
  depth: 2 | 3 | 4 | 5 | 6;
  /** The heading's id, as rehype-slug wrote it. */
  id: string;
  text: string;
}

/**
 * Heading levels collected: all below the title. A page shows 2 to 3 unless a doc's
 * `toc_min_heading_level`/`toc_max_heading_level` says otherwise (lib/docs/toc-tree.ts).
 */
export const TOC_MIN_DEPTH = 2;
export const TOC_MAX_DEPTH = 6;

/** The rehype plugin; leaves the entries in `file.data.toc`. */
export default function rehypeToc() {
  return (tree: Root, file: VFile) => {
    const toc: TocEntry[] = [];
    visit(tree, 'element', (node) => {
      const depth = /^h([1-6])$/.exec(node.tagName)?.[1];
      if (!depth || Number(depth) < TOC_MIN_DEPTH || Number(depth) > TOC_MAX_DEPTH) return;
      const id = node.properties.id;
      if (typeof id === 'string')
        toc.push({ depth: Number(depth) as TocEntry['depth'], id, text: toString(node).trim() });
    });
    file.data.toc = toc;
  };
}
