import { SiteLink } from '@/components/site-link';
import type { AuthorLink } from '@/lib/blog/posts';
import type { Locale } from '@/lib/i18n';
import { withBasePath } from '@/lib/urls';

/** @example initialsOf('Marco Vidal') === 'MV' */
function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/**
 * An author's avatar, name, title and links. On the authors index the name links to
 * the author's page (`linkName`); on that page it is the `<h1>`.
 */
export function AuthorCard({
  author,
  locale,
  as: Heading,
  linkName,
  detail,
}: {
  author: AuthorLink;
  locale: Locale;
  as: 'h1' | 'h2';
  linkName: boolean;
  detail?: string;
}) {
  return (
    <div className="author-card">
      {author.avatar ? (
        <img src={withBasePath(author.avatar)} alt="" width={64} height={64} className="author-avatar" />
      ) : (
        // An inline author of a post without a local image: initials (a remote image is never fetched).
        <span className="author-avatar author-initials" aria-hidden="true">
          {initialsOf(author.name)}
        </span>
      )}
      <div>
        <Heading id={`author-${author.id}`} className="author-name">
          {linkName ? <SiteLink href={author.path}>{author.name}</SiteLink> : author.name}
        </Heading>
        <p className="author-title">
          {author.title[locale]}
          {detail && <> · {detail}</>}
        </p>
        <ul className="author-links">
          {author.links.map((link) => (
            <li key={link.url}>
              <a href={link.url}>{link.label}</a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
