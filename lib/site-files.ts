/**
 * The files the export holds beside its pages, each made from the content model: the blog's
 * feeds, each locale's docs sidebars (`docs/sidebar.json`, which a doc's sidebar fetches), the
 * KaTeX stylesheet, sitemap.xml and robots.txt. The build writes them once Next has exported
 * the pages (scripts/build.ts); `next dev` serves the same bodies through the `route.dev.ts`
 * handlers of app/ (app/_views/site-file-routes.ts). As route handlers of the build, each
 * was an entry of Next's compile and of its page-data step.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteFeedFormats, siteFeedItemLimit } from './blog/feed-links';
import { buildFeedModel, feedPostSources, resolveFeedUrl } from './blog/feed-model';
import { serializeFeed } from './blog/feeds';
import type { ContentSet } from './content/types';
import { buildSidebar } from './docs/sidebar';
import { eachSidebar } from './docs/sidebar-layout';
import { LOCALES, type Locale } from './i18n';
import { compileMathStyles } from './mdx';
import { listBodySources } from './mdx/compile-sources';
import { compileMdxToHtml } from './mdx/html';
import { buildMathStylesheet } from './mdx/math-styles';
import { MATH_STYLESHEET_PATH } from './mdx/rehype-math';
import { ADMONITION_TYPES, type AdmonitionType } from './mdx/remark-admonitions';
import { buildListedRouteKeys, buildRouteKeys, hasBlog } from './routes';
import { buildSitemapEntries, robotsTxt, sitemapXml } from './seo/sitemap';
import { getSiteConfig, type SiteConfig, type Text } from './site-config';
import { textIn } from './site-config/text';
import { translatorOf } from './translator';
import {
  absoluteUrl,
  DOCS_SIDEBAR_DATA_ROUTE,
  feedPath,
  FEED_FILES,
  localizeFilePath,
  localizePath,
  postRoute,
  ROBOTS_PATH,
  SITEMAP_PATH,
  type FeedFormat,
} from './urls';

/** A locale's interface messages (messages/{locale}.json). */
export type LocaleMessages = Record<string, unknown>;

/** One file of the export: its site path (no base path) and its body. */
export interface SiteFile {
  path: string;
  body: string;
}

/**
 * Every file of this site beside its pages: the feeds of the formats it builds (none
 * without a blog), both locales' sidebars, the KaTeX stylesheet, the sitemap and robots.txt.
 */
export async function buildSiteFiles(
  content: ContentSet,
  messages: Record<Locale, LocaleMessages>,
): Promise<SiteFile[]> {
  const formats = hasBlog(content) ? siteFeedFormats() : [];
  const feeds = await Promise.all(
    LOCALES.map(async (locale) => {
      if (formats.length === 0) return [];
      const bodies = await feedBodies(content, locale, messages[locale]);
      return formats.map((format) => ({ path: feedPath(format, locale), body: bodies[format] }));
    }),
  );
  return [
    ...feeds.flat(),
    ...LOCALES.map((locale) => ({
      path: localizeFilePath(DOCS_SIDEBAR_DATA_ROUTE, locale),
      body: docsSidebarsJson(content, locale),
    })),
    { path: MATH_STYLESHEET_PATH, body: await mathStylesheet(content) },
    { path: SITEMAP_PATH, body: sitemapOf(content) },
    { path: ROBOTS_PATH, body: robotsTxt() },
  ];
}

/**
 * A locale's feeds in every format, from one model: its newest posts (`feedOptions.limit`),
 * each compiled to HTML with absolute addresses (the build's precompile made their trees).
 */
export async function feedBodies(
  content: ContentSet,
  locale: Locale,
  messages: LocaleMessages,
): Promise<Record<FeedFormat, string>> {
  const t = translatorOf(locale, messages, 'blogFeed');
  const admonitions = translatorOf(locale, messages, 'admonition');
  const config = getSiteConfig();
  const translate = translatorOf(locale, messages);
  const text = (t: Text) => textIn(t, locale, translate);
  const feed = config.blog.feedOptions;
  const admonitionTitles = Object.fromEntries(ADMONITION_TYPES.map((type) => [type, admonitions(type)])) as Record<
    AdmonitionType,
    string
  >;
  const routeKeys = buildRouteKeys(content);
  const html = new Map<string, string>();
  const limit = siteFeedItemLimit();
  for (const post of feedPostSources(content, locale, limit)) {
    const postUrl = absoluteUrl(localizePath(postRoute(post.slug), locale));
    html.set(
      post.slug,
      await compileMdxToHtml(
        post,
        routeKeys,
        { admonitionTitles, resolveUrl: (url) => resolveFeedUrl(url, postUrl) },
        content.assets,
      ),
    );
  }
  const model = buildFeedModel(
    content,
    locale,
    {
      title: feed.title ? text(feed.title) : t('title'),
      description: feed.description ? text(feed.description) : t('description'),
      copyright: feed.copyright ? text(feed.copyright) : defaultFeedCopyright(config, text),
    },
    html,
    limit,
  );
  return Object.fromEntries(
    (Object.keys(FEED_FILES) as FeedFormat[]).map((format) => [format, serializeFeed(model, format)]),
  ) as Record<FeedFormat, string>;
}

/** Without `feedOptions.copyright`: the footer's copyright line as text, else "© <site title>". */
function defaultFeedCopyright(config: SiteConfig, text: (t: Text) => string): string {
  const footer = config.footer.copyright;
  const line = footer ? (typeof footer === 'object' && 'html' in footer ? text(footer.html) : text(footer)) : '';
  const plain = line
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain || `© ${text(config.title)}`;
}

/** The sitemap of every page the export renders (lib/routes.ts), in both locales. */
export function sitemapOf(content: ContentSet): string {
  return sitemapXml(buildSitemapEntries(buildListedRouteKeys(content)));
}

/**
 * The locale's whole docs sidebars as JSON, one per version (and docs instance) keyed by its
 * name: a doc page renders only its own categories' items, and fetches this file when the
 * reader opens another.
 */
export function docsSidebarsJson(content: ContentSet, locale: Locale): string {
  return JSON.stringify(
    Object.fromEntries(
      eachSidebar(content).map(({ key, view }) => [key, buildSidebar(view.sidebar, view.docs[locale], locale)]),
    ),
  );
}

/**
 * The KaTeX stylesheet: KaTeX's CSS plus one class per inline style of every formula of the
 * content, in every locale (lib/mdx/math-styles.ts). Only pages with math link it.
 */
export async function mathStylesheet(content: ContentSet): Promise<string> {
  const routeKeys = buildRouteKeys(content);
  const styles = new Set<string>();
  // Every body a page shows, read from its compile (the build's precompile step made them
  // all); only a body with a dollar sign can hold math. An excerpt's math is its post's.
  for (const source of listBodySources(content)) {
    if (!source.body.includes('$')) continue;
    for (const style of await compileMathStyles(source, routeKeys, content.assets)) styles.add(style);
  }
  const katexCss = readFileSync(join(process.cwd(), 'node_modules/katex/dist/katex.min.css'), 'utf8');
  return buildMathStylesheet(katexCss, styles);
}
