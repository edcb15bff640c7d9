/**
 * The pages of a cut (frozen) docs version, which a warm build reuses instead of
 * prerendering again (scripts/version-pages.ts stores and restores them): which pages
 * belong to a version alone, and what a page of one version shows of the others, so that a
 * change there makes the stored pages stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import { NEXT_BUILD_DIR } from '../build-cache';
import type { ContentSet, DocsVersion } from '../content/types';
import { LOCALES } from '../i18n';
import { PRECOMPILE_PENDING_VARIABLE, precompileSettled } from '../mdx/compile-cache';
import { docRoute, localizePath } from '../urls';
import { categoryIndexRouteKeys } from './doc-cards';
import { buildSidebarTopLevels } from './sidebar-layout';
import { CURRENT_VERSION_NAME } from './version-name';
import { contentOfVersion } from './version-view';

/** The file, in Next's output folder, naming the versions whose pages this build reuses. */
export const REUSED_VERSIONS_FILE = 'vigia-reused-versions.json';

/** The versions whose content is cut: every one but the docs being written. */
export function frozenVersionsOf(content: ContentSet): DocsVersion[] {
  return content.versions.filter((version) => version.name !== CURRENT_VERSION_NAME);
}

/**
 * The site paths (localised, trailing slash) of the pages that belong to `version` alone:
 * its docs and its categories' generated index pages, in every locale. Tag pages list docs
 * and are always prerendered.
 * @example versionPagePaths(content, v10) → ['/docs/1.0/intro/', …, '/en/docs/1.0/intro/', …]
 */
export function versionPagePaths(content: ContentSet, version: DocsVersion): string[] {
  const categories = categoryIndexRouteKeys(contentOfVersion(content, version));
  return LOCALES.flatMap((locale) => [
    ...version.docs[locale].map((doc) => localizePath(docRoute(doc.slug), locale)),
    ...categories.map((key) => localizePath(key, locale)),
  ]);
}

/**
 * What a doc page of any version shows of every version, as one string: their names,
 * labels, paths, banners, badges and indexing, each doc's id, address and listing (the
 * dropdown's links, the canonical, the banner's link) and every sidebar's top level (the
 * docs layout holds them all).
 */
export function crossVersionSummary(content: ContentSet): string {
  return JSON.stringify({
    versions: content.versions.map((v) => ({
      meta: [v.name, v.label, v.path, v.banner, v.badge, v.noIndex, v.isLast],
      docs: Object.fromEntries(
        LOCALES.map((locale) => [locale, v.docs[locale].map((d) => [d.id, d.slug, d.unlisted, d.title])]),
      ),
    })),
    sidebars: Object.fromEntries(LOCALES.map((locale) => [locale, buildSidebarTopLevels(content, locale)])),
  });
}

/**
 * The versions whose pages `npm run build` restores from its cache (scripts/version-pages.ts):
 * their docs are left out of the static params. None outside that build (`npm run dev`).
 */
export async function reusedVersionNames(): Promise<ReadonlySet<string>> {
  if (!process.env[PRECOMPILE_PENDING_VARIABLE]) return new Set();
  // Written by the build before the precompile step ends.
  await precompileSettled();
  try {
    const file = path.join(NEXT_BUILD_DIR, REUSED_VERSIONS_FILE);
    return new Set(JSON.parse(fs.readFileSync(file, 'utf8')) as string[]);
  } catch {
    return new Set();
  }
}
