/**
 * Runs after `next build` (the `build` script) and writes into the export what Next.js
 * cannot: the Markdown twin of each doc and post at its address plus `.md` (a page
 * route owns that path, so no route handler can), `/llms.txt` listing them, and the
 * Open Graph image each page's metadata names (Next's own opengraph-image files have
 * no extension in an export, next.js#82177, and static hosts serve them untyped).
 *
 * Run by scripts/post-build.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { openBuildCache } from '../lib/build-cache';
import type { ContentSet } from '../lib/content';
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '../lib/i18n';
import { SITE_URL } from '../lib/site';
import { buildLlmsSections, buildLlmsTxt } from '../lib/seo/llms-txt';
import { isVersionedSite } from '../lib/docs/versions';
import { lastVersionOf } from '../lib/docs/version-view';
import { readOgTargets, uniqueOgTargets } from '../lib/seo/og-targets';
import { LLMS_TXT_PATH, absoluteUrl } from '../lib/urls';
import { drawOgImages } from './draw-og-images';
import { runInThreads, threadsFor } from './threads';
import type { VersionPages } from './version-pages';
import { versionOgTargets } from './version-pages-kept';
import { writeFileMakingFolders } from './write-file';
import { planTwinJobs, writeTwinJobs, type AllMessages, type TwinJob } from './write-twins';

function listHtmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name));
}

/**
 * Twins a worker thread must have before it pays: each loads the Markdown pipeline
 * again: the bench's x100 content has thousands, the real content a few dozen.
 */
const TWINS_PER_THREAD = 300;

/**
 * Makes the twins the build cache lacks and stores them, writing nothing into the export:
 * scripts/build.ts runs it while `next build` compiles (this process is idle then), so the
 * post-build step only copies them. Left to that step when there are enough for threads.
 */
export function cacheMarkdownTwins(messages: AllMessages, content: ContentSet): void {
  const { jobs, siteContext } = planTwinJobs('', messages, content);
  const cache = openBuildCache('twins');
  const missing = jobs.filter((job) => !cache.has(job.key));
  if (threadsFor(missing.length, TWINS_PER_THREAD) === 0)
    writeTwinJobs(
      missing.map(({ file: _, ...job }) => job),
      siteContext,
    );
}

/** Writes the Markdown twin of every doc and post, and `/llms.txt` listing them. */
export async function writeMarkdownTwins(outDir: string, messages: AllMessages, content: ContentSet): Promise<void> {
  const started = Date.now();
  const { twins, jobs, siteContext } = planTwinJobs(outDir, messages, content);
  const cache = openBuildCache('twins');
  const toWrite: TwinJob[] = [];
  for (const job of jobs) {
    const stored = cache.read(job.key);
    if (stored) writeFileMakingFolders(job.file, stored);
    else toWrite.push(job);
  }
  const threads = threadsFor(toWrite.length, TWINS_PER_THREAD);
  if (threads === 0) writeTwinJobs(toWrite, siteContext);
  else await runInThreads(new URL('./write-twins.ts', import.meta.url), 'writeTwinJobs', toWrite, threads, siteContext);
  // On a versioned site the twins are the last version's docs, and the section says which version.
  const lastVersion = isVersionedSite(content.versions) ? lastVersionOf(content).label : undefined;
  const docsTitle = (l: Locale) => {
    const title = messages[l].docs!.sidebarLabel!;
    return lastVersion === undefined
      ? title
      : `${title}, ${messages[l].docsVersion!.badge!.replace('{label}', lastVersion)}`;
  };
  const sectionTitles = Object.fromEntries(
    LOCALES.map((l) => [l, { docs: docsTitle(l), blog: messages[l].blog!.title! }]),
  ) as Record<Locale, { docs: string; blog: string }>;
  const site = messages[DEFAULT_LOCALE].site!;
  const summary = LOCALES.map((l) => `${messages[l].site!.tagline}.`).join(' ');
  writeFileMakingFolders(
    path.join(outDir, LLMS_TXT_PATH),
    buildLlmsTxt(site.title!, summary, buildLlmsSections(twins, sectionTitles)),
  );
  console.log(
    `Wrote ${twins.length} Markdown twins (${twins.length - toWrite.length} from the build cache) and ${LLMS_TXT_PATH} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

/**
 * Reads what each page's Open Graph image shows from the HTML as it is when called (before
 * its first await, so start it before another step rewrites the HTML), then draws them.
 * The pages of cut versions restored from the build cache (`versionPlan`) are not read: what
 * they name was kept when they were stored (scripts/version-pages.ts).
 */
export async function drawOpenGraphImages(
  outDir: string,
  messages: AllMessages,
  versionPlan: readonly VersionPages[] = [],
): Promise<void> {
  const started = Date.now();
  const versions = versionOgTargets(versionPlan, outDir);
  const read = readOgTargets(
    listHtmlFiles(outDir).filter((file) => !versions.known.has(file)),
    absoluteUrl('/'),
  );
  versions.keep(read);
  const targets = uniqueOgTargets([...read, ...versions.targets]);
  const host = new URL(SITE_URL).host;
  const { drawn, reused } = await drawOgImages(
    targets.map((target) => {
      const locale = isLocale(target.lang) ? target.lang : DEFAULT_LOCALE;
      return {
        file: path.join(outDir, target.sitePath),
        card: { title: target.title, siteTitle: messages[locale].site!.title!, host },
      };
    }),
  );
  console.log(
    `Wrote ${targets.length} Open Graph images (${drawn} drawn, ${reused} from the build cache or another page${versions.known.size > 0 ? `; ${versions.known.size} pages of unchanged docs versions not read` : ''}) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}
