/**
 * The route table of the docs, the blog and the standalone pages: each route key of a locale
 * and the page that serves it, with that page's params. The fixed routes (`app/[locale]/docs/…`,
 * `app/[locale]/blog/…`) serve the keys below `/docs/` and `/blog/`; a doc or post at any
 * other base (site.json's `routes`: docs at `/`, a blog at `/posts`, another docs instance)
 * and each standalone page is served by the catch-all of `app/[locale]/(content)` and, for a doc at `/`, by the home
 * route. Next's export needs fixed route folders, so both ask this table what they list.
 */
import type { ContentSet, GeneratedIndexConfig, SidebarItemConfig } from './content/types';
import { perContentSet } from './content/per-content-set';
import type { Locale } from './i18n';
import { LOCALES } from './i18n';
import { numberedPages, pageSizeOf } from './blog/pagination';
import { buildDocTagPages } from './docs/tags';
import { contentOfVersion } from './docs/version-view';
import { getSiteConfig } from './site-config';
import { hasBlog } from './routes';
import {
  BLOG_ROUTES,
  HOME_ROUTE,
  authorRoute,
  docRoute,
  docSlugInVersion,
  pageRoute,
  postRoute,
  tagRoute,
} from './urls';

/** A page kind and the params its route module takes. */
export type ContentRoute =
  | { view: 'docs'; params: { slug: string[] }; version?: string }
  | { view: 'post'; params: { slug: string[] } }
  | { view: 'blogList'; params: object }
  | { view: 'blogPage'; params: { page: string } }
  | { view: 'blogArchive'; params: object }
  | { view: 'blogTags'; params: object }
  | { view: 'blogTag'; params: { tag: string } }
  | { view: 'blogAuthors'; params: object }
  | { view: 'blogAuthor'; params: { author: string } }
  | { view: 'page'; params: { page: string } };

/** Each page kind's params. */
type RouteParamsOf = { [R in ContentRoute as R['view']]: R['params'] };

/** The first segments the app serves with route folders of their own (the catch-all never lists them). */
export const FIXED_ROUTE_FOLDERS = ['docs', 'blog'] as const;

/**
 * A docs page's params: the path below the docs (Doc.slug, a category's or the tag pages'
 * slug), and the version it belongs to alone (a doc or a category page, not a tag page).
 */
const docsRoute = (slug: string, version?: string): ContentRoute => ({
  view: 'docs',
  params: { slug: slug === '' ? [] : slug.split('/') },
  ...(version !== undefined && { version }),
});

function categorySlugs(items: readonly SidebarItemConfig[]): string[] {
  return items.flatMap((item) =>
    item.type === 'category'
      ? [
          ...(item.link?.type === 'generated-index' ? [(item.link as GeneratedIndexConfig).slug] : []),
          ...categorySlugs(item.items),
        ]
      : [],
  );
}

/**
 * Every docs and blog route key of `locale` (locale-less, as lib/urls.ts builds them) with the page serving it.
 * @example buildContentRoutes(content, 'es').get('/docs/intro') → { view: 'docs', params: { slug: ['intro'] } }
 */
export const buildContentRoutes = perContentSet(
  (content: ContentSet, locale: Locale): ReadonlyMap<string, ContentRoute> => {
    const table = new Map<string, ContentRoute>();
    for (const version of content.versions) {
      const view = contentOfVersion(content, version);
      for (const doc of view.docs[locale]) table.set(docRoute(doc.slug), docsRoute(doc.slug, version.name));
      for (const slug of categorySlugs(view.sidebar)) table.set(docRoute(slug), docsRoute(slug, version.name));
      const tagPages = buildDocTagPages(content, locale, version);
      if (tagPages.pages.length > 0) {
        table.set(tagPages.indexRouteKey, docsRoute(docSlugInVersion('tags', version.path)));
        for (const page of tagPages.pages)
          table.set(page.routeKey, docsRoute(docSlugInVersion(`tags/${page.tag.slug}`, version.path)));
      }
    }
    if (hasBlog(content)) addBlogRoutes(table, content, locale);
    // A standalone page, in the locales that have it; a doc or a post at its address comes first.
    for (const page of content.pages[locale])
      if (!table.has(pageRoute(page.slug)))
        table.set(pageRoute(page.slug), { view: 'page', params: { page: page.slug } });
    return table;
  },
);

/** The blog's pages of `locale`: its index pages exist whenever the site has posts in any locale. */
function addBlogRoutes(table: Map<string, ContentRoute>, content: ContentSet, locale: Locale): void {
  const posts = content.posts[locale];
  table.set(BLOG_ROUTES.list, { view: 'blogList', params: {} });
  table.set(BLOG_ROUTES.archive, { view: 'blogArchive', params: {} });
  table.set(BLOG_ROUTES.tags, { view: 'blogTags', params: {} });
  table.set(BLOG_ROUTES.authors, { view: 'blogAuthors', params: {} });
  const pageSize = pageSizeOf(getSiteConfig().blog.postsPerPage, posts.length);
  for (const n of [1, ...numberedPages(posts.length, pageSize)])
    table.set(`${BLOG_ROUTES.list === HOME_ROUTE ? '' : BLOG_ROUTES.list}/page/${n}`, {
      view: 'blogPage',
      params: { page: String(n) },
    });
  for (const post of [...posts, ...content.unlistedPosts[locale]])
    table.set(postRoute(post.slug), { view: 'post', params: { slug: post.slug.split('/') } });
  for (const tag of content.tags) table.set(tagRoute(tag.slug), { view: 'blogTag', params: { tag: tag.slug } });
  for (const author of content.authors)
    table.set(authorRoute(author.id), { view: 'blogAuthor', params: { author: author.id } });
}

/** The page at a route key of `locale`, if the docs or the blog have one there. */
export function findContentRoute(content: ContentSet, locale: Locale, routeKey: string): ContentRoute | undefined {
  return buildContentRoutes(content, locale).get(routeKey);
}

/** Whether the catch-all serves this key: not the home page, not below a fixed route folder or a locale. */
function isCatchAllKey(routeKey: string): boolean {
  const first = routeKey.split('/')[1] ?? '';
  return (
    routeKey !== HOME_ROUTE &&
    !(FIXED_ROUTE_FOLDERS as readonly string[]).includes(first) &&
    !(LOCALES as readonly string[]).includes(first)
  );
}

/** Whether a route belongs to a docs version whose pages this build restores (scripts/version-pages.ts). */
const isRestored = (route: ContentRoute, restored: ReadonlySet<string>) =>
  route.view === 'docs' && route.version !== undefined && restored.has(route.version);

/** The catch-all's params of `locale`: every key of the table no fixed route serves, restored versions' pages aside. */
export function catchAllParams(
  content: ContentSet,
  locale: Locale,
  restored: ReadonlySet<string> = new Set(),
): { path: string[] }[] {
  return [...buildContentRoutes(content, locale).entries()]
    .filter(([key, route]) => isCatchAllKey(key) && !isRestored(route, restored))
    .map(([key]) => ({ path: key.slice(1).split('/') }));
}

/**
 * The params a fixed route folder lists for one page kind: the keys below `/<folder>/`
 * served by that kind, as the route's own params.
 * @example fixedRouteParams(content, 'es', 'docs', 'docs') → [{ slug: ['intro'] }, …]
 */
export function fixedRouteParams<V extends ContentRoute['view']>(
  content: ContentSet,
  locale: Locale,
  folder: (typeof FIXED_ROUTE_FOLDERS)[number],
  view: V,
  restored: ReadonlySet<string> = new Set(),
): RouteParamsOf[V][] {
  type Params = RouteParamsOf[V];
  return (
    [...buildContentRoutes(content, locale).entries()]
      .filter(([key, route]) => route.view === view && key.split('/')[1] === folder && !isRestored(route, restored))
      // A fixed route's params are its URL below the folder (none for the docs root, `slug: /`);
      // a doc whose slug is not (docs at `/` with a `docs/` folder of their own) could not be found by it.
      .filter(
        ([key, route]) =>
          route.view !== 'docs' || key === ['', 'docs', ...(route.params as { slug: string[] }).slug].join('/'),
      )
      .map(([, route]): Params => route.params as Params)
  );
}
