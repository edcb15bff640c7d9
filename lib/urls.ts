/**
 * The only place the site's paths and URLs are built.
 *
 * Three forms, never mixed up:
 * - a *route key*: a locale-less site path as content writes it (`/docs/api/users`);
 * - a *path*: the route key localised, with the trailing slash of the export
 *   (`/en/docs/api/users/`); this is what `next/link` takes, it adds the base path itself;
 * - an *href* / *URL*: a path with the base path (`/sub/en/docs/api/users/`), for plain
 *   `<a>` and assets, or absolute (`https://docs.vigia.example/en/docs/api/users/`).
 */
import { DEFAULT_LOCALE, type Locale } from './i18n';
import { stripBasePath } from './base-path';
import { BASE_PATH, EDIT_URL_BASE, SITE_URL } from './site';

/** Adds the export's trailing slash to a path without a query or hash (`next.config.mjs`). */
function withTrailingSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}

/** Splits `#hash` (and `?query`) off a route key. */
function splitSuffix(routeKey: string): [string, string] {
  const cut = routeKey.search(/[?#]/);
  return cut === -1 ? [routeKey, ''] : [routeKey.slice(0, cut), routeKey.slice(cut)];
}

/**
 * Localises a route key: the default locale stays unprefixed, others get `/{locale}`.
 * @example localizePath('/docs/intro', 'en') === '/en/docs/intro/'
 * @example localizePath('/', 'es') === '/'
 * @example localizePath('/docs/api/users#filtros', 'es') === '/docs/api/users/#filtros'
 */
export function localizePath(routeKey: string, locale: Locale): string {
  if (!routeKey.startsWith('/')) throw new Error(`Route keys start with "/": "${routeKey}"`);
  const [pathname, suffix] = splitSuffix(routeKey);
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
  const localized = pathname === '/' ? `${prefix}/` : withTrailingSlash(`${prefix}${pathname}`);
  return `${localized}${suffix}`;
}

/** Route key of the home page. */
export const HOME_ROUTE = '/';

/** A docs plugin instance beside the main docs: a folder of the docs served at its own base. */
export interface DocsInstanceRoute {
  /** Docusaurus' plugin `id` (`community`). */
  id: string;
  /** Its folder below `content/<locale>/docs/`: its docs' slugs start with it (`community`). */
  folder: string;
  /** Where it is served, without slashes around it (`community`). */
  routeBasePath: string;
}

/** Where the docs and the blog are served (site.json's `routes`, as Docusaurus' `routeBasePath`). */
export interface RouteBases {
  /** The docs' base without slashes around it: `docs`, or `''` for docs at the site's root. */
  docs: string;
  /** The blog's base without slashes around it (`blog`, `posts`). */
  blog: string;
  docsInstances: DocsInstanceRoute[];
}

/** Vigía's own layout: docs at `/docs`, blog at `/blog`, one docs instance. */
export const DEFAULT_ROUTE_BASES: RouteBases = { docs: 'docs', blog: 'blog', docsInstances: [] };

let readBases: { from: string | undefined; bases: RouteBases } | undefined;

/**
 * The bases of this build: site.json's `routes` through `VIGIA_ROUTES` (lib/site-config/file.mjs),
 * read without any file so client code may import this module, and when asked, since a
 * build script sets the variable after its imports ran.
 */
export function routeBases(value: string | undefined = process.env.VIGIA_ROUTES): RouteBases {
  if (readBases && readBases.from === value) return readBases.bases;
  const bases = value ? { ...DEFAULT_ROUTE_BASES, ...(JSON.parse(value) as Partial<RouteBases>) } : DEFAULT_ROUTE_BASES;
  readBases = { from: value, bases };
  return bases;
}

/**
 * A route key from a base and a path below it, either possibly empty.
 * @example joinRoute('', 'intro') === '/intro' @example joinRoute('docs', '') === '/docs'
 */
export function joinRoute(base: string, rest: string): string {
  return `/${[base, rest].filter((part) => part !== '').join('/')}`;
}

/** The docs instance a doc slug belongs to, if it is not the main docs'. */
export function docsInstanceOfSlug(slug: string, bases: RouteBases = routeBases()): DocsInstanceRoute | undefined {
  return bases.docsInstances.find((i) => slug === i.folder || slug.startsWith(`${i.folder}/`));
}

/**
 * Route key of a doc by its slug (Doc.slug, the version path included): below its
 * instance's base when its first folder is a docs instance's, else below the docs' base.
 * @example docRoute('api/users') === '/docs/api/users'
 * @example docRoute('intro', { docs: '', blog: 'blog', docsInstances: [] }) === '/intro'
 * @example docRoute('community/faq', { …, docsInstances: [{ id: 'community', folder: 'community', routeBasePath: 'help' }] }) === '/help/faq'
 */
export function docRoute(slug: string, bases: RouteBases = routeBases()): string {
  const instance = docsInstanceOfSlug(slug, bases);
  if (instance) return joinRoute(instance.routeBasePath, slug.slice(instance.folder.length + 1));
  return joinRoute(bases.docs, slug);
}

/**
 * A doc's address below `/docs/` in its version: the version's path first, unless the
 * version is served at the docs root (lib/docs/versions.ts).
 * @example docSlugInVersion('intro', '1.0') === '1.0/intro'
 * @example docSlugInVersion('intro', '') === 'intro'
 * @example docSlugInVersion('', '1.0') === '1.0' (the `slug: /` doc of docs at the site's root)
 */
export function docSlugInVersion(slug: string, versionPath: string): string {
  return [versionPath, slug].filter((part) => part !== '').join('/');
}

/**
 * Route key of a docs version's tag index, Docusaurus' `/docs/tags` (below the docs' base;
 * the version at the docs root has no version path).
 * @example docTagsRoute('1.0') === '/docs/1.0/tags'
 */
export function docTagsRoute(versionPath = '', bases: RouteBases = routeBases()): string {
  return docRoute(docSlugInVersion('tags', versionPath), bases);
}

/**
 * @example docTagRoute('seguridad') === '/docs/tags/seguridad'
 * @example docTagRoute('seguridad', 'next') === '/docs/next/tags/seguridad'
 */
export function docTagRoute(slug: string, versionPath = '', bases: RouteBases = routeBases()): string {
  return `${docTagsRoute(versionPath, bases)}/${slug}`;
}

/** @example postRoute('novedades-noviembre-2024') === '/blog/novedades-noviembre-2024' */
export function postRoute(slug: string, bases: RouteBases = routeBases()): string {
  return joinRoute(bases.blog, slug);
}

/** @example pageRoute('markdown-page') === '/markdown-page' */
export function pageRoute(slug: string): string {
  return `/${slug}`;
}

/**
 * Route keys of the blog's index pages below a blog base.
 * @example blogRoutesAt('posts').archive === '/posts/archive'
 */
export function blogRoutesAt(base: string) {
  return {
    list: joinRoute(base, ''),
    archive: joinRoute(base, 'archive'),
    authors: joinRoute(base, 'authors'),
    tags: joinRoute(base, 'tags'),
  } as const;
}

/** Route keys of the blog's index pages, below this build's blog base. */
export const BLOG_ROUTES = {
  get list() {
    return blogRoutesAt(routeBases().blog).list;
  },
  get archive() {
    return blogRoutesAt(routeBases().blog).archive;
  },
  get authors() {
    return blogRoutesAt(routeBases().blog).authors;
  },
  get tags() {
    return blogRoutesAt(routeBases().blog).tags;
  },
};

/** @example tagRoute('api') === '/blog/tags/api' */
export function tagRoute(slug: string): string {
  return `${BLOG_ROUTES.tags}/${slug}`;
}

/** @example authorRoute('laura-mendez') === '/blog/authors/laura-mendez' */
export function authorRoute(id: string): string {
  return `${BLOG_ROUTES.authors}/${id}`;
}

/**
 * Route key of a page of the post list; the first page is the list itself.
 * @example blogPageRoute(1) === '/blog' @example blogPageRoute(2) === '/blog/page/2'
 */
export function blogPageRoute(page: number): string {
  return page <= 1 ? BLOG_ROUTES.list : `${BLOG_ROUTES.list}/page/${page}`;
}

/** The blog's feed files, by format (written by the build, lib/site-files.ts). */
export const FEED_FILES = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' } as const;
export type FeedFormat = keyof typeof FEED_FILES;
/** The media type each feed format is announced with. */
export const FEED_MEDIA_TYPES: Record<FeedFormat, string> = {
  rss: 'application/rss+xml',
  atom: 'application/atom+xml',
  json: 'application/feed+json',
};

/**
 * Path of a locale's feed: a file, so no trailing slash.
 * @example feedPath('rss', 'en') === '/en/blog/rss.xml' @example feedPath('json', 'es') === '/blog/feed.json'
 */
export function feedPath(format: FeedFormat, locale: Locale): string {
  return `${localizePath(BLOG_ROUTES.list, locale)}${FEED_FILES[format]}`;
}

/**
 * Prefixes the base path, for plain `<a>`, `<link>` and asset URLs (not for `next/link`).
 * @example withBasePath('/en/') === '/en/' (no base path) or '/sub/en/' (BASE_PATH=/sub)
 */
export function withBasePath(path: string, basePath: string = BASE_PATH): string {
  return `${basePath}${path}`;
}

/**
 * The absolute URL of a site path (canonical links, feeds, sitemap).
 * @example absoluteUrl('/en/docs/intro/') === 'https://docs.vigia.example/en/docs/intro/'
 */
export function absoluteUrl(path: string): string {
  return `${SITE_URL}${withBasePath(path)}`;
}

/**
 * The path of a site href, without the base path (what `router.push` takes; it adds it back).
 * @example withoutBasePath('/sub/en/docs/intro/#a', '/sub') === '/en/docs/intro/#a'
 */
export function withoutBasePath(href: string, basePath: string = BASE_PATH): string {
  return stripBasePath(href, basePath);
}

/** URL of the search index's script, written by scripts/search-index.mjs after `next build`. */
export function searchScriptUrl(basePath: string = BASE_PATH): string {
  return withBasePath('/pagefind/pagefind.js', basePath);
}

/**
 * Site path of the Markdown twin of a doc or post (for AI readers), without base path.
 * @example markdownPath('/docs/api/users', 'en') === '/en/docs/api/users.md'
 */
export function markdownPath(routeKey: string, locale: Locale): string {
  const localized = localizePath(routeKey, locale);
  // A doc at the home page (docs at the site's root) has its twin in the folder, not beside it.
  return routeKey === HOME_ROUTE ? `${localized}index.md` : localized.replace(/\/$/, '.md');
}

/** Folder of the export holding the drawn Open Graph images (`ogImagePath`). */
export const OG_IMAGES_PATH = '/og';

/**
 * Site path of a page's Open Graph image, written by scripts/write-build-extras.ts.
 * Every locale is named, the default one included, so the folder mirrors LOCALES.
 * @example ogImagePath('/docs/intro', 'es') === '/og/es/docs/intro.png'
 * @example ogImagePath('/', 'en') === '/og/en/index.png'
 */
export function ogImagePath(routeKey: string, locale: Locale): string {
  return `${OG_IMAGES_PATH}/${locale}${routeKey === HOME_ROUTE ? '/index' : routeKey}.png`;
}

/** Folder of the export holding the files beside content (images, downloads), by content-hashed name. */
export const ASSETS_PATH = '/assets';

/**
 * Site path of a file beside content, by its published name (lib/content/assets.ts).
 * @example assetPath('shot-1a2b3c4d.png') === '/assets/shot-1a2b3c4d.png'
 */
export function assetPath(name: string): string {
  return `${ASSETS_PATH}/${encodeURIComponent(name)}`;
}

/**
 * The href of a file beside content, base path included: what a page's `<img src>` and
 * `<a href>` carry (a file, so a plain `<a>`, never `next/link`).
 * @example assetHref('shot-1a2b3c4d.png', '/vigia') === '/vigia/assets/shot-1a2b3c4d.png'
 */
export function assetHref(name: string, basePath: string = BASE_PATH): string {
  return withBasePath(assetPath(name), basePath);
}

/**
 * Whether an href is one of `assetHref`'s (a file of the export, not a page).
 * @example isAssetHref('/vigia/assets/a-1a2b3c4d.png', '/vigia') === true
 * @example isAssetHref('/docs/intro/', '') === false
 */
export function isAssetHref(href: string, basePath: string = BASE_PATH): boolean {
  return href.startsWith(withBasePath(`${ASSETS_PATH}/`, basePath));
}

/** Site path of the sitemap (lib/site-files.ts). */
export const SITEMAP_PATH = '/sitemap.xml';

/** Site path of robots.txt. */
export const ROBOTS_PATH = '/robots.txt';

/** Site path of the llms.txt index of the Markdown twins. */
export const LLMS_TXT_PATH = '/llms.txt';

/** Route key of a locale's sidebar data file (lib/site-files.ts). */
export const DOCS_SIDEBAR_DATA_ROUTE = '/docs/sidebar.json';

/**
 * Localises the route key of a file (no trailing slash: it is not a page).
 * @example localizeFilePath('/docs/sidebar.json', 'en') === '/en/docs/sidebar.json'
 */
export function localizeFilePath(routeKey: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? routeKey : `/${locale}${routeKey}`;
}

/**
 * The "Edit this page" URL of a source file, from EDIT_URL_BASE (lib/site.ts).
 * @example editUrl('content/es/docs/intro.mdx') === 'https://github.com/vigia-platform/vigia-docs/edit/main/content/es/docs/intro.mdx'
 */
export function editUrl(file: string, base: string = EDIT_URL_BASE): string {
  return `${base}/${file.split('\\').join('/')}`;
}

/**
 * A doc's "Edit this page" address: its `custom_edit_url` (an imported doc's address in its
 * own repository), else the site's edit base with the file's path, else none (null: no link).
 * @example docEditHref('content/es/docs/a.mdx', undefined, undefined) === undefined
 */
export function docEditHref(
  file: string,
  customEditUrl: string | null | undefined,
  siteEditUrl: string | undefined,
): string | undefined {
  if (customEditUrl === null) return undefined;
  if (customEditUrl) return customEditUrl;
  return siteEditUrl ? editUrl(file, siteEditUrl.replace(/\/+$/, '')) : undefined;
}
