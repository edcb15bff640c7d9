import { SiteLink } from '@/components/site-link';
import type { DocLink } from '@/lib/docs/sidebar';

/** Links to the previous and next docs in reading order. */
export function DocPager(props: { previous?: DocLink; next?: DocLink; label: string; previousLabel: string; nextLabel: string }) {
  const { previous, next } = props;
  if (!previous && !next) return null;
  return (
    <nav className="doc-pager" aria-label={props.label}>
      {previous && (
        <SiteLink href={previous.path} rel="prev" className="doc-pager-link">
          <span className="doc-pager-label">{props.previousLabel}</span>
          <span className="doc-pager-title">{previous.title}</span>
        </SiteLink>
      )}
      {next && (
        <SiteLink href={next.path} rel="next" className="doc-pager-link doc-pager-next">
          <span className="doc-pager-label">{props.nextLabel}</span>
          <span className="doc-pager-title">{next.title}</span>
        </SiteLink>
      )}
    </nav>
  );
}
