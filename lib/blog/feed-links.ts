/**
 * How pages advertise the locale's feeds: `<link rel="alternate" type=…>` through Next's
 * `alternates.types`, merged into a page's Metadata without touching its other fields.
 */
import type { Metadata } from 'next';
import type { Locale } from '../i18n';
import { absoluteUrl, feedPath, type FeedFormat } from '../urls';

/** The media type each feed format is announced with. */
export const FEED_MEDIA_TYPES: Record<FeedFormat, string> = {
  rss: 'application/rss+xml',
  atom: 'application/atom+xml',
  json: 'application/feed+json',
};

/**
 * `alternates.types` of a page: one link per format, titled with the feed's title.
 * @example buildFeedAlternates('en', 'Vigía blog')['application/rss+xml'] → [{ url: 'https://…/en/blog/rss.xml', title: 'Vigía blog (RSS)' }]
 */
export function buildFeedAlternates(locale: Locale, title: string): Record<string, { url: string; title: string }[]> {
  const labels: Record<FeedFormat, string> = { rss: 'RSS', atom: 'Atom', json: 'JSON Feed' };
  return Object.fromEntries(
    (Object.keys(FEED_MEDIA_TYPES) as FeedFormat[]).map((format) => [
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
