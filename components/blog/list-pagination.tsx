import { SiteLink } from '@/components/site-link';

/** Previous and next pages of the post list, absent at the ends. */
export function ListPagination({ previous, next, label, previousLabel, nextLabel }: { previous?: string; next?: string; label: string; previousLabel: string; nextLabel: string }) {
  if (!previous && !next) return null;
  return (
    <nav className="blog-pager" aria-label={label}>
      {previous && <SiteLink href={previous} className="blog-pager-link" rel="prev"><span className="blog-pager-title">{previousLabel}</span></SiteLink>}
      {next && <SiteLink href={next} className="blog-pager-link blog-pager-next" rel="next"><span className="blog-pager-title">{nextLabel}</span></SiteLink>}
    </nav>
  );
}
