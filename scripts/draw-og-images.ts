/**
 * Draws Open Graph images, in worker threads when there are hundreds (a card's text is laid
 * out and read back from Skia on the thread that draws it, and the bench's x100 content has
 * thousands of pages). Each distinct card
 * is drawn once: pages that show the same card (the same doc in several versions) share its
 * image, and a card unchanged since the last build (and its drawing code) is linked from the
 * build cache (lib/build-cache.ts) without being read.
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
}

/** One card to draw, its build-cache key (the card and the code that draws it), and the files that show it. */
export interface OgDrawing {
  card: OgCard;
  key: string;
  files: string[];
}

/** What decides an image's pixels besides its card: the drawing code, and Skia's, sharp's and the font's versions. */
const DRAWING_SOURCES = ['lib/seo/og-image.ts', 'lib/metadata.ts', 'package-lock.json'];

/**
 * Images a worker thread must have before it pays: each loads Skia and sharp again, and
 * on 2 cores this process draws as fast for the real content's few dozen.
 */
const JOBS_PER_WORKER = 200;

/**
 * Images drawn at once in one thread: Skia draws a card on this thread while zlib compresses
 * the one before on libuv's threads; a third at once gains nothing on 2 cores.
 */
const DRAWN_AT_ONCE = 2;

/** Draws each card once (also in a worker thread, scripts/threads.ts), stores it and links it to its files. */
export async function drawCards(drawings: readonly OgDrawing[]): Promise<void> {
  const cache = openBuildCache('og');
  await eachAtMost(DRAWN_AT_ONCE, drawings, async ({ card, key, files }) => {
    const png = await renderOgImage(card);
    cache.write(key, png);
    for (const file of files) if (!cache.linkTo(key, file)) writeFileMakingFolders(file, png);
  });
}

/** The jobs grouped by card: one drawing per distinct card, in the order first met. */
export function groupByCard(jobs: readonly OgJob[], fingerprint: string): OgDrawing[] {
  const byKey = new Map<string, OgDrawing>();
  for (const { file, card } of jobs) {
    const key = cacheKey([fingerprint, JSON.stringify(card)]);
    const drawing = byKey.get(key);
    if (drawing) drawing.files.push(file);
    else byKey.set(key, { card, key, files: [file] });
  }
  return [...byKey.values()];
}

/**
 * Writes every job's image: linked from the cache, or drawn (once a distinct card) on up to
 * one worker per core.
 * @returns how many cards were drawn, and how many images came from the cache or a card drawn for another page
 */
export async function drawOgImages(jobs: readonly OgJob[]): Promise<{ drawn: number; reused: number }> {
  const cache = openBuildCache('og');
  const toDraw = groupByCard(jobs, sourceFingerprint(DRAWING_SOURCES)).filter(
    ({ key, files }) => !files.every((file) => cache.linkTo(key, file)),
  );
  const threads = threadsFor(toDraw.length, JOBS_PER_WORKER);
  if (threads === 0) await drawCards(toDraw);
  else await runInThreads(new URL(import.meta.url), 'drawCards', toDraw, threads);
  return { drawn: toDraw.length, reused: jobs.length - toDraw.length };
}
