/**
 * Draws Open Graph images, in worker threads when there are hundreds (Satori lays cards out
 * on one thread, and the bench's x100 content has thousands of pages). An image whose
 * card (and drawing code) is unchanged since the last build is copied from the build cache
 * (lib/build-cache.ts); only the others are drawn, and stored by what draws them.
 */
import { cacheKey, openBuildCache, sourceFingerprint } from '../lib/build-cache';
import { renderOgImage, type OgCard } from '../lib/seo/og-image';
import { eachAtMost } from '../lib/work-queue';
import { runInThreads, threadsFor } from './threads';
import { writeFileMakingFolders } from './write-file';

/** One image: where it goes and what it shows. */
export interface OgJob {
  file: string;
  card: OgCard;
  /** Its build-cache key (the card and the code that draws it). */
  key?: string;
}

/** What decides an image's pixels besides its card: the drawing code, and Satori's, sharp's and the font's versions. */
const DRAWING_SOURCES = ['lib/seo/og-image.tsx', 'lib/metadata.ts', 'package-lock.json'];

/**
 * Images a worker thread must have before it pays: each loads Satori and sharp again, and
 * on 2 cores this process draws as fast for the real content's few dozen.
 */
const JOBS_PER_WORKER = 200;

/**
 * Images drawn at once in one thread: Satori lays a card out in JavaScript while sharp
 * turns the one before into PNG on its own threads; a third at once gains nothing on 2 cores.
 */
const DRAWN_AT_ONCE = 2;

/** Draws jobs, two at a time (also in a worker thread, scripts/threads.ts), storing each in the cache. */
export async function drawJobs(jobs: readonly OgJob[]): Promise<void> {
  const cache = openBuildCache('og');
  await eachAtMost(DRAWN_AT_ONCE, jobs, async (job) => {
    const png = await renderOgImage(job.card);
    writeFileMakingFolders(job.file, png);
    if (job.key) cache.write(job.key, png);
  });
}

/**
 * Writes every job's image, from the cache or drawn on up to one worker per core.
 * @returns how many were drawn and how many came from the cache
 */
export async function drawOgImages(jobs: readonly OgJob[]): Promise<{ drawn: number; cached: number }> {
  const cache = openBuildCache('og');
  const fingerprint = sourceFingerprint(DRAWING_SOURCES);
  const toDraw: OgJob[] = [];
  for (const job of jobs) {
    const key = cacheKey([fingerprint, JSON.stringify(job.card)]);
    const stored = cache.read(key);
    if (stored) writeFileMakingFolders(job.file, stored);
    else toDraw.push({ ...job, key });
  }
  const threads = threadsFor(toDraw.length, JOBS_PER_WORKER);
  if (threads === 0) await drawJobs(toDraw);
  else await runInThreads(new URL(import.meta.url), 'drawJobs', toDraw, threads);
  return { drawn: toDraw.length, cached: jobs.length - toDraw.length };
}
