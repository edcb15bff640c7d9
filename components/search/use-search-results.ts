'use client';
import { useEffect, useState } from 'react';
import { buildSearchHits, type SearchHit } from '@/lib/search/hits';
import { loadSiteSearch, searchSite, type SiteSearch } from '@/lib/search/pagefind';
import { searchScriptUrl } from '@/lib/urls';

/** Pages whose sections are listed for one query: a dialog's worth, not the whole site. */
const MAX_PAGES = 8;

/** Quiet time after the last keystroke before searching. */
const DEBOUNCE_MS = 120;

/** Where a query stands: `idle` with no query, `error` when the index cannot load. */
export type SearchStatus = 'idle' | 'loading' | 'done' | 'error';

/** The search of the current query. `query` is the one `hits` answer. */
export interface SearchState {
  status: SearchStatus;
  query: string;
  hits: SearchHit[];
}

/**
 * Searches the index of the page's language (Pagefind picks it from `<html lang>`) as the
 * reader types: loads Pagefind on first use, debounces, drops answers to older queries.
 * `version`: the docs version to search within (pages of other versions left out).
 */
export function useSearchResults(query: string, open: boolean, version?: string): SearchState {
  const [site, setSite] = useState<SiteSearch | null>(null);
  const [failed, setFailed] = useState(false);
  const [state, setState] = useState<SearchState & { scope?: string }>({ status: 'idle', query: '', hits: [] });

  // On each opening until it succeeds: a load that failed (offline) is tried again.
  useEffect(() => {
    if (!open || site) return;
    let live = true;
    setFailed(false);
    loadSiteSearch(searchScriptUrl()).then(
      (loaded) => live && setSite(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [open, site]);

  const term = query.trim();
  useEffect(() => {
    if (term === '' || !site) return;
    let live = true;
    const timer = setTimeout(async () => {
      try {
        const { results } = await searchSite(site, term, version);
        const pages = await Promise.all(results.slice(0, MAX_PAGES).map((result) => result.data()));
        if (live) setState({ status: 'done', query: term, scope: version, hits: buildSearchHits(pages) });
      } catch {
        if (live) setFailed(true);
      }
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [term, site, version]);

  const answered = `${term}\u0000${version ?? ''}`;
  if (failed) return { status: 'error', query: term, hits: [] };
  if (term === '') return { status: 'idle', query: '', hits: [] };
  // Until the answer for this query arrives, the previous rows stay (no flicker while typing).
  if (`${state.query}\u0000${state.scope ?? ''}` !== answered)
    return { status: 'loading', query: term, hits: state.hits };
  return { status: state.status, query: state.query, hits: state.hits };
}
