/**
 * Compiled MDX in the build cache (lib/build-cache.ts), keyed by every input of a compile:
 * the file, its text and locale, the routes its links are checked against, the pipeline's
 * code and the locked packages. Light on purpose (no compiler imported): the build's
 * precompile step (scripts/precompile-mdx.ts) asks it what is missing before loading one.
 */
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  PIPELINE_SOURCES,
  cacheKey,
  digestOf,
  openBuildCache,
  sourceFingerprint,
  type BuildCache,
} from '../build-cache';
import { bodyDigestOf, type BodyInFile } from './body-lines';
import { printWarningOnce } from './compile-warnings';
import type { TocEntry } from './rehype-toc';

/**
 * What the build cache keeps of a compile: the component's code, its TOC, its warnings and
 * the inline styles of its math (for the KaTeX stylesheet, lib/site-files.ts).
 */
export interface CachedCompile {
  code: string;
  toc: TocEntry[];
  warnings: string[];
  mathStyles: string[];
}

/** What a compile reads of a doc, post or page: its body in its file (body-lines.ts), and: */
export interface CompileInput extends BodyInFile {
  locale: string;
  /** A category's index doc, where `<DocCardList />` is allowed. */
  docCardList?: boolean;
}

let pipeline: { cache: BuildCache; fingerprint: string } | null | undefined;

/**
 * The cache of a production build; none in development, where the pipeline's own code
 * changes while the server runs.
 */
function compileCache() {
  if (pipeline === undefined) {
    pipeline =
      process.env.NODE_ENV === 'development'
        ? null
        : {
            cache: openBuildCache('mdx'),
            fingerprint: sourceFingerprint(PIPELINE_SOURCES) + (process.env.BASE_PATH ?? ''),
          };
  }
  return pipeline ?? undefined;
}

/**
 * What a body is compiled into: the page's component (`page`), or the tree a feed's HTML is
 * made of (`feed`, lib/mdx/html.ts).
 */
export type CompileKind = 'page' | 'feed';

/**
 * The cache key of a compile, or undefined when there is no cache: the routes its links are
 * checked against and the files beside content (their published names carry their hashes).
 */
export function compileKeyOf(
  source: CompileInput,
  routeKeys: ReadonlySet<string>,
  assets: ReadonlyMap<string, string>,
  kind: CompileKind = 'page',
): string | undefined {
  const cache = compileCache();
  return (
    cache &&
    cacheKey([
      cache.fingerprint,
      kind === 'page' ? '' : kind,
      source.file,
      source.locale,
      source.docCardList ? 'cards' : '',
      bodyDigestOf(source),
      digestOf(routeKeys),
      digestOf(assets),
    ])
  );
}

/** The folder a doc's version starts at: `content/en/versioned_docs/version-1.0/`, `content/en/docs/`. */
const VERSION_ROOT = /^(.*?\/(?:versioned_docs\/version-[^/]+|docs)\/)/;

/**
 * What a page compile gives, whichever version's copy of a doc it is: two compiles with the
 * same `compileOutputKeyOf` make the same code. A cut version's copy of a doc has the body,
 * the routes and the files beside it (by their place in the version and their published,
 * content-hashed, names) of the doc it was copied from; only its file differs, which a
 * compile reads to find those files.
 */
export function compileOutputKeyOf(
  source: CompileInput,
  routeKeys: ReadonlySet<string>,
  assets: ReadonlyMap<string, string>,
): string | undefined {
  const cache = compileCache();
  const root = VERSION_ROOT.exec(source.file)?.[1];
  if (!cache || root === undefined) return compileKeyOf(source, routeKeys, assets);
  const beside = [...assets]
    .filter(([file]) => file.startsWith(root))
    .map(([file, name]) => `${file.slice(root.length)} ${name}`);
  return cacheKey([
    cache.fingerprint,
    'output',
    source.file.slice(root.length),
    source.locale,
    source.docCardList ? 'cards' : '',
    bodyDigestOf(source),
    digestOf(routeKeys),
    beside.join('\n'),
  ]);
}

/** Stores under `to` the compile stored under `from` (a version's copy of a doc compiled once). */
export function copyCompiled(from: string | undefined, to: string | undefined): void {
  const cache = compileCache()?.cache;
  const stored = from ? cache?.read(from) : undefined;
  if (stored && to) cache!.write(to, stored);
}

/** The variable `npm run build` (scripts/build.ts) gives `next build`: a file that exists while the precompile step runs. */
export const PRECOMPILE_PENDING_VARIABLE = 'VIGIA_PRECOMPILE_PENDING';
let precompiled: Promise<void> | undefined;

/** Whether the process `pid` still runs (a signal 0 sends nothing; EPERM: it runs as someone else). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Resolves once `pending` is gone (at once if there is none), checking every 50 ms. The file
 * holds the id of the process whose step removes it: the wait lasts while that process runs,
 * however many bodies it compiles (22,000 pages took longer than any fixed clock allowed).
 * @throws once that process has ended and left the file: nothing will remove it
 */
export async function waitForPrecompile(pending: string | undefined): Promise<void> {
  if (!pending) return;
  while (fs.existsSync(pending)) {
    const owner = Number.parseInt(readIfThere(pending), 10);
    if (owner > 0 && !isRunning(owner))
      throw new Error(`the MDX precompile step has not ended (${pending} is still there): run \`npm run build\` again`);
    await sleep(50);
  }
}

/** A file's text, empty if it is gone (or not written yet). */
function readIfThere(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/**
 * Resolves once the precompile step has ended: `next build` starts beside it (it compiles
 * the app meanwhile), and its pages must read the compiles that step stores, never make
 * their own. Immediate outside such a build (`npm run dev`, tests, the step itself).
 */
export function precompileSettled(): Promise<void> {
  precompiled ??= waitForPrecompile(process.env[PRECOMPILE_PENDING_VARIABLE]);
  return precompiled;
}

/**
 * A stored compile, its warnings printed again as the compile that stored it printed them:
 * by the precompile step, not by the build's page processes after it (each would say them again).
 */
export function readCompiled(key: string | undefined): CachedCompile | undefined {
  const stored = key ? compileCache()?.cache.read(key) : undefined;
  if (!stored) return undefined;
  const compiled = JSON.parse(stored.toString('utf8')) as CachedCompile;
  if (!process.env[PRECOMPILE_PENDING_VARIABLE]) compiled.warnings.forEach(printWarningOnce);
  return compiled;
}

/** JSON stored under a key: a feed tree (lib/mdx/html.ts), an excerpt (compile-sources.ts). */
export function readCachedJson(key: string | undefined): string | undefined {
  return key ? compileCache()?.cache.read(key)?.toString('utf8') : undefined;
}

/** Stores JSON under its key. */
export function storeCachedJson(key: string | undefined, json: string): void {
  if (key) compileCache()?.cache.write(key, json);
}

/**
 * A post's excerpt (lib/mdx/compile-sources.ts) as the build cache keeps it, under the
 * post's body: cutting it parses the whole body, which every blog list page of every render
 * worker did again. The precompile step stores them all; the pages only read them back.
 */
export function excerptCacheKey(body: string): string | undefined {
  const cache = compileCache();
  return cache && cacheKey([cache.fingerprint, 'excerpt', body]);
}

/** Whether a compile is stored (without reading it). */
export function hasCompiled(key: string | undefined): boolean {
  return key !== undefined && compileCache()?.cache.has(key) === true;
}

/** Stores a compile under its key. */
export function storeCompiled(key: string | undefined, compiled: CachedCompile): void {
  if (key) compileCache()?.cache.write(key, JSON.stringify(compiled));
}
