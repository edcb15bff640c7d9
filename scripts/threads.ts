/**
 * Runs work on worker threads, one slice each, when there is enough of it to pay for their
 * start (each loads tsx and the modules the work needs again): the Open Graph images and the
 * Markdown twins of the bench's x100 content, thousands each, on the post-build step.
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * V8's semi-space, in MB, for the build's JavaScript that allocates most: `next build` and its
 * render workers (NODE_OPTIONS, scripts/build.ts) and the worker threads of the precompile and
 * the post-build step. Parsing, compiling and rendering make short-lived objects by the
 * million; Node's default (16 MB) collects them about four times as often. Measured
 * (2026-11-26, x100, alternating): the precompile alone 58.6 and 47.4 s against 68.0 and
 * 60.7 s (86-107 against 111-127 CPU-s), the prerender 68-77 s against 72-79 s (3 pairs).
 * Each thread's young generation grows to at most 3 × this (192 MB).
 */
export const SEMI_SPACE_MB = 64;

/**
 * Starts one of the build's worker threads (here and scripts/precompile-mdx.ts), with its
 * young generation as SEMI_SPACE_MB says (two semi-spaces and one for large objects).
 */
export function startWorker(entry: URL, workerData: unknown): Worker {
  return new Worker(entry, { workerData, resourceLimits: { maxYoungGenerationSizeMb: 3 * SEMI_SPACE_MB } });
}

/** How many threads `items` are worth, at most one per core: none under 2 × `perThread`. */
export function threadsFor(items: number, perThread: number): number {
  const threads = Math.min(os.availableParallelism(), Math.floor(items / perThread));
  return threads <= 1 ? 0 : threads;
}

/**
 * Splits `items` round-robin into `threads` slices and runs `exportName(slice, shared)` of
 * `moduleUrl` (a TypeScript module) in a thread each; rejects if one fails.
 */
export async function runInThreads<T>(moduleUrl: URL, exportName: string, items: readonly T[], threads: number, shared?: unknown): Promise<void> {
  const slices = Array.from({ length: threads }, (_, i) => items.filter((_, j) => j % threads === i));
  await Promise.all(
    slices.map(
      (slice) =>
        new Promise<void>((resolve, reject) => {
          const worker = startWorker(new URL('./ts-worker.mjs', import.meta.url), { moduleUrl: moduleUrl.href, exportName, slice, shared });
          worker.once('error', reject);
          worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${exportName} worker exited with ${code}`))));
        }),
    ),
  );
}
