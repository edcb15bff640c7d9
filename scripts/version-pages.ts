/**
 * A cut docs version does not change from one build to the next, so `npm run build` does not
 * prerender its pages again: after a build that prerendered them, the pages Next exported
 * (HTML and the router's .txt payloads, before the post-build steps) are stored in the build
 * cache under the hash of everything they are made from; the next build whose hash is the
 * same leaves the version out of the static params (lib/docs/version-pages.ts) and copies
 * the stored pages into the export instead. The hash covers the build id (code, messages,
 * configuration, packages), the version's own files and their git dates, the content that
 * is no version's (site.json, tags, versions.json…), every route (links are checked
 * against them), the files beside content, and what a page shows of the other versions
 * (dropdown, canonical, sidebars' top levels). tests/build/warm-rebuild.test.ts compares a
 * rebuild that reused them with a clean export byte for byte.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildCacheDir, cacheKey, type KeyPart } from '../lib/build-cache';
import { CONTENT_DIR, type ContentSet } from '../lib/content';
import type { DocsVersion } from '../lib/content/types';
import {
  VERSIONED_DOCS_DIR,
  VERSIONED_SIDEBARS_DIR,
  versionFolderName,
  versionSidebarFileName,
} from '../lib/content/sources';
import { readLastUpdated } from '../lib/docs/last-updated';
import {
  REUSED_VERSIONS_FILE,
  crossVersionSummary,
  frozenVersionsOf,
  versionPagePaths,
} from '../lib/docs/version-pages';
import { LOCALES } from '../lib/i18n';
import { buildRouteKeys } from '../lib/routes';

/** Where a version's pages are stored, and the file that marks an entry complete. */
const KIND = 'version-pages';
export const MANIFEST = 'pages.json';
/** Entries kept per version: the last few states of the site, so that undoing a change reuses again. */
const KEPT_PER_VERSION = 3;
/** The environment a page reads (lib/site.ts, lib/urls.ts, lib/content). */
const PAGE_ENV = ['SITE_URL', 'BASE_PATH', 'VIGIA_EDIT_URL', 'CONTENT_DIR'];

export interface Manifest {
  version: string;
  /** Files, relative to the export. */
  files: string[];
}

/** One cut version in this build: its pages restored from `entry`, or prerendered and stored there. */
export interface VersionPages {
  name: string;
  entry: string;
  paths: string[];
  reused: boolean;
}

function filesBelow(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

function digestFiles(files: readonly string[], root: string): KeyPart[] {
  return files.flatMap((file) => [path.relative(root, file), fs.readFileSync(file)]);
}

/** A cut version and its cache entry: where the pages of its content at this state are kept. */
interface VersionEntry {
  version: DocsVersion;
  entry: string;
}

/** The entries of each content set's cut versions, by build id and content folder: computed once a build. */
const entriesMemo = new WeakMap<ContentSet, Map<string, VersionEntry[]>>();

/**
 * The cache entry of each cut version of `content`: under the hash of everything its pages
 * are made from (above). None when the build cache is off.
 */
export function frozenVersionEntries(content: ContentSet, buildId: string, contentDir = CONTENT_DIR): VersionEntry[] {
  const cacheDir = buildCacheDir();
  const frozen = cacheDir ? frozenVersionsOf(content) : [];
  if (frozen.length === 0) return [];
  const memoKey = JSON.stringify([buildId, contentDir, cacheDir, PAGE_ENV.map((name) => process.env[name] ?? null)]);
  const known = entriesMemo.get(content)?.get(memoKey);
  if (known) return known;
  // Content that belongs to no version: what is left once docs, posts and pages are set aside.
  const ownPattern = new RegExp(
    `^(?:[^/]+/(?:docs|${VERSIONED_DOCS_DIR}|blog|pages)/|${VERSIONED_SIDEBARS_DIR}/|sidebar\\.json$)`,
  );
  const shared = filesBelow(contentDir).filter((file) => !ownPattern.test(path.relative(contentDir, file)));
  const common: KeyPart[] = [
    KIND,
    buildId,
    JSON.stringify(PAGE_ENV.map((name) => process.env[name] ?? null)),
    ...digestFiles(shared, contentDir),
    [...buildRouteKeys(content)].sort().join('\n'),
    JSON.stringify([...content.assets].sort()),
    crossVersionSummary(content),
  ];
  const entries = frozen.map((version) => {
    const folders = LOCALES.map((locale) =>
      path.join(contentDir, locale, VERSIONED_DOCS_DIR, versionFolderName(version.name)),
    );
    const sidebar = path.join(contentDir, VERSIONED_SIDEBARS_DIR, versionSidebarFileName(version.name));
    const own = [...folders.flatMap((folder) => filesBelow(folder)), ...(fs.existsSync(sidebar) ? [sidebar] : [])];
    const dates = LOCALES.flatMap((locale) =>
      version.docs[locale].map((doc) => readLastUpdated(doc.file, contentDir) ?? ''),
    );
    const key = cacheKey([...common, version.name, ...digestFiles(own, contentDir), dates.join('\n')]);
    return { version, entry: path.join(cacheDir!, KIND, key) };
  });
  if (!entriesMemo.has(content)) entriesMemo.set(content, new Map());
  entriesMemo.get(content)!.set(memoKey, entries);
  return entries;
}

/**
 * The cut versions whose content, and all that its pages and compiles read (routes, files
 * beside content, code), are as a build that ended well left them: that build checked their
 * bodies against the same routes and files, and this one restores their pages, so the
 * content check need not compile them again (scripts/precompile-mdx.ts).
 */
export function unchangedFrozenVersions(content: ContentSet, buildId: string, contentDir = CONTENT_DIR): DocsVersion[] {
  // No version stored yet (a first build, a check without one): no key to compute.
  const cacheDir = buildCacheDir();
  if (!cacheDir || !fs.existsSync(path.join(cacheDir, KIND))) return [];
  return frozenVersionEntries(content, buildId, contentDir)
    .filter(({ entry }) => fs.existsSync(path.join(entry, MANIFEST)))
    .map(({ version }) => version);
}

/**
 * Which cut versions' pages this build restores and which it stores, and writes the list
 * `next build`'s pages read (lib/docs/version-pages.ts): call before the precompile step ends.
 */
export function planVersionPages(
  content: ContentSet,
  buildId: string,
  distDir: string,
  contentDir = CONTENT_DIR,
): VersionPages[] {
  // Nothing restored unless this build says so, whatever an earlier one wrote.
  const listFile = path.join(distDir, REUSED_VERSIONS_FILE);
  fs.mkdirSync(distDir, { recursive: true });
  fs.writeFileSync(listFile, '[]');
  const plan: VersionPages[] = frozenVersionEntries(content, buildId, contentDir).map(({ version, entry }) => ({
    name: version.name,
    entry,
    paths: versionPagePaths(content, version),
    reused: fs.existsSync(path.join(entry, MANIFEST)),
  }));
  fs.writeFileSync(listFile, JSON.stringify(plan.filter((v) => v.reused).map((v) => v.name)));
  const reused = plan.filter((v) => v.reused);
  if (reused.length > 0)
    console.log(
      `Docs versions ${reused.map((v) => v.name).join(', ')}: unchanged since an earlier build, their ${reused.reduce((n, v) => n + v.paths.length, 0)} pages are restored from the build cache, not prerendered.`,
    );
  return plan;
}

/**
 * Puts `from` at `to`: a hard link for the router's payloads (.txt), which no later step
 * rewrites and Next's export replaces rather than overwrites (a copy of 11,000 files took
 * seconds the link does not); a copy for the HTML, which the post-build steps rewrite in place.
 */
function placeFile(from: string, to: string): void {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  if (!to.endsWith('.html')) {
    try {
      fs.rmSync(to, { force: true });
      fs.linkSync(from, to);
      return;
    } catch {
      // another file system: copied
    }
  }
  fs.copyFileSync(from, to, fs.constants.COPYFILE_FICLONE);
}

/** The files Next exported for the page at site path `sitePath` (its folder's own files, not its subpages'). */
function pageFiles(outDir: string, sitePath: string): string[] {
  const dir = path.join(outDir, sitePath);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(outDir, path.join(dir, e.name)));
}

/**
 * Once `next build` has exported: copies the restored versions' pages into `outDir`, and
 * stores the pages of the versions it prerendered.
 */
export function applyVersionPages(plan: readonly VersionPages[], outDir: string): void {
  let restored = 0;
  for (const version of plan) {
    if (version.reused) {
      const manifest = JSON.parse(fs.readFileSync(path.join(version.entry, MANIFEST), 'utf8')) as Manifest;
      for (const file of manifest.files) placeFile(path.join(version.entry, file), path.join(outDir, file));
      restored += manifest.files.length;
      // The newest entries are the ones kept.
      const now = new Date();
      fs.utimesSync(path.join(version.entry, MANIFEST), now, now);
    } else {
      storeVersionPages(version, outDir);
    }
  }
  if (restored > 0)
    console.log(
      `Docs versions: ${restored} files of unchanged versions restored into ${outDir}/ (payloads hard-linked, HTML copied).`,
    );
  const stored = plan.filter((v) => !v.reused);
  if (stored.length > 0) {
    console.log(
      `Docs versions ${stored.map((v) => v.name).join(', ')}: pages stored in the build cache for the next build.`,
    );
    pruneVersionPages(path.dirname(stored[0]!.entry));
  }
}

/** Stores a prerendered version's pages whole, or not at all (a page missing from the export). */
function storeVersionPages(version: VersionPages, outDir: string): void {
  const perPage = version.paths.map((sitePath) => pageFiles(outDir, sitePath));
  if (perPage.some((files) => files.length === 0)) return;
  const files = perPage.flat();
  const temporary = `${version.entry}.${process.pid}.tmp`;
  fs.rmSync(temporary, { recursive: true, force: true });
  for (const file of files) placeFile(path.join(outDir, file), path.join(temporary, file));
  const manifest: Manifest = { version: version.name, files };
  fs.writeFileSync(path.join(temporary, MANIFEST), JSON.stringify(manifest));
  fs.rmSync(version.entry, { recursive: true, force: true });
  fs.renameSync(temporary, version.entry);
}

/** Keeps the newest few entries of each version. */
function pruneVersionPages(dir: string): void {
  const byVersion = new Map<string, { entry: string; time: number }[]>();
  for (const name of fs.readdirSync(dir)) {
    const entry = path.join(dir, name);
    try {
      const manifest = path.join(entry, MANIFEST);
      const { version } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as Manifest;
      byVersion.set(version, [...(byVersion.get(version) ?? []), { entry, time: fs.statSync(manifest).mtimeMs }]);
    } catch {
      // an entry being written, or a broken one: left to its writer, or replaced when its key comes again
    }
  }
  for (const entries of byVersion.values())
    for (const { entry } of entries.sort((a, b) => b.time - a.time).slice(KEPT_PER_VERSION))
      fs.rmSync(entry, { recursive: true, force: true });
}
