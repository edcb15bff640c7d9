/**
 * Build step (after every step that writes HTML, before Pagefind): gives every HTML file of
 * the export its Content-Security-Policy `<meta>`, hashing that page's inline scripts and
 * styles (lib/security/csp.ts), and `integrity` to each stylesheet and script that lacks it
 * (Next's SRI covers its bootstrap scripts only), and moves the client scripts behind the
 * first paint (lib/perf/deferred-bundles.ts), which waits for the footer
 * (lib/perf/paint-after-footer.ts), with the RSC payload in one script
 * (lib/perf/merged-page-data.ts). The framework's large chunks get Chrome's compile hint first
 * (lib/perf/compile-hints.ts), so every hash is of the hinted bytes. A `style="…"` attribute that content writes
 * (`style={{…}}`) is allowed by its own hash ('unsafe-hashes'), never by 'unsafe-inline'.
 *
 * Also stops on a page whose prose still shows Docusaurus syntax (lib/quality/leftover-syntax.ts).
 * A page an earlier build rewrote from the same input is written as it was (openPolicyMemo).
 *
 * Usage: tsx scripts/apply-csp.ts [out] (`npm run build` runs it from scripts/post-build.ts, and
 *   `build:fixture` through scripts/build.ts --csp-only)
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { join, relative, sep } from 'node:path';
import { cacheKey, openBuildCache } from '../lib/build-cache';
import { buildIdOfInputs } from './build-id.mjs';
import { withCompileHint } from '../lib/perf/compile-hints';
import { deferBundles, type DeferredScript } from '../lib/perf/deferred-bundles';
import { mergePageDataScripts } from '../lib/perf/merged-page-data';
import { paintAfterFooter } from '../lib/perf/paint-after-footer';
import { findLeftoverSyntax } from '../lib/quality/leftover-syntax';
import { addMissingIntegrity, applyPolicy, assetIntegrity } from '../lib/security/csp';
import { buildSriScript, integrityOf, sriScriptName, type IntegrityMap } from '../lib/security/sri-manifest';
import { textOfBytes } from '../lib/html-bytes';
import { BASE_PATH } from '../lib/site';
import { isEntryModule } from './is-entry-module';
import { runInThreads, threadsFor } from './threads';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Files a page may load after it started: every chunk and stylesheet of the build, and KaTeX's stylesheet. */
function loadableFiles(outDir: string): string[] {
  const staticDir = join(outDir, '_next', 'static');
  const files = existsSync(staticDir)
    ? readdirSync(staticDir, { withFileTypes: true, recursive: true })
        .filter((e) => e.isFile() && /\.(js|css)$/.test(e.name) && !e.name.startsWith('sri-'))
        .map((e) => join(e.parentPath, e.name))
    : [];
  const katex = join(outDir, 'katex', 'katex.css');
  return existsSync(katex) ? [...files, katex] : files;
}

/** Gives the framework's large chunks Chrome's compile hint (lib/perf/compile-hints.ts), before anything hashes them. */
function hintLargeChunks(outDir: string): void {
  const chunksDir = join(outDir, '_next', 'static', 'chunks');
  if (!existsSync(chunksDir)) return;
  for (const entry of readdirSync(chunksDir, { withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = join(chunksDir, entry.name);
    const hinted = withCompileHint(readFileSync(file, 'utf8'));
    if (hinted !== undefined) writeFileSync(file, hinted);
  }
}

/**
 * Writes the script that gives integrity to what the runtime and React insert later
 * (lib/security/sri-manifest.ts) into the export; returns it as the loader's gate.
 */
function writeSriScript(outDir: string): DeferredScript {
  const map: IntegrityMap = {};
  for (const file of loadableFiles(outDir))
    map[`${BASE_PATH}/${relative(outDir, file).split(sep).join('/')}`] = integrityOf(readFileSync(file));
  const script = buildSriScript(map);
  const name = sriScriptName(script);
  mkdirSync(join(outDir, '_next', 'static', 'chunks'), { recursive: true });
  writeFileSync(join(outDir, '_next', 'static', 'chunks', name), script);
  return [`${BASE_PATH}/_next/static/chunks/${name}`, integrityOf(Buffer.from(script))];
}

/**
 * Pages kept finished between builds (restored docs versions, scripts/version-pages.ts):
 * `place` puts those an earlier rewrite of the same `rewriteKey` finished into the export
 * and returns their files, which are not read again; `store` keeps the finished ones.
 */
export interface FinishedPages {
  place: (rewriteKey: string) => ReadonlySet<string>;
  store: (rewriteKey: string) => void;
}

/**
 * Puts a page's new bytes (lib/html-bytes.ts) in place as a new file: a hard link to the old
 * one (the search index's staged pages, scripts/search-index.ts) keeps what it held.
 */
function replaceFile(file: string, bytes: string): void {
  const partial = `${file}.csp-${process.pid}.tmp`;
  writeFileSync(partial, bytes, 'latin1');
  renameSync(partial, file);
}

/**
 * Pages a worker thread must have before it pays: each loads this module again and reads the
 * export's scripts for itself; the real content's hundred pages take a fraction of a second here.
 */
const PAGES_PER_THREAD = 500;

/** What every page's rewrite needs to know beside the page (the same in every thread). */
export interface PageRewriteSetting {
  outDir: string;
  gate: DeferredScript;
  rewriteKey: string;
}

/** What rewriting some pages gave: the problems (each names its file) and the bytes added. */
export interface PagesRewritten {
  problems: string[];
  added: number;
  reused: number;
}

/**
 * Rewrites `files` (also in a worker thread, scripts/threads.ts): integrity, deferred
 * bundles (behind the integrity script of what loads later), policy; a page an earlier build
 * rewrote from the same input as it was then. Nothing is written for a page with a problem.
 */
export async function rewritePages(files: readonly string[], setting: PageRewriteSetting): Promise<PagesRewritten> {
  const { outDir, gate, rewriteKey } = setting;
  // The bytes of an export file an address (as the page's bytes) names below the base path, if it is one; read once.
  const assets = new Map<string, Buffer | undefined>();
  const readAsset = (href: string): Buffer | undefined => {
    if (!assets.has(href)) {
      const address = textOfBytes(href);
      const file = address.startsWith(`${BASE_PATH}/`)
        ? join(outDir, address.slice(BASE_PATH.length).split(/[?#]/)[0]!)
        : undefined;
      assets.set(href, file && existsSync(file) ? readFileSync(file) : undefined);
    }
    return assets.get(href);
  };
  const memo = openPolicyMemo(rewriteKey, readAsset);
  const result: PagesRewritten = { problems: [], added: 0, reused: 0 };
  for (const file of files) {
    // A turn of the event loop a page: what shares this thread (the images' drawing, the
    // search index's process) goes on between pages rather than after the policy.
    await nextTurn();
    // As bytes (lib/html-bytes.ts): each pass below copies half as much as text would.
    const html = readFileSync(file, 'latin1');
    const key = memo.keyOf(html);
    const restored = memo.restore(key, file);
    if (restored !== undefined) {
      result.reused++;
      result.added += restored;
      continue;
    }
    // No syntax the pipeline did not understand reaches a reader (issue 20).
    const leftovers = findLeftoverSyntax(html);
    for (const leftover of leftovers)
      result.problems.push(
        `${file}: its prose shows "${leftover.text}", ${leftover.why}; write it as content/AUTHORING.md says, or in backticks if it is meant as text.`,
      );
    // Integrity first, so the deferred scripts carry it; the policy last, so it hashes the loader.
    const read = memo.recording();
    const withPolicy = applyPolicy(
      deferBundles(addMissingIntegrity(paintAfterFooter(mergePageDataScripts(html)), read), gate),
    );
    result.added += withPolicy.length - html.length;
    if (leftovers.length > 0) continue;
    replaceFile(file, withPolicy);
    memo.keep(key, file, withPolicy.length - html.length, read);
  }
  return result;
}

/**
 * Rewrites every HTML file of `outDir` (`rewritePages`), on up to a thread a core past
 * hundreds of pages; restored docs versions' pages are put back finished.
 * @returns the problems found (each names its file); nothing is written for a page with one
 */
export async function applyCspToExport(outDir: string, finishedPages?: FinishedPages): Promise<string[]> {
  const started = performance.now();
  const files = htmlFiles(outDir);
  hintLargeChunks(outDir);
  const gate = writeSriScript(outDir);
  const setting: PageRewriteSetting = { outDir, gate, rewriteKey: policyRewriteKey(gate) };
  const finished = finishedPages?.place(setting.rewriteKey) ?? new Set<string>();
  const toRewrite = files.filter((file) => !finished.has(file));
  const threads = threadsFor(toRewrite.length, PAGES_PER_THREAD);
  const parts =
    threads === 0
      ? [await rewritePages(toRewrite, setting)]
      : await runInThreads<string, PagesRewritten>(
          new URL(import.meta.url),
          'rewritePages',
          toRewrite,
          threads,
          setting,
        );
  const problems = parts.flatMap((part) => part.problems);
  const added = parts.reduce((sum, part) => sum + part.added, 0);
  const reused = parts.reduce((sum, part) => sum + part.reused, 0);
  if (problems.length === 0) {
    finishedPages?.store(setting.rewriteKey);
    console.log(
      `Content-Security-Policy written into ${files.length} pages (${finished.size} of unchanged docs versions restored finished, ${reused} as an earlier build wrote them; ${(added / Math.max(1, toRewrite.length) / 1024).toFixed(1)} KB a page before compression) in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
  }
  return problems;
}

/** What a page's rewrite read of the export's files: each address with its bytes' integrity (none: no such file). */
type AssetsRead = [href: string, hash: string | null][];

/** What the memo keeps of a rewritten page beside the page: the files it read, the bytes it added, the page's stamp. */
interface PolicyMemoEntry {
  assets: AssetsRead;
  added: number;
  stamp: string;
}

/**
 * What a page's rewrite depends on beside the page itself: the code that rewrites it (the
 * build id's inputs and scripts/), the base path and the integrity script.
 */
function policyRewriteKey(gate: DeferredScript): string {
  const code = cacheKey([
    buildIdOfInputs(),
    ...readdirSync('scripts', { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name))
      .sort()
      .flatMap((file) => [file, readFileSync(file)]),
  ]);
  return cacheKey(['csp', code, BASE_PATH, JSON.stringify(gate)]);
}

/**
 * The pages an earlier build rewrote, by what they were made from: the page as Next wrote
 * it and `rewriteKey` (policyRewriteKey). Each entry names the files of the export the
 * rewrite read, with their hashes, and is used only while they are the same. A warm build's
 * unchanged pages (cut versions' restored ones above all) are not rewritten again. The page
 * itself is the export's file, kept and put back as a hard link: its bytes are not written
 * twice nor read again; one written in place since (the page's stamp) is not used.
 */
function openPolicyMemo(rewriteKey: string, readAsset: (href: string) => Buffer | undefined) {
  const entries = openBuildCache('csp');
  const pages = openBuildCache('csp-pages');
  // A file's integrity, the one its tag got: computed once per file's bytes (readAsset keeps them).
  const hashOf = (href: string) => {
    const bytes = readAsset(href);
    return bytes ? assetIntegrity(bytes) : null;
  };
  return {
    /** The key of a page as Next wrote it. */
    keyOf: (html: string) => cacheKey([rewriteKey, html]),
    /** Puts the page kept under `key` at `file`; the bytes it added, or undefined when none is kept. */
    restore(key: string, file: string): number | undefined {
      const stored = entries.read(key);
      if (stored === undefined) return undefined;
      let entry: PolicyMemoEntry;
      try {
        entry = JSON.parse(stored.toString('utf8')) as PolicyMemoEntry;
      } catch {
        return undefined; // Not an entry this code wrote: the page is rewritten.
      }
      const same = entry.assets.every(([href, hash]) => hashOf(href) === hash);
      return same && pages.linkTo(key, file, entry.stamp) ? entry.added : undefined;
    },
    /** A reader of the export's files that remembers what it read. */
    recording() {
      const read = (href: string) => {
        read.hrefs.add(href);
        return readAsset(href);
      };
      read.hrefs = new Set<string>();
      return read;
    },
    /** Keeps the page rewritten at `file` (the entry last, so that no entry names a page not kept). */
    keep(key: string, file: string, added: number, read: { hrefs: Set<string> }) {
      const stamp = pages.keep(key, file);
      if (stamp === undefined) return;
      const entry: PolicyMemoEntry = { assets: [...read.hrefs].map((href) => [href, hashOf(href)]), added, stamp };
      entries.write(key, JSON.stringify(entry));
    },
  };
}

/** Prints the problems and fails the process, if there are any. */
export function reportExportProblems(problems: readonly string[]): void {
  if (problems.length === 0) return;
  console.error(`The export's HTML: ${problems.length} problem(s) to fix:\n${problems.join('\n')}`);
  process.exit(1);
}

const isMain = isEntryModule(import.meta.url);
if (isMain) reportExportProblems(await applyCspToExport(process.argv[2] ?? 'out'));
