/**
 * What the not-found page searches for: the words of the missing address, then looser
 * forms of them, so a misspelt address (`/docs/phising-simulation`) still finds its page.
 */

import type { Pagefind } from './pagefind';

/** Path segments that say where a page lives, not what it is about. */
const STRUCTURAL_WORDS = new Set(['docs', 'blog', 'tags', 'index', 'html', 'htm', 'php', 'page']);

/** Words shorter than this are too common to search for on their own. */
const MIN_WORD_LENGTH = 3;

/** The longest word list searched: an address is not a paragraph. */
const MAX_WORDS = 6;

/** Shortest prefix a loose query keeps of a word. */
const MIN_PREFIX_LENGTH = 4;

/**
 * The words of an address path (base path already removed), without locale prefixes and
 * structural segments.
 * @example wordsFromPath('/en/docs/phising-simulation/', ['en']) → ['phising', 'simulation']
 */
export function wordsFromPath(pathname: string, locales: readonly string[]): string[] {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: search the raw text.
  }
  const words = decoded
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= MIN_WORD_LENGTH && !STRUCTURAL_WORDS.has(w) && !locales.includes(w));
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/**
 * The start of a word that survives a typo in its second half, so Pagefind's prefix match
 * can find the right word.
 * @example loosenWord('phising') === 'phis'; loosenWord('simulation') === 'simul'
 */
export function loosenWord(word: string): string {
  if (word.length <= MIN_PREFIX_LENGTH) return word;
  return word.slice(0, Math.max(MIN_PREFIX_LENGTH, Math.ceil(word.length / 2)));
}

/**
 * Queries to run in order until enough pages are found: the loosened words together (a
 * prefix also matches the word spelt right, and ranks pages having all of them first),
 * the words as written, then each loosened word alone.
 */
export function buildSuggestionQueries(words: string[]): string[] {
  if (words.length === 0) return [];
  const loose = words.map(loosenWord);
  const queries = [loose.join(' '), words.join(' '), ...loose];
  return [...new Set(queries)];
}

/** A page the not-found page suggests. */
export interface SuggestedPage {
  href: string;
  title: string;
}

/** The most suggestions shown. */
export const MAX_SUGGESTIONS = 5;

/**
 * Runs the queries in order and keeps the first `max` distinct pages found, best first.
 * @param search Pagefind's `search`, bound to the index of the visitor's locale
 */
export async function findSuggestedPages(
  search: Pagefind['search'],
  queries: string[],
  max = MAX_SUGGESTIONS,
): Promise<SuggestedPage[]> {
  const found = new Map<string, Promise<SuggestedPage>>();
  for (const query of queries) {
    const { results } = await search(query);
    for (const result of results) {
      if (found.size >= max) break;
      if (!found.has(result.id))
        found.set(
          result.id,
          result.data().then((page) => ({ href: page.url, title: page.meta.title ?? page.url })),
        );
    }
    if (found.size >= max) break;
  }
  return Promise.all(found.values());
}
