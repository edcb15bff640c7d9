/**
 * Writes Markdown twins (lib/seo/markdown-twin.ts) into the export and the build cache: in
 * the post-build process, or in worker threads when there are thousands to write
 * (scripts/threads.ts), so that they do not hold up the HTML's policy and search index.
 */
import { openBuildCache } from '../lib/build-cache';
import { buildMarkdownTwin, type MarkdownTwinContext, type MarkdownTwinSource } from '../lib/seo/markdown-twin';
import { writeFileMakingFolders } from './write-file';

/** One twin to write: where (nowhere: the cache only), its cache key, what it is made of and its locale's admonition labels. */
export interface TwinJob {
  file?: string;
  key: string;
  twin: MarkdownTwinSource;
  admonitionLabels: MarkdownTwinContext['admonitionLabels'];
}

/** What every twin is checked against (MarkdownTwinContext but the labels, which are per locale). */
export type TwinSiteContext = Omit<MarkdownTwinContext, 'admonitionLabels'>;

/** Writes each job's twin, and stores it under its key. */
export function writeTwinJobs(jobs: readonly TwinJob[], site: TwinSiteContext): void {
  const cache = openBuildCache('twins');
  for (const job of jobs) {
    const markdown = buildMarkdownTwin(job.twin, { ...site, admonitionLabels: job.admonitionLabels });
    cache.write(job.key, markdown);
    if (job.file) writeFileMakingFolders(job.file, markdown);
  }
}
