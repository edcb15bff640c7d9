import type { ContentSet } from '../content/types';
import type { Locale } from '../i18n';
import { BLOG_ROUTES, feedPath, localizePath, postRoute, withBasePath, type FeedFormat } from '../urls';
import { siteFeedFormats } from './feed-links';

/** A post as the sidebar links it. */
export interface BlogNavPost {
  slug: string;
  title: string;
  path: string;
}

/** The sidebar's posts of one UTC year, newest first. */
export interface BlogNavYear {
  year: string;
  posts: BlogNavPost[];
}

/** The locale's feeds the site builds, with the base path: plain `<a>` to files, not client navigations. */
export type FeedHrefs = Partial<Record<FeedFormat, string>>;

/** The blog's own navigation: its index pages, its feeds and every post by year. */
export interface BlogNav {
  list: string;
  archive: string;
  tags: string;
  authors: string;
  feeds: FeedHrefs;
  years: BlogNavYear[];
}

/** @example buildFeedHrefs('en', ['rss']) → { rss: '/en/blog/rss.xml' } (with BASE_PATH prefixed) */
export function buildFeedHrefs(locale: Locale, formats: readonly FeedFormat[] = siteFeedFormats()): FeedHrefs {
  return Object.fromEntries(formats.map((format) => [format, withBasePath(feedPath(format, locale))]));
}

/**
 * Posts grouped by UTC year, newest year first, newest post first within a year.
 * @example groupByYear([{ date: '2024-11-04' }, { date: '2025-01-20' }]) → [{ year: '2025', … }, { year: '2024', … }]
 */
export function groupByYear<T extends { date: string }>(posts: readonly T[]): { year: string; posts: T[] }[] {
  const years = new Map<string, T[]>();
  for (const post of [...posts].sort((a, b) => b.date.localeCompare(a.date))) {
    const year = post.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  return [...years.entries()].sort(([a], [b]) => b.localeCompare(a)).map(([year, list]) => ({ year, posts: list }));
}

/** @example buildBlogNav(content, 'en').archive === '/en/blog/archive/' */
export function buildBlogNav(content: ContentSet, locale: Locale): BlogNav {
  return {
    list: localizePath(BLOG_ROUTES.list, locale),
    archive: localizePath(BLOG_ROUTES.archive, locale),
    tags: localizePath(BLOG_ROUTES.tags, locale),
    authors: localizePath(BLOG_ROUTES.authors, locale),
    feeds: buildFeedHrefs(locale),
    years: groupByYear(content.posts[locale]).map(({ year, posts }) => ({
      year,
      posts: posts.map((p) => ({ slug: p.slug, title: p.title, path: localizePath(postRoute(p.slug), locale) })),
    })),
  };
}
