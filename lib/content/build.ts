/**
 * Turns the raw files of `content/` into one validated ContentSet, or throws a
 * ContentValidationError listing every problem with its file and field. Each step is a
 * module of this folder; this function is their table of contents, in the order they run.
 * Pure: all file reading happens in sources.ts.
 */
import path from 'node:path';
import { ContentValidationError, type ContentError } from './errors';
import type { ContentAssets } from './assets';
import type { ContentSources, MdxKind } from './sources';
import { readVersions } from './versions';
import { routeBasesOf } from '../site-config/file.mjs';
import { DEFAULT_ROUTE_BASES } from '../urls';
import { checkReservedDocRoutes } from './reserved-routes';
import { dropDuplicates, parseEntries, perLocale, type SiteFiles } from './entries';
import { addFallbacks, addTranslationInfo, checkTranslations } from './translations';
import { buildPages } from './pages';
import { buildPosts, checkPostTranslationsAgree, publishPosts } from './posts';
import { buildAuthors, buildTags } from './taxonomy';
import { buildDocsVersions, publishVersions } from './version-docs';
import type { BuildOptions, ContentSet } from './types';

export { entryKeyOf, leadingTitleHeading, relPathToKey } from './entries';
export { sidebarDocIds } from './sidebar-config';
export type { BuildOptions } from './types';

/**
 * Validates and cross-checks every content file.
 * @throws ContentValidationError listing every problem, each naming its file and field.
 */
export function buildContentSet(sources: ContentSources, options: BuildOptions = {}): ContentSet {
  const problems: ContentError[] = [...sources.problems];
  const warnings: string[] = [];
  // Taxonomy (taxonomy.ts): content/tags.json and content/authors.json.
  const tags = buildTags(sources.tags, problems);
  const authors = buildAuthors(sources.authors, sources.publicFileExists, problems);

  // Entries (entries.ts): every MDX file's front matter and body, one file per key, kind and locale.
  const parsed = parseEntries(sources.mdx, problems, warnings);
  const ofKind = (kind: MdxKind) =>
    dropDuplicates(
      parsed.filter((p) => p.source.kind === kind),
      problems,
    );
  // Versions (versions.ts): current docs and versioned_docs/.
  const versions = readVersions(sources, path.posix.dirname(sources.sidebar.file), problems);
  const docEntries = ofKind('docs');
  // Translations (translations.ts) of posts and pages; docs get theirs per version.
  const postEntries = addFallbacks(ofKind('blog'));
  const pageEntries = ofKind('pages');
  checkTranslations(postEntries, 'blog', problems);
  checkTranslations(pageEntries, 'pages', problems);
  for (const entries of [postEntries, pageEntries]) addTranslationInfo(entries, problems);

  // Posts (posts.ts) and standalone pages (pages.ts).
  const assets: ContentAssets = new Map(sources.assets.map((a) => [a.file, a.name]));
  const files: SiteFiles = { publicFileExists: sources.publicFileExists, assets };
  const { builtPosts, inlineAuthors } = buildPosts(postEntries, tags, authors, files, problems);
  const pages = buildPages(pageEntries, files, problems);
  // Docs (docs.ts) per version with their sidebars (version-docs.ts, sidebar-config.ts), and
  // the cross-check of every body's file links (file-links.ts).
  const routeBases =
    routeBasesOf((sources.siteConfig?.data as { routes?: unknown } | undefined)?.routes) ?? DEFAULT_ROUTE_BASES;
  const docsVersions = buildDocsVersions(
    versions,
    docEntries,
    sources,
    { tags: new Set(tags.map((t) => t.slug)), ...files },
    { posts: builtPosts.map((b) => b.post), pages },
    options,
    problems,
    warnings,
  );
  checkPostTranslationsAgree(builtPosts, problems);
  // Reserved addresses (reserved-routes.ts): no doc below a locale's prefix, the blog or another base.
  checkReservedDocRoutes(
    versions.map((version, i) => ({ path: version.path, docs: docsVersions[i]!.docs })),
    routeBases,
    problems,
  );
  const drafts = [
    ...docsVersions.flatMap((v) => v.drafts),
    ...builtPosts.filter((b) => b.draft).map((b) => b.post.file),
  ].sort();

  if (problems.length > 0) throw new ContentValidationError(problems);

  const published = publishVersions(versions, docsVersions);
  const last = published.find((v) => v.isLast)!;
  const { posts, unlistedPosts } = publishPosts(builtPosts, options);
  pages.sort((a, b) => a.slug.localeCompare(b.slug));
  return {
    docs: last.docs,
    versions: published,
    posts: perLocale(posts, (p) => p.locale),
    unlistedPosts: perLocale(unlistedPosts, (p) => p.locale),
    pages: perLocale(pages, (p) => p.locale),
    tags,
    // authors.json's, then the inline ones of posts, in the order they first appear.
    authors: [...authors, ...inlineAuthors.values()],
    sidebar: last.sidebar,
    drafts,
    warnings,
    assets,
  };
}
