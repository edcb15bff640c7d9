/**
 * Draws Open Graph images in worker threads: resvg is single-threaded and the bench's
 * x100 content has thousands of pages. `drawOgImages` splits the jobs across workers
 * (scripts/og-worker.mjs) and waits for them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { renderOgImage, type OgCard } from '../lib/seo/og-image';

/** One image: where it goes and what it shows. */
export interface OgJob {
  file: string;
  card: OgCard;
}

/** Below this many images a second thread costs more than it saves. */
const JOBS_PER_WORKER = 40;

/** Draws jobs one after the other (in a worker, scripts/og-worker.mjs). */
export async function drawJobs(jobs: readonly OgJob[]): Promise<void> {
  for (const job of jobs) {
    fs.mkdirSync(path.dirname(job.file), { recursive: true });
    fs.writeFileSync(job.file, await renderOgImage(job.card));
  }
}

/** Draws every job, on up to one worker per core. */
export async function drawOgImages(jobs: readonly OgJob[]): Promise<void> {
  const workers = Math.min(os.availableParallelism(), Math.ceil(jobs.length / JOBS_PER_WORKER));
  if (workers <= 1) return drawJobs(jobs);
  const slices = Array.from({ length: workers }, (_, i) => jobs.filter((_, j) => j % workers === i));
  await Promise.all(
    slices.map(
      (slice) =>
        new Promise<void>((resolve, reject) => {
          const worker = new Worker(new URL('./og-worker.mjs', import.meta.url), { workerData: slice });
          worker.once('error', reject);
          worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`Open Graph worker exited with ${code}`))));
        }),
    ),
  );
}

