/**
 * Everything `npm run build` does after `next build` (scripts/build.ts), with the steps that
 * do not share files run side by side:
 * - the Open Graph images read the HTML first, then draw (on worker threads when there are
 *   hundreds) while
 * - the Markdown twins and llms.txt are written (on worker threads too, past hundreds), and
 * - the HTML gets its policy (scripts/apply-csp.ts) while Pagefind indexes it (the policy
 *   changes nothing Pagefind reads; scripts/search-index.ts stages the pages first).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ContentSet } from '../lib/content';
import { describeSkippedDrafts } from '../lib/blog/drafts';
import { LOCALES } from '../lib/i18n';
import { NOTHING_TO_LIST_SEGMENT } from '../lib/placeholder-param';
import type { SiteFile } from '../lib/site-files';
import { BLOG_ROUTES, HOME_ROUTE, blogRoutesAt, localizeFilePath } from '../lib/urls';
import { applyCspToExport, reportExportProblems } from './apply-csp';
import { isVersionedSite } from '../lib/docs/versions';
import { hasBlog } from '../lib/routes';
import { versionFilterValue } from '../lib/search/versions';
import { buildSearchIndex, partPages, type SearchIndexVersions } from './search-index';
import type { VersionPages } from './version-pages';
import { placeFinishedVersionPages, storeFinishedVersionPages } from './version-pages-kept';
import { threadsStarted } from './threads';
import { drawOpenGraphImages, writeMarkdownTwins } from './write-build-extras';
import { writeFileMakingFolders } from './write-file';
import { loadAllMessages, type AllMessages } from './write-twins';

/**
 * Removes what the export wrote for the placeholder param of a route with nothing to list
 * (lib/route-params.ts): a not-found page at a path no link names.
 */
export function removePlaceholderPages(outDir: string): void {
  for (const entry of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    const name = entry.name.replace(/\.(html|txt)$/, '');
    if (name === NOTHING_TO_LIST_SEGMENT)
      fs.rmSync(path.join(entry.parentPath, entry.name), { recursive: true, force: true });
  }
}

/**
 * With the blog at another base (site.json `routes.blog`), what the fixed routes of
 * app/[locale]/blog wrote goes: the catch-all wrote the blog's pages at the base.
 */
export function removeFixedBlogFolder(outDir: string): void {
  if (BLOG_ROUTES.list === blogRoutesAt('blog').list) return;
  for (const locale of LOCALES)
    fs.rmSync(path.join(outDir, localizeFilePath(blogRoutesAt('blog').list, locale)), { recursive: true, force: true });
}

/**
 * Removes what the blog's routes wrote for a site without posts (lib/routes.ts `hasBlog`):
 * its empty list, archive, tag and author pages, as a Docusaurus site with `blog: false`
 * has none (nor feeds: lib/site-files.ts writes none).
 */
export function removeEmptyBlog(outDir: string): void {
  // A blog at the site's root shares its folder with the home page: only its own routes go there.
  const { list, ...indexes } = BLOG_ROUTES;
  const routes = list === HOME_ROUTE ? Object.values(indexes) : [list];
  for (const locale of LOCALES)
    for (const route of routes)
      fs.rmSync(path.join(outDir, localizeFilePath(route, locale)), { recursive: true, force: true });
}

/**
 * What makes the export's addresses those of the site, run by every build (`--csp-only`
 * too): no placeholder pages, the blog's pages at its own base only (a site whose blog is at
 * `/posts` has nothing at `/blog/`, as in Docusaurus), none without a blog.
 */
export function shapeExport(outDir: string, content: ContentSet): void {
  removePlaceholderPages(outDir);
  removeFixedBlogFolder(outDir);
  if (!hasBlog(content)) removeEmptyBlog(outDir);
}

/**
 * Writes the files beside the pages (lib/site-files.ts: feeds, docs sidebars, the KaTeX
 * stylesheet, sitemap.xml, robots.txt), made while Next ran: its export empties `outDir` first.
 */
export async function writeSiteFiles(outDir: string, content: ContentSet, files: Promise<SiteFile[]>): Promise<void> {
  const written = await files;
  for (const file of written) writeFileMakingFolders(path.join(outDir, file.path), file.body);
  console.log(describeSkippedDrafts(content.drafts));
  console.log(`Wrote ${written.length} files beside the pages: ${written.map((f) => f.path).join(', ')}.`);
}

/**
 * The search index's versions: every version's filter value, and the cut versions whose
 * pages the build cache keeps (`versionPlan`), each indexed apart and kept there too.
 */
export function searchIndexVersions(content: ContentSet, versionPlan: readonly VersionPages[]): SearchIndexVersions {
  if (!isVersionedSite(content.versions)) return { values: [], separate: [] };
  const valueOf = (name: string) => versionFilterValue(content.versions.find((v) => v.name === name)!.path);
  return {
    values: content.versions.map((v) => versionFilterValue(v.path)),
    separate: versionPlan.map((v) => ({ name: v.name, value: valueOf(v.name), paths: v.paths, entry: v.entry })),
  };
}

/**
 * Runs the steps on the export in `outDir` (shaped, its files beside the pages written), printing a line for each; `content` as the
 * precompile step read it, `versionPlan` the cut versions whose pages the build cache keeps.
 */
export async function runPostBuild(
  outDir: string,
  content: ContentSet,
  messages?: AllMessages,
  versionPlan: readonly VersionPages[] = [],
): Promise<void> {
  const started = Date.now();
  messages ??= await loadAllMessages();
  // Reads the HTML synchronously before its first await, so before apply-csp rewrites it.
  const drawing = drawOpenGraphImages(outDir, messages, versionPlan);
  // Awaited below; a failure meanwhile must not count as unhandled.
  drawing.catch(() => undefined);
  // Written in this thread, they are done when the call returns; on worker threads, they
  // are written while this thread applies the policy.
  const twins = writeMarkdownTwins(outDir, messages, content);
  twins.catch(() => undefined);
  // Their threads, if any, start before the policy runs: their modules are bundled first
  // (scripts/threads.ts).
  await threadsStarted();
  // Restored versions' pages come back finished; the others are kept finished for the next build.
  // The policy is written while Pagefind indexes the same pages, staged before (search-index.ts).
  let problems: string[] = [];
  const rewrite = async () => {
    problems = await applyCspToExport(outDir, {
      place: (rewriteKey) => placeFinishedVersionPages(versionPlan, outDir, rewriteKey),
      store: (rewriteKey) => storeFinishedVersionPages(versionPlan, outDir, rewriteKey),
    });
  };
  const indexed = Date.now();
  const { languages, versions } = await buildSearchIndex(
    outDir,
    searchIndexVersions(content, versionPlan),
    partPages(),
    rewrite,
  );
  reportExportProblems(problems);
  const reused = versions.filter((v) => v.reused).map((v) => v.name);
  const made = versions.filter((v) => !v.reused).map((v) => v.name);
  console.log(
    `Search index written to ${outDir}/pagefind/ (${languages.map((l) => `${l.language}: ${l.pages} pages`).join(', ')}${reused.length > 0 ? `; versions ${reused.join(', ')} from the build cache` : ''}${made.length > 0 ? `; versions ${made.join(', ')} indexed apart` : ''}) in ${Date.now() - indexed} ms`,
  );
  await twins;
  await drawing;
  console.log(`Post-build steps done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
