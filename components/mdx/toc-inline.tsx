/**
 * `<TOCInline toc={toc} />` (`import TOCInline from '@theme/TOCInline'`): the page's table of
 * contents inside the content, as Docusaurus shows it, from its `toc` global
 * (lib/mdx/remark-docusaurus-globals.ts), levels 2 to 3 unless the props say otherwise.
 */
import { TocList } from '@/components/docs/toc-list';
import { buildTocTree } from '@/lib/docs/toc-tree';
import { decodeHtmlEntities } from '@/lib/html-entities';
import type { DocusaurusTocItem } from '@/lib/mdx/remark-docusaurus-globals';
import type { TocEntry } from '@/lib/mdx/rehype-toc';

/** A `toc` item's HTML value as text. */
function textOf(value: string): string {
  return decodeHtmlEntities(value.replace(/<[^>]*>/g, ''));
}

export function TOCInline({
  toc = [],
  minHeadingLevel = 2,
  maxHeadingLevel = 3,
  className,
}: {
  toc?: readonly DocusaurusTocItem[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
}) {
  const entries = toc.map(
    (item): TocEntry => ({
      depth: item.level as TocEntry['depth'],
      id: item.id,
      text: textOf(item.value),
    }),
  );
  const nodes = buildTocTree(entries, { min: minHeadingLevel, max: maxHeadingLevel });
  if (nodes.length === 0) return null;
  return (
    <div className={`toc-inline ${className ?? ''}`.trim()}>
      <TocList nodes={nodes} />
    </div>
  );
}
