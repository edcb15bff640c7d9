/**
 * Writes Markdown twins (lib/seo/markdown-twin.ts) into the export and the build cache: in
 * the post-build process, or in worker threads when there are thousands to write
 * (scripts/threads.ts), so that they do not hold up the HTML's policy and search index.
 * The MDX precompile (scripts/precompile-mdx.ts) makes the twin of each body it compiles
 * from the compile's own parse; the post-build step then copies it from the build cache.
 */
import path from 'node:path';
import type { Root } from 'mdast';
import { PIPELINE_SOURCES, cacheKey, digestOf, openBuildCache, sourceFingerprint } from '../lib/build-cache';
import type { ContentSet } from '../lib/content';
import { LOCALES, loadMessages, type Locale } from '../lib/i18n';
import { buildRouteKeys } from '../lib/routes';
import { listMarkdownTwins } from '../lib/seo/llms-txt';
import {
  buildMarkdownTwin,
  markdownTwinOfTree,
  type MarkdownTwinContext,
  type MarkdownTwinSource,
} from '../lib/seo/markdown-twin';
import { markdownPath } from '../lib/urls';
import { writeFileMakingFolders } from './write-file';

type Messages = Record<string, Record<string, string>>;
/** Every locale's messages, read once by a build for all its steps. */
export type AllMessages = Record<Locale, Messages>;

export async function loadAllMessages(): Promise<AllMessages> {
  return Object.fromEntries(
    await Promise.all(LOCALES.map(async (l) => [l, (await loadMessages(l)) as Messages])),
  ) as AllMessages;
}

/** One twin to write: where (nowhere: the cache only), its cache key, what it is made of and its locale's admonition labels. */
export interface TwinJob {
  file?: string;
  key: string;
  twin: MarkdownTwinSource;
  admonitionLabels: MarkdownTwinContext['admonitionLabels'];
}

/** What every twin is checked against (MarkdownTwinContext but the labels, which are per locale). */
export type TwinSiteContext = Omit<MarkdownTwinContext, 'admonitionLabels'>;

/**
 * Every doc's and post's twin, with its cache key and where it goes below `outDir`, and what
 * they are checked against.
 */
export function planTwinJobs(outDir: string, messages: AllMessages, content: ContentSet) {
  const routeKeys = buildRouteKeys(content);
  const twins = listMarkdownTwins(content);
  const twinRouteKeys = new Set(twins.map((t) => t.routeKey));
  // A twin is read back from the build cache when nothing it is made of changed: its doc or
  // post, the routes and files its links point to, the labels, and the code that writes it.
  const context = cacheKey([
    sourceFingerprint(PIPELINE_SOURCES),
    digestOf(routeKeys),
    digestOf(twinRouteKeys),
    digestOf(content.assets),
  ]);
  const jobs: (TwinJob & { file: string })[] = twins.map((twin) => {
    const admonitionLabels = messages[twin.locale].admonition as never;
    return {
      file: path.join(outDir, markdownPath(twin.routeKey, twin.locale)),
      key: cacheKey([context, JSON.stringify(twin), JSON.stringify(admonitionLabels)]),
      twin,
      admonitionLabels,
    };
  });
  const siteContext: TwinSiteContext = { routeKeys, twinRouteKeys, assets: content.assets };
  return { twins, jobs, siteContext };
}

/** Writes each job's twin, and stores it under its key. */
export function writeTwinJobs(jobs: readonly TwinJob[], site: TwinSiteContext): void {
  const cache = openBuildCache('twins');
  for (const job of jobs) {
    const markdown = buildMarkdownTwin(job.twin, { ...site, admonitionLabels: job.admonitionLabels });
    cache.write(job.key, markdown);
    if (job.file) writeFileMakingFolders(job.file, markdown);
  }
}

/**
 * Stores a job's twin made from its body's tree as the MDX compile parsed it. A twin that
 * fails is left out: the post-build step makes it again and reports why.
 */
export function cacheTwinOfTree(tree: Root, job: TwinJob, site: TwinSiteContext): void {
  let markdown: string;
  try {
    markdown = markdownTwinOfTree(tree, job.twin, { ...site, admonitionLabels: job.admonitionLabels });
  } catch {
    return;
  }
  openBuildCache('twins').write(job.key, markdown);
}
