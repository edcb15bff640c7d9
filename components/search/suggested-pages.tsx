'use client';
import { useEffect, useState } from 'react';
import { markHydrated } from '@/lib/client/hydration';
import { loadSiteSearch, searchSite } from '@/lib/search/pagefind';
import { buildSuggestionQueries, findSuggestedPages, wordsFromPath, type SuggestedPage } from '@/lib/search/suggest';
import { searchScriptUrl, withoutBasePath, type RouteBases } from '@/lib/urls';
import { versionOfPath } from '@/lib/search/versions';

/**
 * Searches the words of the address for pages to suggest, once, after the not-found page
 * loads. The inline script of app/global-not-found.tsx has already set `<html lang>`, which
 * makes Pagefind open that locale's index.
 */
export function SuggestedPages({
  titles,
  locales,
  bases,
}: {
  titles: Record<string, string>;
  locales: readonly string[];
  bases: RouteBases;
}) {
  const [found, setFound] = useState<{ locale: string; pages: SuggestedPage[] } | null>(null);

  useEffect(() => {
    markHydrated(); // the not-found page's one client leaf
    const locale = document.documentElement.lang;
    const queries = buildSuggestionQueries(wordsFromPath(withoutBasePath(location.pathname), locales));
    if (queries.length === 0) return;
    let live = true;
    const pathname = withoutBasePath(location.pathname);
    loadSiteSearch(searchScriptUrl())
      .then((site) => {
        // An address in a docs version suggests pages of that version (and pages of none, posts).
        const version = versionOfPath(
          pathname,
          locales.filter((l) => pathname.startsWith(`/${l}/`)),
          site.versions.map((v) => v.value),
          bases,
        );
        return findSuggestedPages((query) => searchSite(site, query, version), queries);
      })
      .then((pages) => live && pages.length > 0 && setFound({ locale, pages }))
      // No index (offline, or a build without it): the page keeps its usual links.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [locales, bases]);

  if (!found) return null;
  return (
    <section lang={found.locale} className="not-found-suggestions" aria-labelledby="not-found-suggestions-title">
      <h2 id="not-found-suggestions-title">{titles[found.locale]}</h2>
      <ul>
        {found.pages.map((page) => (
          <li key={page.href}>
            <a href={page.href}>{page.title}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
