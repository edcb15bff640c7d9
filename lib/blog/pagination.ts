/**
 * The post list in pages: `/blog` is page 1, `/blog/page/2` … the next ones, and a list
 * of up to BLOG_PAGE_SIZE posts has no numbered pages at all.
 */
import type { Locale } from '../i18n';
import { blogPageRoute, localizePath } from '../urls';

/** Posts per page of the list when site.json gives none (Docusaurus' default). */
export const BLOG_PAGE_SIZE = 10;

/**
 * Posts per page from site.json's `blog.postsPerPage`: 'ALL' is one page.
 * @example pageSizeOf('ALL', 42) === 42
 */
export function pageSizeOf(postsPerPage: number | 'ALL', itemCount: number): number {
  return postsPerPage === 'ALL' ? Math.max(1, itemCount) : postsPerPage;
}

/** One page of a list. */
export interface ListPage<T> {
  /** 1-based. */
  number: number;
  pageCount: number;
  items: T[];
  /** Route key of this page (`/blog`, `/blog/page/2`). */
  routeKey: string;
  /** Localised paths of the neighbouring pages, absent at the ends. */
  previous?: string;
  next?: string;
}

/**
 * Splits a list into pages; an empty list still makes one (empty) page.
 * @example paginate(25 posts, 'es').map((p) => p.items.length) → [10, 10, 5]
 */
export function paginate<T>(items: readonly T[], locale: Locale, pageSize: number = BLOG_PAGE_SIZE): ListPage<T>[] {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  return Array.from({ length: pageCount }, (_, i) => {
    const number = i + 1;
    return {
      number,
      pageCount,
      items: items.slice(i * pageSize, number * pageSize),
      routeKey: blogPageRoute(number),
      previous: number > 1 ? localizePath(blogPageRoute(number - 1), locale) : undefined,
      next: number < pageCount ? localizePath(blogPageRoute(number + 1), locale) : undefined,
    };
  });
}

/**
 * The numbers of the pages that get a `/blog/page/{n}` route: every page after the first.
 * @example numberedPages(11) → [2] @example numberedPages(10) → []
 */
export function numberedPages(itemCount: number, pageSize: number = BLOG_PAGE_SIZE): number[] {
  const pageCount = Math.max(1, Math.ceil(itemCount / pageSize));
  return Array.from({ length: pageCount - 1 }, (_, i) => i + 2);
}
