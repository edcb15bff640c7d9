/**
 * Search by docs version: each doc page of a versioned site tells Pagefind its version (a
 * filter, to search the version being read, and a meta field, to say it on each result);
 * the dialog searches the page's version, or every version at the reader's choice.
 */
import type { DocVersionModel } from '../docs/version-view';

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
 * segment after `/docs/` when a version lives there, else the docs root's; none outside the docs.
 * @example versionOfPath('/en/docs/1.0/nope/', ['en'], ['docs', 'docs/1.0']) === 'docs/1.0'
 * @example versionOfPath('/docs/nope/', ['en'], ['docs', 'docs/1.0']) === 'docs'
 */
export function versionOfPath(
  pathname: string,
  prefixedLocales: readonly string[],
  values: readonly string[],
): string | undefined {
  const segments = pathname.split('/').filter((s) => s !== '');
  if (prefixedLocales.includes(segments[0] ?? '')) segments.shift();
  if (segments[0] !== 'docs' || values.length === 0) return undefined;
  const own = `docs/${segments[1] ?? ''}`;
  if (values.includes(own)) return own;
  return values.includes('docs') ? 'docs' : undefined;
}

/** The attribute naming the docs version of the page being read, for the search dialog. */
export const DOCS_VERSION_ATTRIBUTE = 'data-docs-version';

/**
 * Pagefind's `filters` for a search within one version: pages of the other versions left
 * out, pages of no version (posts, pages) kept.
 * @example versionFilter('docs/1.0', ['docs/next', 'docs/1.0', 'docs']) → { version: { none: ['docs/next', 'docs'] } }
 */
export function versionFilter(version: string, allVersions: readonly string[]): Record<string, { none: string[] }> {
  return { [SEARCH_VERSION_KEY]: { none: allVersions.filter((name) => name !== version) } };
}
