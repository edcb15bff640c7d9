/**
 * What one locale's feeds say, from the validated content: absolute URLs (SITE_URL and
 * the base path, through lib/urls.ts), posts newest first, drafts already left out.
 */
import type { ContentSet, Post } from '../content/types';
import type { Locale } from '../i18n';
import {
  BLOG_ROUTES,
  FEED_FILES,
  absoluteUrl,
  feedPath,
  isAssetHref,
  localizePath,
  withoutBasePath,
  type FeedFormat,
} from '../urls';
import type { FeedModel } from './feeds';
import { buildPostList } from './posts';

/** The feed's own texts, from the locale's messages. */
export interface FeedTexts {
  title: string;
  description: string;
  copyright: string;
}

/**
 * The feed model of a locale, its newest `limit` posts; `htmlBySlug` holds each post compiled to HTML.
 * @example buildFeedModel(content, 'en', texts, html).feedUrls.rss === 'https://docs.vigia.example/en/blog/rss.xml'
 */
export function buildFeedModel(
  content: ContentSet,
  locale: Locale,
  texts: FeedTexts,
  htmlBySlug: ReadonlyMap<string, string>,
  limit?: number,
): FeedModel {
  const files = new Map(content.posts[locale].map((p) => [p.slug, p.file]));
  const feedUrls = Object.fromEntries(
    Object.keys(FEED_FILES).map((f) => [f, absoluteUrl(feedPath(f as FeedFormat, locale))]),
  ) as Record<FeedFormat, string>;
  return {
    locale,
    ...texts,
    blogUrl: absoluteUrl(localizePath(BLOG_ROUTES.list, locale)),
    iconUrl: absoluteUrl('/favicon.svg'),
    feedUrls,
    items: feedPosts(content, locale, limit).map((post) => ({
      file: files.get(post.slug) ?? post.slug,
      title: post.title,
      url: absoluteUrl(post.path),
      date: post.date,
      summary: post.description,
      html: htmlBySlug.get(post.slug) ?? '',
      authors: post.authors.map((a) => ({ name: a.name, url: absoluteUrl(a.path) })),
      tags: post.tags.map((t) => ({ slug: t.slug, label: t.label, url: absoluteUrl(t.path) })),
    })),
  };
}

/** The posts a feed holds: the newest `limit` (all without one). */
export function feedPosts(content: ContentSet, locale: Locale, limit?: number) {
  return buildPostList(content, locale).slice(0, limit);
}

/** The same posts as the content holds them (their bodies, which the feeds hold as HTML). */
export function feedPostSources(content: ContentSet, locale: Locale, limit?: number): Post[] {
  const held = new Set(feedPosts(content, locale, limit).map((post) => post.slug));
  return content.posts[locale].filter((post) => held.has(post.slug));
}

/**
 * Makes a post's link or image address absolute for a reader outside the site.
 * @example resolveFeedUrl('/en/docs/intro/', postUrl) === 'https://docs.vigia.example/en/docs/intro/'
 * @example resolveFeedUrl('#setup', 'https://x/blog/a/') === 'https://x/blog/a/#setup'
 */
export function resolveFeedUrl(url: string, postUrl: string): string {
  if (url.startsWith('//')) return `https:${url}`;
  // A file beside content: its href carries the base path already (lib/urls.ts assetHref).
  if (isAssetHref(url)) return absoluteUrl(withoutBasePath(url));
  if (url.startsWith('/')) return absoluteUrl(url);
  if (url.startsWith('#') || url.startsWith('?')) return `${postUrl}${url}`;
  return url;
}
