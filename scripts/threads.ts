/**
 * Runs work on worker threads, one slice each, when there is enough of it to pay for their
 * start (each loads tsx and the modules the work needs again): the Open Graph images and the
 * Markdown twins of the bench's x100 content, thousands each, on the post-build step.
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';

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
          const worker = new Worker(new URL('./ts-worker.mjs', import.meta.url), { workerData: { moduleUrl: moduleUrl.href, exportName, slice, shared } });
          worker.once('error', reject);
          worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${exportName} worker exited with ${code}`))));
        }),
    ),
  );
}
