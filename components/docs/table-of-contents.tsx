import type { TocEntry } from '@/lib/mdx';

/** The page's headings as in-page links. */
export function TableOfContents({ entries, title }: { entries: TocEntry[]; title: string }) {
  if (entries.length === 0) return null;
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <h2 id="toc-title" className="toc-title">{title}</h2>
      <ul>
        {entries.map((entry) => (
          <li key={entry.id} className={entry.depth === 3 ? 'toc-depth-3' : undefined}>
            <a href={`#${entry.id}`}>{entry.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
