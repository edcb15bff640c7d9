/**
 * How pages advertise the locale's feeds: `<link rel="alternate" type=…>` through Next's
 * `alternates.types`, merged into a page's Metadata without touching its other fields.
 */
import type { Metadata } from 'next';
import type { Locale } from '../i18n';
import { getSiteConfig, type SiteConfig } from '../site-config';
import { absoluteUrl, FEED_FILES, FEED_MEDIA_TYPES, feedPath, type FeedFormat } from '../urls';

/** How many posts a feed holds when `feedOptions.limit` is not set (Docusaurus' default). */
export const DEFAULT_FEED_LIMIT = 20;

/**
 * The formats `feedOptions.type` asks for, in a fixed order: 'all' is the three, null none.
 * @example feedFormatsOf(['atom', 'rss']) → ['rss', 'atom']
 */
export function feedFormatsOf(type: SiteConfig['blog']['feedOptions']['type']): FeedFormat[] {
  const all = Object.keys(FEED_FILES) as FeedFormat[];
  if (type === 'all') return all;
  return type === null ? [] : all.filter((format) => type.includes(format));
}

/**
 * How many posts each feed holds: `feedOptions.limit`, false for all of them.
 * @example feedItemLimit(undefined) === 20 @example feedItemLimit(false) === undefined
 */
export function feedItemLimit(limit: number | false | undefined): number | undefined {
  return limit === false ? undefined : (limit ?? DEFAULT_FEED_LIMIT);
}

/** How many posts each of the site's feeds holds (content/site.json `blog.feedOptions.limit`). */
export function siteFeedItemLimit(): number | undefined {
  return feedItemLimit(getSiteConfig().blog.feedOptions.limit);
}

/** The formats the site builds and links (content/site.json `blog.feedOptions.type`). */
export function siteFeedFormats(): FeedFormat[] {
  return feedFormatsOf(getSiteConfig().blog.feedOptions.type);
}

/**
 * `alternates.types` of a page: one link per format the site builds, titled with the feed's title.
 * @example buildFeedAlternates('en', 'Vigía blog', ['rss'])['application/rss+xml'] → [{ url: 'https://…/en/blog/rss.xml', title: 'Vigía blog (RSS)' }]
 */
export function buildFeedAlternates(
  locale: Locale,
  title: string,
  formats: readonly FeedFormat[] = siteFeedFormats(),
): Record<string, { url: string; title: string }[]> {
  const labels: Record<FeedFormat, string> = { rss: 'RSS', atom: 'Atom', json: 'JSON Feed' };
  return Object.fromEntries(
    formats.map((format) => [
      FEED_MEDIA_TYPES[format],
      [{ url: absoluteUrl(feedPath(format, locale)), title: `${title} (${labels[format]})` }],
    ]),
  );
}

/** A page's Metadata with the locale's feeds advertised beside its canonical and hreflang links. */
export function withFeedAlternates(metadata: Metadata, locale: Locale, title: string): Metadata {
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: { ...metadata.alternates?.types, ...buildFeedAlternates(locale, title) },
    },
  };
}
