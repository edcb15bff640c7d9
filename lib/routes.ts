/**
 * Every route key of the site, derived from the content. Internal links in MDX are
 * checked against it, and later the sitemap and link crawler read the same list.
 */
import type { ContentSet } from './content/types';
import { perContentSet } from './content/per-content-set';
import { buildSiteSections } from './hosting';
import { DEFAULT_LOCALE, PREFIXED_LOCALES } from './i18n';
import { BLOG_ROUTES, HOME_ROUTE, authorRoute, blogPageRoute, docRoute, pageRoute, postRoute, tagRoute } from './urls';
import { numberedPages, pageSizeOf } from './blog/pagination';
import { getSiteConfig } from './site-config';
import { docTagRouteKeys, versionDocTagRouteKeys } from './docs/tags';
import { categoryIndexRouteKeys } from './docs/doc-cards';
import { contentOfVersion, lastVersionOf } from './docs/version-view';

/**
 * Whether the site has a blog: a post, listed or not. A site without (a Docusaurus site with
 * `blog: false`) has no blog pages, feeds or links to them, as in Docusaurus.
 */
export function hasBlog(content: ContentSet): boolean {
  return content.posts[DEFAULT_LOCALE].length + content.unlistedPosts[DEFAULT_LOCALE].length > 0;
}

/**
 * Route keys that exist in every locale (content is validated to exist in all of them), once
 * per content set: every page's MDX compile asks for the same set.
 * @example buildRouteKeys(content).has('/docs/api/users') === true
 */
export const buildRouteKeys = perContentSet((content): ReadonlySet<string> => {
  const blog = hasBlog(content);
  const keys = new Set([
    HOME_ROUTE,
    ...(blog ? Object.values(BLOG_ROUTES) : []),
    ...content.versions.flatMap((v) => v.docs[DEFAULT_LOCALE].map((d) => docRoute(d.slug))),
    ...[...content.posts[DEFAULT_LOCALE], ...content.unlistedPosts[DEFAULT_LOCALE]].map((p) => postRoute(p.slug)),
    ...content.pages[DEFAULT_LOCALE].map((p) => pageRoute(p.slug)),
    ...(blog ? content.tags.map((t) => tagRoute(t.slug)) : []),
    ...(blog ? content.authors.map((a) => authorRoute(a.id)) : []),
    ...numberedPages(
      content.posts[DEFAULT_LOCALE].length,
      pageSizeOf(getSiteConfig().blog.postsPerPage, content.posts[DEFAULT_LOCALE].length),
    ).map(blogPageRoute),
    ...docTagRouteKeys(content, DEFAULT_LOCALE),
    ...content.versions.flatMap((v) => categoryIndexRouteKeys(contentOfVersion(content, v))),
  ]);
  return keys;
});

/**
 * The first segments of the site's addresses (lib/hosting.ts), once per content set: the root
 * layout of every page names them, and finding them reads every route key.
 */
export const siteSections = perContentSet((content): string[] =>
  buildSiteSections(buildRouteKeys(content), PREFIXED_LOCALES),
);

/**
 * Route keys a crawler is pointed at (the sitemap): every route but unlisted docs and posts, which
 * are reachable by their address only, and docs versions' pages that are not to be indexed:
 * a `noIndex` version's (its docs, category and tag pages), and those whose canonical is the same doc in the last version.
 */
export function buildListedRouteKeys(content: ContentSet): string[] {
  const inLast = new Set(lastVersionOf(content).docs[DEFAULT_LOCALE].map((d) => d.id));
  const unlisted = new Set([
    ...content.versions.flatMap((v) =>
      v.docs[DEFAULT_LOCALE]
        .filter((d) => d.unlisted || v.noIndex || (!v.isLast && inLast.has(d.id)))
        .map((d) => docRoute(d.slug)),
    ),
    ...content.versions
      .filter((v) => v.noIndex)
      .flatMap((v) => [
        ...categoryIndexRouteKeys(contentOfVersion(content, v)),
        ...versionDocTagRouteKeys(content, DEFAULT_LOCALE, v),
      ]),
    ...content.unlistedPosts[DEFAULT_LOCALE].map((p) => postRoute(p.slug)),
  ]);
  return [...buildRouteKeys(content)].filter((key) => !unlisted.has(key));
}
