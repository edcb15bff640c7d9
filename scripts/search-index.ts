#!/usr/bin/env node
/**
 * Builds the site's search index from the export, after `next build`: Pagefind reads every
 * HTML file of `out/`, indexes only what pages mark with `data-pagefind-body` (the body of
 * docs, posts and standalone pages), and writes one index per `<html lang>` to
 * `out/pagefind/`. The browser loads it only when a reader opens the search.
 *
 * Usage: node scripts/run-bundled.mjs scripts/search-index.ts [dir=out]
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { SEARCH_MANIFEST_FILE, type SearchIndexPart, type SearchManifest } from '../lib/search/pagefind';
import { wholeNumberSetting } from '../lib/whole-number-setting';
import { isEntryModule } from './is-entry-module';

/** Pagefind's own UI bundles: the site has its own dialog, so a host need not carry them. */
const UNUSED_UI_FILES = [
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-highlight.js',
];

/** Throws with every error Pagefind reported, so a broken index fails the build. */
function assertNoErrors(step: string, response: { errors: string[] }) {
  if (response.errors.length > 0) throw new Error(`Pagefind ${step} failed:\n${response.errors.join('\n')}`);
}

/** Whether any HTML file of the site marks its body for the index. */
function anyMarkedPage(siteDir: string) {
  return fs
    .readdirSync(siteDir, { recursive: true, withFileTypes: true })
    .some(
      (e) =>
        e.isFile() &&
        e.name.endsWith('.html') &&
        fs.readFileSync(path.join(e.parentPath, e.name), 'utf8').includes('data-pagefind-body'),
    );
}

/** A language of the search index and how many pages it holds. */
export interface IndexedLanguage {
  language: string;
  pages: number;
}

/**
 * A cut docs version whose pages get an index of their own, kept in the build cache beside
 * its stored pages (scripts/version-pages.ts): the same key, the same pages, the same index.
 */
export interface SeparateVersionIndex {
  name: string;
  /** The version's value in the index's `version` filter (lib/search/versions.ts). */
  value: string;
  /** The site paths of its pages (`/docs/1.0/intro/`). */
  paths: readonly string[];
  /** The cache entry of its pages; its index is kept in `<entry>/search/`. */
  entry: string;
}

/** What a versioned site's index is made of. */
export interface SearchIndexVersions {
  /** Every version's filter value, newest first: the browser's list of versions. */
  values: readonly string[];
  /** The versions indexed apart from the rest of the site. */
  separate: readonly SeparateVersionIndex[];
}

/** What a build of the index did: the main index's languages, and each separate version's index reused or made. */
export interface SearchIndexReport {
  languages: IndexedLanguage[];
  versions: { name: string; reused: boolean }[];
}

/** The variable that sets how many pages a part of the index holds at most. */
export const PART_PAGES_VARIABLE = 'VIGIA_SEARCH_PART_PAGES';
/**
 * Pagefind holds every page's words until it writes, about 0.3 MB a page: past this many
 * pages the index is made in parts, each by a Pagefind process of its own, merged by the browser.
 */
export const DEFAULT_PART_PAGES = 2500;

/**
 * How many pages a part of the index holds at most: VIGIA_SEARCH_PART_PAGES, else 2,500.
 * @throws naming the variable when it is not a whole number of 1 or more
 */
export function partPages(env: Record<string, string | undefined> = process.env): number {
  return wholeNumberSetting(env, PART_PAGES_VARIABLE, DEFAULT_PART_PAGES, 'pages a search index part holds');
}

/**
 * The pages of each part of the index: as few parts as `limit` allows, each language's
 * pages dealt in turn, so every part holds every language that has a page for it.
 * @example splitIntoParts(['a', 'b', 'en/a'], 2, languageOf) → [['a', 'en/a'], ['b']]
 */
export function splitIntoParts<T>(files: readonly T[], limit: number, languageOf: (file: T) => string): T[][] {
  const count = Math.max(1, Math.ceil(files.length / limit));
  // One part needs no language: the files are not opened.
  if (count === 1) return [[...files]];
  const parts: T[][] = Array.from({ length: count }, () => []);
  const dealt = new Map<string, number>();
  for (const file of files) {
    const language = languageOf(file);
    const n = dealt.get(language) ?? 0;
    parts[n % count]!.push(file);
    dealt.set(language, n + 1);
  }
  return parts;
}

/** The language of an HTML file, from its `<html lang>` ("unknown" without one, as Pagefind names it). */
function htmlLanguage(file: string): string {
  const handle = fs.openSync(file, 'r');
  try {
    const head = Buffer.alloc(2048);
    const read = fs.readSync(handle, head, 0, head.length, 0);
    return /<html\b[^>]*?\slang="([^"]+)"/i.exec(head.toString('utf8', 0, read))?.[1]?.toLowerCase() ?? 'unknown';
  } finally {
    fs.closeSync(handle);
  }
}

/** The folder, below the index, of its part `n` (from 1: the index itself is part 0). */
export function partIndexFolder(n: number): string {
  return `parts/${n}/`;
}

/** The folder, in the cache entry of a version's pages, holding its index. */
const STORED_INDEX = 'search';
/** The files a merged index needs: no loader, worker or WASM (the main index's are used). */
const LOADER_FILE = /^(pagefind(-worker)?\.js|wasm\..*\.pagefind)$/;

/** Indexes the HTML of `dir` into `outputPath`, and returns the languages written. */
async function writeIndex(
  dir: string,
  outputPath: string,
): Promise<Record<string, { wasm: string; page_count: number }>> {
  const { index, errors } = await pagefind.createIndex({});
  assertNoErrors('createIndex', { errors });
  if (!index) throw new Error('Pagefind createIndex returned no index');
  const added = await index.addDirectory({ path: dir });
  assertNoErrors('addDirectory', added);
  assertNoErrors('writeFiles', await index.writeFiles({ outputPath }));
  // Pagefind's process keeps what it indexed until it ends: the next index starts a new one.
  await pagefind.close();
  for (const file of UNUSED_UI_FILES) fs.rmSync(path.join(outputPath, file), { force: true });
  const entry: { languages: Record<string, { wasm: string; page_count: number }> } = JSON.parse(
    fs.readFileSync(path.join(outputPath, 'pagefind-entry.json'), 'utf8'),
  );
  // A page without <html lang> lands in "unknown": the page would be unsearchable from either locale.
  if (entry.languages.unknown) throw new Error('Pagefind indexed pages without <html lang>');
  return entry.languages;
}

/** Puts every file below `from` at the same place below `to`: hard links, or copies across file systems. */
function linkTree(from: string, to: string, keep: (relative: string) => boolean = () => true): void {
  for (const e of fs.readdirSync(from, { recursive: true, withFileTypes: true })) {
    if (!e.isFile()) continue;
    const relative = path.relative(from, path.join(e.parentPath, e.name));
    if (!keep(relative)) continue;
    linkFile(path.join(from, relative), path.join(to, relative));
  }
}

function linkFile(from: string, to: string): void {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  try {
    fs.linkSync(from, to);
  } catch {
    fs.copyFileSync(from, to);
  }
}

/** The folder, below the index, of a version's own index: its name when that is safe in an address. */
export function versionIndexFolder(name: string): string {
  const safe = /^[A-Za-z0-9._-]+$/.test(name) && name !== '.' && name !== '..';
  return `versions/${safe ? name : createHash('sha256').update(name).digest('hex').slice(0, 12)}/`;
}

/**
 * Indexes `siteDir` and returns the languages written, with their page counts. With
 * `versions`, each separate version's pages get an index of their own below
 * `pagefind/versions/`, read back from the build cache when it holds one for them; the
 * main index leaves their pages out. Past `partPages()` pages, the main index is made in
 * parts (`pagefind/parts/<n>/`). `pagefind/search.json` says where each version and part is.
 *
 * `meanwhile` runs once the main index's pages are staged (hard links, which a step that
 * replaces pages with new files leaves as they were), beside Pagefind's process, and ends
 * before the separate versions are indexed: the policy step (scripts/apply-csp.ts) changes
 * nothing Pagefind reads, so the two need not wait for each other.
 */
export async function buildSearchIndex(
  siteDir: string,
  versions: SearchIndexVersions = { values: [], separate: [] },
  pagesPerPart: number = partPages(),
  meanwhile: () => Promise<void> = async () => undefined,
): Promise<SearchIndexReport> {
  const outputPath = path.join(siteDir, 'pagefind');
  // Without any data-pagefind-body Pagefind would index whole pages, navbar and footer included.
  if (!anyMarkedPage(siteDir)) throw new Error(`No page of ${siteDir}/ marks its content with data-pagefind-body`);
  const pageFile = (sitePath: string) => path.join(sitePath, 'index.html').replace(/^[/\\]+/, '');
  const apart = new Set(versions.separate.flatMap((v) => v.paths.map(pageFile)));
  // The pages of each index, hard-linked into a folder of their own: Pagefind indexes a folder.
  const stage = fs.mkdtempSync(path.join(path.dirname(path.resolve(siteDir)), '.search-stage-'));
  const report: SearchIndexReport = { languages: [], versions: [] };
  const manifestParts: SearchIndexPart[] = [];
  fs.rmSync(outputPath, { recursive: true, force: true });
  let running: Promise<void> | undefined;
  try {
    const files = fs
      .readdirSync(siteDir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && e.name.endsWith('.html'))
      .map((e) => path.relative(siteDir, path.join(e.parentPath, e.name)))
      .filter((file) => !file.startsWith(`pagefind${path.sep}`) && !apart.has(file))
      .sort();
    const parts = splitIntoParts(files, pagesPerPart, (file) => htmlLanguage(path.join(siteDir, file)));
    const pageCounts = new Map<string, number>();
    const partFolder = (n: number) => path.join(stage, `part-${n}`);
    for (const [n, part] of parts.entries())
      for (const file of part) linkFile(path.join(siteDir, file), path.join(partFolder(n), file));
    running = meanwhile();
    // Awaited below; a failure while Pagefind works must not count as unhandled.
    running.catch(() => undefined);
    for (const n of parts.keys()) {
      const pages = partFolder(n);
      const folder = n === 0 ? outputPath : path.join(outputPath, partIndexFolder(n));
      const languages = await writeIndex(pages, folder);
      for (const [language, { page_count }] of Object.entries(languages))
        pageCounts.set(language, (pageCounts.get(language) ?? 0) + page_count);
      if (n === 0) {
        // The language-neutral WASM is only loaded by a language without its own (otherwise unused).
        if (!Object.values(languages).some((l) => l.wasm === 'unknown'))
          fs.rmSync(path.join(outputPath, 'wasm.unknown.pagefind'), { force: true });
      } else {
        for (const file of fs.readdirSync(folder)) if (LOADER_FILE.test(file)) fs.rmSync(path.join(folder, file));
        manifestParts.push({ index: partIndexFolder(n), languages: Object.keys(languages) });
      }
    }
    report.languages = [...pageCounts].map(([language, pages]) => ({ language, pages }));
    await running;
    for (const version of versions.separate) {
      const folder = path.join(outputPath, versionIndexFolder(version.name));
      const stored = path.join(version.entry, STORED_INDEX);
      const reused = fs.existsSync(path.join(stored, 'pagefind-entry.json'));
      if (reused) {
        linkTree(stored, folder);
      } else {
        const own = path.join(stage, `version-${report.versions.length}`);
        fs.mkdirSync(own, { recursive: true });
        for (const file of version.paths.map(pageFile))
          if (fs.existsSync(path.join(siteDir, file))) linkFile(path.join(siteDir, file), path.join(own, file));
        await writeIndex(own, folder);
        for (const file of fs.readdirSync(folder)) if (LOADER_FILE.test(file)) fs.rmSync(path.join(folder, file));
        storeVersionIndex(folder, version.entry);
      }
      report.versions.push({ name: version.name, reused });
    }
  } finally {
    // What runs beside ends before the pages it may still be writing are left.
    await running?.catch(() => undefined);
    await pagefind.close();
    fs.rmSync(stage, { recursive: true, force: true });
  }
  const listed = versions.values.map((value) => {
    const own = versions.separate.find((v) => v.value === value);
    return own ? { value, index: versionIndexFolder(own.name) } : { value };
  });
  const manifest: SearchManifest = { versions: listed, parts: manifestParts };
  fs.writeFileSync(path.join(outputPath, SEARCH_MANIFEST_FILE), JSON.stringify(manifest));
  return report;
}

/** Keeps a version's index with its stored pages (only once they are stored: an entry is whole or absent). */
function storeVersionIndex(folder: string, entry: string): void {
  if (!fs.existsSync(entry)) return;
  const temporary = path.join(entry, `${STORED_INDEX}.${process.pid}.tmp`);
  fs.rmSync(temporary, { recursive: true, force: true });
  linkTree(folder, temporary);
  fs.rmSync(path.join(entry, STORED_INDEX), { recursive: true, force: true });
  fs.renameSync(temporary, path.join(entry, STORED_INDEX));
}

const isMain = isEntryModule(import.meta.url);
if (isMain) {
  const siteDir = process.argv[2] ?? 'out';
  const started = Date.now();
  const { languages } = await buildSearchIndex(siteDir);
  const summary = languages.map((l) => `${l.language}: ${l.pages} pages`).join(', ');
  console.log(`Search index written to ${siteDir}/pagefind/ (${summary}) in ${Date.now() - started} ms`);
}
