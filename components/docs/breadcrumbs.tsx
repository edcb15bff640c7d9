import { SiteLink } from '@/components/site-link';

/**
 * Where a doc sits: docs home (absent on the home doc itself), then its categories (a link
 * when the category has a page of its own), then the doc.
 */
export function Breadcrumbs(props: {
  label: string;
  home?: { label: string; path: string };
  trail: { id: string; label: string; path?: string }[];
  current: string;
}) {
  return (
    <nav className="breadcrumbs" aria-label={props.label} data-pagefind-ignore>
      <ol>
        {props.home && (
          <li>
            <SiteLink href={props.home.path}>{props.home.label}</SiteLink>
          </li>
        )}
        {props.trail.map((crumb) => (
          <li key={crumb.id}>{crumb.path ? <SiteLink href={crumb.path}>{crumb.label}</SiteLink> : crumb.label}</li>
        ))}
        <li aria-current="page">{props.current}</li>
      </ol>
    </nav>
  );
}
