import { buildTocTree, type TocLevels } from '@/lib/docs/toc-tree';
import type { TocEntry } from '@/lib/mdx';
import { TocHighlighter } from './toc-highlighter';
import { TocList } from './toc-list';

/** The page's headings, the TOC's title, and the heading levels it shows (`##` and `###` unless the doc says). */
interface TocProps {
  entries: TocEntry[];
  title: string;
  levels?: TocLevels;
}

/** The page's `##` and `###` headings (or the doc's `levels`) as nested in-page links, beside the article (996 px and up). */
export function TableOfContents({ entries, title, levels }: TocProps) {
  const nodes = buildTocTree(entries, levels);
  if (nodes.length === 0) return null;
  return (
    <nav className="toc" aria-labelledby="toc-title" data-toc="" data-pagefind-ignore>
      <h2 id="toc-title" className="toc-title">
        {title}
      </h2>
      <TocList nodes={nodes} />
      <TocHighlighter />
    </nav>
  );
}

/** The same links folded into a disclosure above the article, below 996 px. */
export function TableOfContentsFolded({ entries, title, levels }: TocProps) {
  const nodes = buildTocTree(entries, levels);
  if (nodes.length === 0) return null;
  return (
    <details className="toc-folded" data-pagefind-ignore>
      <summary>{title}</summary>
      {/* Not a second "On this page" landmark: the desktop TOC is one (unique landmark names). */}
      <div className="toc" data-toc="">
        <TocList nodes={nodes} />
      </div>
    </details>
  );
}
