/**
 * The part of Pagefind's browser API (`/pagefind/pagefind.js`, written by
 * scripts/search-index.mjs) the site uses, and its loader. The script is imported at
 * run time from its URL, never bundled: the index exists only after `next build`.
 */
import { versionFirstFilters, versionIndexesFor, type SearchVersionEntry } from './versions';

/** The file beside the index's script listing its versions and parts (scripts/search-index.ts). */
export const SEARCH_MANIFEST_FILE = 'search.json';

/**
 * A part of the main index (a large site's is made in parts, scripts/search-index.ts): its
 * folder below the index's URL, and the languages (Pagefind's names) it has pages of.
 */
export interface SearchIndexPart {
  index: string;
  languages: string[];
}

/** What `search.json` says: the docs versions, and the parts merged into every search. */
export interface SearchManifest {
  versions: SearchVersionEntry[];
  parts: SearchIndexPart[];
}

/**
 * The folders of the parts holding pages of `language`, matched as Pagefind matches its own
 * (`es-MX` falls back to `es`): a part without the language would be searched in another one.
 * @example partIndexesFor([{ index: 'parts/1/', languages: ['es'] }], 'es-mx') → ['parts/1/']
 */
export function partIndexesFor(parts: readonly SearchIndexPart[], language: string): string[] {
  const base = language.split('-')[0];
  return parts.filter((p) => p.languages.includes(language) || p.languages.includes(base!)).map((p) => p.index);
}

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
  /** Adds another index (its folder's URL) to every later search. */
  mergeIndex: (indexUrl: string, options?: { excerptLength?: number }) => Promise<void>;
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

/** Pagefind's options, the same for the main index and each merged one. */
const EXCERPT_LENGTH = 24;

/** Loads Pagefind once per URL (`withBasePath('/pagefind/pagefind.js')`) and initialises it. */
export function loadPagefind(scriptUrl: string): Promise<Pagefind> {
  let pending = loaded.get(scriptUrl);
  if (!pending) {
    pending = (async () => {
      // Left to the browser: bundlers must not resolve a file that `next build` does not see.
      const pagefind = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ scriptUrl)) as Pagefind;
      await pagefind.options({ excerptLength: EXCERPT_LENGTH });
      await pagefind.init();
      return pagefind;
    })();
    // A failed load (offline, index missing) may be retried on the next open.
    pending.catch(() => loaded.delete(scriptUrl));
    loaded.set(scriptUrl, pending);
  }
  return pending;
}

/** The site's search: Pagefind with the list of docs versions (lib/search/versions.ts). */
export interface SiteSearch {
  pagefind: Pagefind;
  versions: SearchVersionEntry[];
  /** The folders of the index's parts with pages in the page's language: every search merges them. */
  parts: string[];
  /** Merges the version indexes and parts (folders below the index's URL) a search needs, each once. */
  merge: (folders: readonly string[]) => Promise<void>;
}

const sites = new Map<string, Promise<SiteSearch>>();

/**
 * Loads the search of the index at `scriptUrl` once: Pagefind, and what `search.json` beside
 * it lists: the parts of a large index, and the versions whose pages are indexed apart (merged
 * into the search only when a search needs them, so a search of one version loads no other's index).
 */
export function loadSiteSearch(scriptUrl: string): Promise<SiteSearch> {
  let pending = sites.get(scriptUrl);
  if (!pending) {
    const folder = scriptUrl.replace(/[^/]*$/, '');
    pending = Promise.all([
      loadPagefind(scriptUrl),
      fetch(`${folder}${SEARCH_MANIFEST_FILE}`).then(
        (r): Promise<SearchManifest> => (r.ok ? r.json() : Promise.resolve({ versions: [], parts: [] })),
      ),
    ]).then(([pagefind, { versions, parts }]) => {
      const merged = new Map<string, Promise<void>>();
      const merge = async (folders: readonly string[]) => {
        await Promise.all(
          folders.map((name) => {
            let merging = merged.get(name);
            if (!merging) {
              merging = pagefind.mergeIndex(`${folder}${name}`, { excerptLength: EXCERPT_LENGTH });
              merging.catch(() => merged.delete(name));
              merged.set(name, merging);
            }
            return merging;
          }),
        );
      };
      // Pagefind searches the index of the page's <html lang>; so does each part it merges.
      const language = (document.documentElement.getAttribute('lang') || 'unknown').toLowerCase();
      return { pagefind, versions, parts: partIndexesFor(parts, language), merge };
    });
    pending.catch(() => sites.delete(scriptUrl));
    sites.set(scriptUrl, pending);
  }
  return pending;
}

/**
 * Searches `term` within one docs version, its pages listed first, then pages of no version
 * (posts); or, with `version` undefined, every version. Merges the version indexes it needs first.
 */
export async function searchSite(
  site: SiteSearch,
  term: string,
  version: string | undefined,
): Promise<{ results: PagefindResult[] }> {
  await site.merge([...site.parts, ...versionIndexesFor(site.versions, version)]);
  if (version === undefined) return site.pagefind.search(term);
  const searches = versionFirstFilters(
    version,
    site.versions.map((v) => v.value),
  ).map((filters) => site.pagefind.search(term, { filters }));
  return { results: (await Promise.all(searches)).flatMap((found) => found.results) };
}
