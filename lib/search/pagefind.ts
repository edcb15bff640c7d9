/**
 * The part of Pagefind's browser API (`/pagefind/pagefind.js`, written by
 * scripts/search-index.mjs) the site uses, and its loader. The script is imported at
 * run time from its URL, never bundled: the index exists only after `next build`.
 */

/** A section of a result page: the text under one heading with an id. */
export interface PagefindSubResult {
  /** The heading's text (the page title for the text before the first heading). */
  title: string;
  /** The page URL, with `#id` of the heading when there is one. */
  url: string;
  /** Matching text, HTML-escaped by Pagefind, terms wrapped in `<mark>`. */
  excerpt: string;
  /** The heading element, absent for the text before the first heading. */
  anchor?: { element: string; id: string; text: string };
}

/** What a result resolves to (`result.data()`), one page's fragment. */
export interface PagefindResultData {
  url: string;
  excerpt: string;
  /** `version`: a versioned doc's version, as its page words it (lib/search/versions.ts). */
  meta: { title?: string; version?: string };
  sub_results: PagefindSubResult[];
}

/** One page that matches; its data loads on demand. */
export interface PagefindResult {
  id: string;
  score: number;
  data: () => Promise<PagefindResultData>;
}

/** Pagefind's module: `init` picks the index of the page's `<html lang>`. */
export interface Pagefind {
  options: (options: { excerptLength?: number; baseUrl?: string }) => Promise<void>;
  init: () => Promise<void>;
  search: (query: string, options?: { filters?: object }) => Promise<{ results: PagefindResult[] }>;
  /** Every filter of the index with its values and their page counts. */
  filters: () => Promise<Record<string, Record<string, number>>>;
  /** Resolves to null when a later call superseded this one. */
  debouncedSearch: (
    query: string,
    options?: object,
    timeoutMs?: number,
  ) => Promise<{ results: PagefindResult[] } | null>;
}

const loaded = new Map<string, Promise<Pagefind>>();

/** Loads Pagefind once per URL (`withBasePath('/pagefind/pagefind.js')`) and initialises it. */
export function loadPagefind(scriptUrl: string): Promise<Pagefind> {
  let pending = loaded.get(scriptUrl);
  if (!pending) {
    pending = (async () => {
      // Left to the browser: bundlers must not resolve a file that `next build` does not see.
      const pagefind = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ scriptUrl)) as Pagefind;
      await pagefind.options({ excerptLength: 24 });
      await pagefind.init();
      return pagefind;
    })();
    // A failed load (offline, index missing) may be retried on the next open.
    pending.catch(() => loaded.delete(scriptUrl));
    loaded.set(scriptUrl, pending);
  }
  return pending;
}
