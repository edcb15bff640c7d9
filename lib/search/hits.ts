/**
 * Turns Pagefind's page results into the rows the search dialog lists: one row per
 * matching section (page title, section heading, excerpt), linking to the section's anchor.
 */
import type { PagefindResultData } from './pagefind';
import { decodeHtmlEntities } from '../html-entities';

/** A run of excerpt text; `marked` runs are the query's terms. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

/** One row of the search results. */
export interface SearchHit {
  /** The section's URL (with `#anchor` when the match is under a heading); unique per row. */
  href: string;
  pageTitle: string;
  /** The heading the match is under; absent for text before the page's first heading. */
  section?: string;
  excerpt: ExcerptPart[];
  /** The docs version of the page, as it words it ("Version: 1.0"), on a versioned site. */
  version?: string;
}

/** Sections listed per page at most: the best few, so one long page does not fill the list. */
export const MAX_SECTIONS_PER_PAGE = 3;

/**
 * Splits a Pagefind excerpt (text with `<`/`>` escaped, terms in `<mark>`) into parts that
 * render as text, so no HTML from the index is ever injected.
 * @example parseExcerpt('a <mark>b</mark>') → [{ text: 'a ', marked: false }, { text: 'b', marked: true }]
 */
export function parseExcerpt(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let marked = false;
  for (const token of excerpt.split(/(<mark>|<\/mark>)/)) {
    if (token === '<mark>') marked = true;
    else if (token === '</mark>') marked = false;
    else if (token !== '') parts.push({ text: decodeHtmlEntities(token), marked });
  }
  return parts;
}

/**
 * Pagefind percent-encodes anchors (`#autenticaci%C3%B3n`); the page's own links and ids
 * are Unicode, so the row links the same way its table of contents does.
 * @example decodeHash('/docs/a/#autenticaci%C3%B3n') === '/docs/a/#autenticación'
 */
export function decodeHash(url: string): string {
  const cut = url.indexOf('#');
  if (cut === -1) return url;
  try {
    return `${url.slice(0, cut)}#${decodeURIComponent(url.slice(cut + 1))}`;
  } catch {
    return url;
  }
}

/** The rows of a list of result pages, in their order, each page's best sections first. */
export function buildSearchHits(pages: PagefindResultData[], maxSectionsPerPage = MAX_SECTIONS_PER_PAGE): SearchHit[] {
  const hits: SearchHit[] = [];
  const seen = new Set<string>();
  for (const page of pages) {
    const pageTitle = page.meta.title ?? page.url;
    const sections =
      page.sub_results.length > 0
        ? page.sub_results.slice(0, maxSectionsPerPage)
        : [{ url: page.url, title: pageTitle, excerpt: page.excerpt }];
    for (const section of sections) {
      const href = decodeHash(section.url);
      if (seen.has(href)) continue;
      seen.add(href);
      hits.push({
        href,
        pageTitle,
        section: 'anchor' in section && section.anchor ? section.title : undefined,
        excerpt: parseExcerpt(section.excerpt),
        ...(page.meta.version && { version: page.meta.version }),
      });
    }
  }
  return hits;
}
