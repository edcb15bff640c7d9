/**
 * The route data of the blog's index pages: one tag's page, one author's page, the tag
 * index, the author index and the archive. Independent of where the routes sit: each takes
 * the locale and, for one tag or author, its slug or id.
 */
import {
  buildArchive,
  buildAuthorSummaries,
  buildPostList,
  buildTagSummaries,
  type AuthorSummary,
  type PostSummary,
  type TagSummary,
} from '../blog/posts';
import { getContent } from '../content';
import { formatDay } from '../dates';
import type { Locale } from '../i18n';
import { paramsOrPlaceholder } from '../placeholder-param';
import { authorRoute, BLOG_ROUTES, localizePath, tagRoute } from '../urls';
import { fixedRouteParams } from '../content-routes';
import { blogFrameOf, type BlogFrameData } from './blog-frame';

/** Every tag page's address. */
export function tagRouteParams(locale: Locale): { tag: string }[] {
  return paramsOrPlaceholder(fixedRouteParams(getContent(), locale, 'blog', 'blogTag'), (tag) => ({ tag }));
}

/** What one tag's page renders: the tag with its posts, and where the tag index is. */
export function getTagPage(
  locale: Locale,
  slug: string,
): { tag: TagSummary; routeKey: string; tagIndexPath: string; frame: BlogFrameData } | undefined {
  const tag = buildTagSummaries(getContent(), locale).find((t) => t.slug === slug);
  const routeKey = tagRoute(slug);
  return (
    tag && { tag, routeKey, tagIndexPath: localizePath(BLOG_ROUTES.tags, locale), frame: blogFrameOf(locale, routeKey) }
  );
}

/** Every author page's address. */
export function authorRouteParams(locale: Locale): { author: string }[] {
  return paramsOrPlaceholder(fixedRouteParams(getContent(), locale, 'blog', 'blogAuthor'), (author) => ({ author }));
}

/** What one author's page renders: the author with their posts. */
export function getAuthorPage(
  locale: Locale,
  id: string,
): (AuthorSummary & { routeKey: string; frame: BlogFrameData }) | undefined {
  const summary = buildAuthorSummaries(getContent(), locale).find((a) => a.author.id === id);
  const routeKey = authorRoute(id);
  return summary && { ...summary, routeKey, frame: blogFrameOf(locale, routeKey) };
}

/** What the tag index renders: every tag with its posts. */
export function getTagIndexPage(locale: Locale): { routeKey: string; tags: TagSummary[]; frame: BlogFrameData } {
  return {
    routeKey: BLOG_ROUTES.tags,
    tags: buildTagSummaries(getContent(), locale),
    frame: blogFrameOf(locale, BLOG_ROUTES.tags),
  };
}

/** What the author index renders: every author with their posts. */
export function getAuthorIndexPage(locale: Locale): {
  routeKey: string;
  authors: AuthorSummary[];
  frame: BlogFrameData;
} {
  return {
    routeKey: BLOG_ROUTES.authors,
    authors: buildAuthorSummaries(getContent(), locale),
    frame: blogFrameOf(locale, BLOG_ROUTES.authors),
  };
}

/** What the archive renders: the posts by year, newest first, each with its day in words. */
export function getArchivePage(locale: Locale): {
  routeKey: string;
  years: { year: string; posts: (PostSummary & { day: string })[] }[];
  frame: BlogFrameData;
} {
  const years = buildArchive(buildPostList(getContent(), locale)).map(({ year, posts }) => ({
    year,
    posts: posts.map((post) => ({ ...post, day: formatDay(post.date, locale) })),
  }));
  return { routeKey: BLOG_ROUTES.archive, years, frame: blogFrameOf(locale, BLOG_ROUTES.archive) };
}
