import { SiteLink } from '@/components/site-link';

/** One end of a pager: where it leads, what it is called and, optionally, a small label above. */
export interface PagerLink {
  path: string;
  title: string;
  label?: string;
}

/**
 * Previous and next links in a navigation landmark of their own: the docs pager,
 * the post pager and the post list's pages all render through this one component.
 * Renders nothing when both ends are absent.
 */
export function Pager({ label, previous, next }: { label: string; previous?: PagerLink; next?: PagerLink }) {
  if (!previous && !next) return null;
  return (
    <nav className="pager" aria-label={label} data-pagefind-ignore>
      {previous && <PagerEnd link={previous} rel="prev" />}
      {next && <PagerEnd link={next} rel="next" />}
    </nav>
  );
}

function PagerEnd({ link, rel }: { link: PagerLink; rel: 'prev' | 'next' }) {
  return (
    <SiteLink href={link.path} rel={rel} className={rel === 'next' ? 'pager-link pager-next' : 'pager-link'}>
      {link.label && <span className="pager-label">{link.label}</span>}
      <span className="pager-title">{link.title}</span>
    </SiteLink>
  );
}
