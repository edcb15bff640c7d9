/**
 * The feed route handlers (`blog/rss.xml`, `blog/atom.xml`, `blog/feed.json` in both
 * trees). With `dynamic = 'force-static'` the export renders each once at build time
 * and writes its body as the file of the same name; no server runs them afterwards.
 */
import { getTranslations } from 'next-intl/server';
import { describeSkippedDrafts } from '@/lib/blog/drafts';
import { feedItemLimit } from '@/lib/blog/feed-links';
import { buildFeedModel, feedPosts, resolveFeedUrl } from '@/lib/blog/feed-model';
import { serializeFeed, type FeedModel } from '@/lib/blog/feeds';
import { getContent } from '@/lib/content';
import { DEFAULT_LOCALE, PREFIXED_LOCALES, routeLocale, type Locale } from '@/lib/i18n';
import { compileMdxToHtml } from '@/lib/mdx/html';
import { ADMONITION_TYPES, type AdmonitionType } from '@/lib/mdx/remark-admonitions';
import { buildRouteKeys } from '@/lib/routes';
import type { SiteConfig, Text } from '@/lib/site-config';
import { getSiteText } from '@/lib/site-config/site-text';
import { absoluteUrl, localizePath, postRoute, type FeedFormat } from '@/lib/urls';

/** What the file is served as by a host that honours the handler (the export keeps only the body). */
const CONTENT_TYPES: Record<FeedFormat, string> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
  json: 'application/feed+json; charset=utf-8',
};

/** What Next gives a route handler under `[locale]`; in the default tree `params` is undefined. */
export type FeedRouteContext = { params?: Promise<{ locale?: string }> };

// Three formats per locale share one model: compile each post's HTML once per worker.
const models = new Map<Locale, Promise<FeedModel>>();

async function loadFeedModel(locale: Locale): Promise<FeedModel> {
  const content = getContent();
  const t = await getTranslations({ locale, namespace: 'blogFeed' });
  const admonitions = await getTranslations({ locale, namespace: 'admonition' });
  const { config, text } = await getSiteText(locale);
  const feed = config.blog.feedOptions;
  const admonitionTitles = Object.fromEntries(ADMONITION_TYPES.map((type) => [type, admonitions(type)])) as Record<
    AdmonitionType,
    string
  >;
  const routeKeys = buildRouteKeys(content);
  const html = new Map<string, string>();
  const limit = feedItemLimit(feed.limit);
  const shown = new Set(feedPosts(content, locale, limit).map((post) => post.slug));
  for (const post of content.posts[locale].filter((p) => shown.has(p.slug))) {
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
  return buildFeedModel(
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

/** `generateStaticParams` of a feed under `app/[locale]`: the prefixed locales. */
export function feedStaticParams() {
  return PREFIXED_LOCALES.map((locale) => ({ locale }));
}

/** The response of one feed route. */
export async function feedResponse(format: FeedFormat, context: FeedRouteContext): Promise<Response> {
  const locale = routeLocale((await context.params) ?? {});
  // The default locale's RSS file is rendered exactly once per build: the one place to
  // say how many drafts were skipped (getContent runs in every build worker).
  if (format === 'rss' && locale === DEFAULT_LOCALE) console.log(describeSkippedDrafts(getContent().drafts));
  let model = models.get(locale);
  if (!model) {
    model = loadFeedModel(locale);
    models.set(locale, model);
  }
  return new Response(serializeFeed(await model, format), { headers: { 'Content-Type': CONTENT_TYPES[format] } });
}
