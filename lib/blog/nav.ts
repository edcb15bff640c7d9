import type { ContentSet } from '../content/types';
import type { Locale } from '../i18n';
import { BLOG_ROUTES, localizePath, postRoute } from '../urls';

/** How many recent posts the blog sidebar lists. */
export const BLOG_SIDEBAR_POST_COUNT = 5;

/** The blog's own navigation: its index pages and the most recent posts. */
export interface BlogNav {
  list: string;
  archive: string;
  tags: string;
  authors: string;
  recent: { slug: string; title: string; path: string }[];
}

/** @example buildBlogNav(content, 'en').archive === '/en/blog/archive/' */
export function buildBlogNav(content: ContentSet, locale: Locale): BlogNav {
  return {
    list: localizePath(BLOG_ROUTES.list, locale),
    archive: localizePath(BLOG_ROUTES.archive, locale),
    tags: localizePath(BLOG_ROUTES.tags, locale),
    authors: localizePath(BLOG_ROUTES.authors, locale),
    recent: content.posts[locale]
      .slice(0, BLOG_SIDEBAR_POST_COUNT)
      .map((p) => ({ slug: p.slug, title: p.title, path: localizePath(postRoute(p.slug), locale) })),
  };
}
