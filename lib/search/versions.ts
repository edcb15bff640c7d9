/**
 * Search by docs version: each doc page of a versioned site tells Pagefind its version (a
 * filter, to search the version being read, and a meta field, to say it on each result);
 * the dialog searches the page's version, or every version at the reader's choice.
 */
import type { DocVersionModel } from '../docs/version-view';
import { DEFAULT_ROUTE_BASES, type RouteBases } from '../urls';

/** Pagefind's filter and meta key holding a doc's version. */
export const SEARCH_VERSION_KEY = 'version';

/**
 * The attributes of a doc page's indexed element; none on a site of one version (its index
 * is as before). `wording` is how results name the version, in the page's language ("Version: 1.0").
 */
export function searchVersionAttributes(
  version: Pick<DocVersionModel, 'path' | 'versioned'>,
  wording: string,
): Record<string, string> {
  if (!version.versioned) return {};
  const value = versionFilterValue(version.path);
  return {
    'data-pagefind-filter': `${SEARCH_VERSION_KEY}:${value}`,
    'data-pagefind-meta': `${SEARCH_VERSION_KEY}:${wording}`,
    [DOCS_VERSION_ATTRIBUTE]: value,
  };
}

/**
 * A version's value in the search index: where its docs live, so that an address alone
 * (the not-found page's) tells which version it belongs to.
 * @example versionFilterValue('') === 'docs'; versionFilterValue('1.0') === 'docs/1.0'
 */
export function versionFilterValue(versionPath: string): string {
  return versionPath === '' ? 'docs' : `docs/${versionPath}`;
}

/**
 * The version an address (base path removed) is in, among the index's version values: its
 * segment after the docs' base when a version lives there, else the docs root's; none outside
 * the docs (with docs at the site's root: the blog's and other docs instances' addresses).
 * @example versionOfPath('/en/docs/1.0/nope/', ['en'], ['docs', 'docs/1.0']) === 'docs/1.0'
 * @example versionOfPath('/docs/nope/', ['en'], ['docs', 'docs/1.0']) === 'docs'
 * @example versionOfPath('/en/1.0/nope/', ['en'], ['docs', 'docs/1.0'], { docs: '', blog: 'posts', docsInstances: [] }) === 'docs/1.0'
 */
export function versionOfPath(
  pathname: string,
  prefixedLocales: readonly string[],
  values: readonly string[],
  bases: RouteBases = DEFAULT_ROUTE_BASES,
): string | undefined {
  const segments = pathname.split('/').filter((s) => s !== '');
  if (prefixedLocales.includes(segments[0] ?? '')) segments.shift();
  // How many segments of the address a base takes, or -1 when the address is not below it.
  const depthBelow = (base: string) => {
    const parts = base.split('/').filter((s) => s !== '');
    return parts.every((part, i) => segments[i] === part) ? parts.length : -1;
  };
  const depth = depthBelow(bases.docs);
  if (depth < 0 || values.length === 0) return undefined;
  const others = [bases.blog, ...bases.docsInstances.map((i) => i.routeBasePath)];
  if (others.some((base) => depthBelow(base) > depth)) return undefined;
  const segment = segments[depth];
  const own = segment === undefined ? undefined : versionFilterValue(segment);
  if (own !== undefined && values.includes(own)) return own;
  return values.includes('docs') ? 'docs' : undefined;
}

/** The attribute naming the docs version of the page being read, for the search dialog. */
export const DOCS_VERSION_ATTRIBUTE = 'data-docs-version';

/**
 * A docs version as the search index lists it (`pagefind/search.json`, written by
 * scripts/search-index.ts): its filter value, and the folder below `pagefind/` of its own
 * index when its pages are indexed apart (a cut version: its index is kept between builds).
 */
export interface SearchVersionEntry {
  value: string;
  index?: string;
}

/**
 * The folders of the version indexes a search needs beside the main one: the version's
 * own, or every version's when the search covers them all (`version` undefined).
 * @example versionIndexesFor([{ value: 'docs/next' }, { value: 'docs/1.0', index: 'versions/1.0/' }], 'docs/1.0') → ['versions/1.0/']
 */
export function versionIndexesFor(entries: readonly SearchVersionEntry[], version: string | undefined): string[] {
  return entries
    .filter((e) => e.index !== undefined && (version === undefined || e.value === version))
    .map((e) => e.index!);
}

/**
 * The two searches of one version, in the order their results are listed: the version's
 * own pages first, then the pages of no version (posts, pages). Scores of separate indexes
 * do not compare, so a merged search alone could rank a post above the version's docs.
 * @example versionFirstFilters('docs/1.0', ['docs', 'docs/1.0']) → [{ version: { any: ['docs/1.0'] } }, { version: { none: ['docs', 'docs/1.0'] } }]
 */
export function versionFirstFilters(
  version: string,
  allVersions: readonly string[],
): [Record<string, { any: string[] }>, Record<string, { none: string[] }>] {
  return [{ [SEARCH_VERSION_KEY]: { any: [version] } }, { [SEARCH_VERSION_KEY]: { none: [...allVersions] } }];
}
