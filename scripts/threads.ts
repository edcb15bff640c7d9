/**
 * Runs work on worker threads, one slice each, when there is enough of it to pay for their
 * start: the MDX precompile of hundreds of bodies, and the Open Graph images and Markdown
 * twins of the bench's x100 content, thousands each, on the post-build step.
 *
 * A worker runs its module bundled as plain JavaScript (scripts/run-bundled.mjs), bundled
 * once per process: through tsx, every import (the module's own and the hundreds of
 * unified, micromark and Shiki) passes the loader's hooks, which costs each worker its start.
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { keptBundle } from './run-bundled.mjs';

/**
 * V8's semi-space, in MB, for the build's JavaScript that allocates most: `next build` and its
 * render workers (NODE_OPTIONS, scripts/build.ts) and the worker threads of the precompile and
 * the post-build step. Parsing, compiling and rendering make short-lived objects by the
 * million; Node's default (16 MB) collects them about four times as often, which the bench
 * shows as a slower precompile and prerender. Each thread's young generation grows to at
 * most 3 × this (192 MB).
 */
export const SEMI_SPACE_MB = 64;

/**
 * The old generation of each worker thread, in MB. Left to V8, each of the precompile's
 * threads let garbage pile up past a gigabyte before collecting it at the bench's x1000, and
 * with the render workers waiting beside them the build passed the 3 GB budget. What a
 * thread keeps alive (its slice of the content, the compiler, Shiki's memo) is far less.
 */
export const THREAD_OLD_SPACE_MB = 768;

/**
 * The old generation of the build's processes, in MB: `npm run build`'s own (package.json)
 * and `next build`'s with its render workers (NODE_OPTIONS, scripts/build.ts). Under 2 GB, V8
 * lets a heap grow to about twice what its last full collection kept before it collects
 * again; from 2 GB up, four times: at the bench's x1000 a render worker kept 0.3 GB and grew
 * to 1.2 GB between collections, and the build process to 1.9 GB. What each keeps is far
 * under the cap.
 */
export const PROCESS_OLD_SPACE_MB = 1900;

/** The module that sets V8's tiering for a build's processes (scripts/v8-tiering.mjs), as `--import` takes it. */
export const V8_TIERING_MODULE = new URL('./v8-tiering.mjs', import.meta.url).href;

/**
 * NODE_OPTIONS for `next build` and its render workers: `options` (the caller's) with V8's
 * tiering (V8_TIERING_MODULE), the young generation SEMI_SPACE_MB says and, unless the caller
 * set one, the old one's cap.
 * @example nextNodeOptions('--max-old-space-size=4096') → '--max-old-space-size=4096 --import=file:///…/scripts/v8-tiering.mjs --max-semi-space-size=64'
 */
export function nextNodeOptions(options = ''): string {
  const cap = /--max-old-space-size\b/.test(options) ? '' : ` --max-old-space-size=${PROCESS_OLD_SPACE_MB}`;
  return `${options} --import=${V8_TIERING_MODULE} --max-semi-space-size=${SEMI_SPACE_MB}${cap}`.trim();
}

/** How many threads `items` are worth, at most one per core: none under 2 × `perThread`. */
export function threadsFor(items: number, perThread: number): number {
  const threads = Math.min(os.availableParallelism(), Math.floor(items / perThread));
  return threads <= 1 ? 0 : threads;
}

/** This process's worker bundles, by module URL (kept between runs: scripts/run-bundled.mjs). */
const bundles = new Map<string, Promise<string>>();

/** The URL of `moduleUrl` bundled for worker threads (once per process). */
function bundleForWorkers(moduleUrl: URL): Promise<string> {
  let bundle = bundles.get(moduleUrl.href);
  if (!bundle) {
    bundle = keptBundle(fileURLToPath(moduleUrl)).then(({ file }) => pathToFileURL(path.resolve(file)).href);
    bundles.set(moduleUrl.href, bundle);
  }
  return bundle;
}

/** The runInThreads calls whose threads have not started yet (their module being bundled). */
const starting = new Set<Promise<unknown>>();

/**
 * Resolves once every runInThreads call made so far has started its threads (its module
 * bundled). A caller about to hold this thread with synchronous work (the post-build step's
 * policy, long on a large site) awaits it first: the threads would otherwise wait for that work to
 * end before they start.
 */
export async function threadsStarted(): Promise<void> {
  await Promise.allSettled([...starting]);
}

/**
 * Splits `items` round-robin into `threads` slices and runs `exportName(slice, shared)` of
 * `moduleUrl` (a module of the project) in a thread each, its young generation as
 * SEMI_SPACE_MB says (two semi-spaces and one for large objects), its old one at most
 * THREAD_OLD_SPACE_MB.
 * @returns what each thread's call returned, in the order of the slices; rejects if one fails
 */
export async function runInThreads<T, R = void>(
  moduleUrl: URL,
  exportName: string,
  items: readonly T[],
  threads: number,
  shared?: unknown,
): Promise<R[]> {
  const slices = Array.from({ length: threads }, (_, i) => items.filter((_, j) => j % threads === i));
  const started = bundleForWorkers(moduleUrl).then((bundleUrl) =>
    slices.map((slice) => runThread<R>(bundleUrl, exportName, slice, shared)),
  );
  starting.add(started);
  const finished = await started.finally(() => starting.delete(started));
  return Promise.all(finished);
}

/** Starts one thread on `slice`; resolves with what its call returned. */
function runThread<R>(bundleUrl: string, exportName: string, slice: readonly unknown[], shared: unknown): Promise<R> {
  return new Promise<R>((resolve, reject) => {
    const worker = new Worker(new URL('./thread-entry.mjs', import.meta.url), {
      workerData: { bundleUrl, exportName, slice, shared },
      resourceLimits: { maxYoungGenerationSizeMb: 3 * SEMI_SPACE_MB, maxOldGenerationSizeMb: THREAD_OLD_SPACE_MB },
    });
    let result: R;
    worker.once('message', (message: R) => (result = message));
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0 ? resolve(result) : reject(new Error(`${exportName} worker exited with ${code}`)),
    );
  });
}
