/**
 * The docs versions as pages see them: the content set of one version (its docs and
 * sidebar where the last version's are), the version a doc address belongs to, and what a
 * doc page shows of versions (dropdown links, banner, badge, canonical, noindex).
 */
import type { ContentSet, Doc, DocsVersion } from '../content/types';
import type { Locale } from '../i18n';
import { getSiteConfig } from '../site-config';
import { docRoute, localizePath } from '../urls';
import { isVersionedSite, type VersionBanner } from './versions';

const views = new WeakMap<ContentSet, Map<string, ContentSet>>();

/**
 * The content set as the pages of `version` read it: its docs and sidebar in place of the
 * last version's. The same object every call, so the models memoised per content set hold.
 */
export function contentOfVersion(content: ContentSet, version: DocsVersion): ContentSet {
  if (version.isLast) return content;
  let byName = views.get(content);
  if (!byName) views.set(content, (byName = new Map()));
  let view = byName.get(version.name);
  if (!view) byName.set(version.name, (view = { ...content, docs: version.docs, sidebar: version.sidebar }));
  return view;
}

/** The version served at `/docs/`. */
export function lastVersionOf(content: ContentSet): DocsVersion {
  return content.versions.find((v) => v.isLast)!;
}

/** The version named `name`. */
export function versionNamed(content: ContentSet, name: string): DocsVersion | undefined {
  return content.versions.find((v) => v.name === name);
}

/** The doc at address `slug` (below `/docs/`, its version's path included) in `locale`, with its version. */
export function findVersionedDoc(
  content: ContentSet,
  locale: Locale,
  slug: string,
): { doc: Doc; version: DocsVersion } | undefined {
  for (const version of content.versions) {
    const doc = version.docs[locale].find((d) => d.slug === slug);
    if (doc) return { doc, version };
  }
  return undefined;
}

/** The version whose path starts a site path below `/docs/` (`1.0/intro` → 1.0), else the last version. */
export function versionOfDocPath(content: ContentSet, slug: string): DocsVersion {
  const first = slug.split('/')[0];
  return content.versions.find((v) => v.path !== '' && v.path === first) ?? lastVersionOf(content);
}

/** A version's entry point: its main doc, else the first in reading order. */
export function mainDocOf(version: DocsVersion, locale: Locale): Doc | undefined {
  const docs = version.docs[locale];
  return (
    docs.find((d) => d.id === getSiteConfig().mainDocId && !d.unlisted) ?? docs.find((d) => !d.unlisted) ?? docs[0]
  );
}

/** The same doc (by id) in another version, else that version's main doc. */
export function docInVersion(version: DocsVersion, locale: Locale, docId: string | undefined): Doc | undefined {
  return (
    (docId !== undefined ? version.docs[locale].find((d) => d.id === docId) : undefined) ?? mainDocOf(version, locale)
  );
}

/** A docs version in the versions dropdown: the current page in that version. */
export interface VersionLink {
  name: string;
  label: string;
  /** The same doc in that version, else its main doc (a `next/link` path). */
  path: string;
  current: boolean;
}

/**
 * The dropdown's links from a page of `current` showing the doc `docId` (none: a page of
 * cards or tags, whose link in its own version is `ownPath`).
 * @example buildVersionLinks(content, 'en', v10, 'intro', '/en/docs/1.0/intro/').map((l) => l.path) → ['/en/docs/next/intro/', '/en/docs/intro/', '/en/docs/1.0/intro/']
 */
export function buildVersionLinks(
  content: ContentSet,
  locale: Locale,
  current: DocsVersion,
  docId: string | undefined,
  ownPath: string,
): VersionLink[] {
  return content.versions.map((version) => {
    const target = version.name === current.name ? undefined : docInVersion(version, locale, docId);
    const path = target ? localizePath(docRoute(target.slug), locale) : ownPath;
    return { name: version.name, label: version.label, path, current: version.name === current.name };
  });
}

/** What a doc page shows and declares of its version. */
export interface DocVersionModel {
  name: string;
  label: string;
  /** Its URL segment below `/docs/` ('' at the docs root). */
  path: string;
  /** The version at `/docs/`: its docs have Markdown twins and llms.txt lines. */
  isLast: boolean;
  /** Whether the site has two or more versions (search then knows each page's). */
  versioned: boolean;
  /** "Version: <label>" above the title, on a site of two or more versions. */
  badge?: string;
  /** Above the content of a version other than the last: what it is, and the same doc in the last version. */
  banner?: { kind: VersionBanner; label: string; latestLabel: string; latestPath: string };
  links: VersionLink[];
  /** The route key of the same doc in the last version: this page's canonical. */
  canonicalRouteKey?: string;
  /** The version asks search engines not to index it. */
  noIndex: boolean;
}

/** The version parts of the page of `doc` (of `version`) in `locale`. */
export function buildDocVersionModel(
  content: ContentSet,
  locale: Locale,
  version: DocsVersion,
  doc: Doc,
): DocVersionModel {
  return buildPageVersionModel(content, locale, version, doc.id, docRoute(doc.slug));
}

/**
 * The version parts of a docs page at `routeKey` of `version`: a doc's (`docId`), or a page
 * of cards, whose counterpart in another version is that version's main doc.
 */
export function buildPageVersionModel(
  content: ContentSet,
  locale: Locale,
  version: DocsVersion,
  docId: string | undefined,
  routeKey: string,
): DocVersionModel {
  const last = lastVersionOf(content);
  const latest = version.isLast ? undefined : docInVersion(last, locale, docId);
  const sameInLast = docId !== undefined && latest?.id === docId ? latest : undefined;
  return {
    name: version.name,
    label: version.label,
    path: version.path,
    isLast: version.isLast,
    versioned: isVersionedSite(content.versions),
    ...(version.badge && { badge: version.label }),
    ...(version.banner &&
      latest && {
        banner: {
          kind: version.banner,
          label: version.label,
          latestLabel: last.label,
          latestPath: localizePath(docRoute(latest.slug), locale),
        },
      }),
    links: buildVersionLinks(content, locale, version, docId, localizePath(routeKey, locale)),
    ...(sameInLast && { canonicalRouteKey: docRoute(sameInLast.slug) }),
    noIndex: version.noIndex,
  };
}
