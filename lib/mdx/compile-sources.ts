/**
 * Every MDX compile a build's pages make, listed from the content model: each doc, post
 * and page body, and each listed post's excerpt (the blog list). The build compiles them
 * all before Next.js renders (scripts/precompile-mdx.ts), so every page reads its compile
 * back from the cache, in a clean build as in a warm one, and the two exports match byte
 * for byte. Pages build their sources with these same functions.
 */
import { buildExcerptSource, type ExcerptSource } from '../blog/excerpt';
import { siteFeedFormats, siteFeedItemLimit } from '../blog/feed-links';
import { feedPostSources } from '../blog/feed-model';
import type { ContentSet, Doc, Post } from '../content/types';
import { findCategoryLinkingTo } from '../docs/doc-cards';
import { contentOfVersion } from '../docs/version-view';
import { LOCALES } from '../i18n';
import { parseBody } from './body-lines';
import { excerptCacheKey, readCachedJson, storeCachedJson } from './compile-cache';
import type { FeedFormat } from '../urls';
import type { MdxSourceFile } from './index';

/**
 * The source of a post's excerpt: its body up to `{/* truncate *\/}` or its first paragraph,
 * read back from the build cache when the build has cut it already (compile-cache.ts).
 * @throws ContentError naming the file and line when the body is no valid MDX
 */
export function excerptSourceOf(post: Post): { source: MdxSourceFile; truncated: boolean } {
  const key = excerptCacheKey(post.body);
  const stored = readCachedJson(key);
  let excerpt: ExcerptSource;
  if (stored) excerpt = JSON.parse(stored) as ExcerptSource;
  else {
    // Parsed as it stands in its file, so that an error names the file's line; the cut is trimmed, so the
    // blank lines in place of the front matter never reach the excerpt.
    excerpt = parseBody(post, buildExcerptSource);
    storeCachedJson(key, JSON.stringify(excerpt));
  }
  return { source: { ...sourceOf(post), body: excerpt.body }, truncated: excerpt.truncated };
}

/** The source of a doc: a category's index doc may hold `<DocCardList />` (lib/docs/doc-cards.ts). */
export function docSourceOf(content: ContentSet, doc: Doc): MdxSourceFile {
  return {
    ...sourceOf(doc),
    // Docusaurus' `contentTitle` is the body's heading, which may differ from the front matter's title.
    ...(doc.contentTitle !== undefined && { title: doc.contentTitle }),
    ...(findCategoryLinkingTo(content, doc.id) && { docCardList: true }),
  };
}

/** Only what a compile (and its render's Docusaurus globals) reads of a doc, post or page. */
function sourceOf(entry: MdxSourceFile): MdxSourceFile {
  return {
    file: entry.file,
    locale: entry.locale,
    body: entry.body,
    bodyLineOffset: entry.bodyLineOffset,
    frontMatter: entry.frontMatter,
    title: entry.title,
    ...(entry.bodyDigest !== undefined && { bodyDigest: entry.bodyDigest }),
  };
}

/**
 * Every post a feed holds, whose HTML the feeds hold (lib/mdx/html.ts): each locale's newest
 * `feedOptions.limit` (lib/site-files.ts reads the same), none when the site builds no feed.
 * An older post's feed HTML would be compiled for no file.
 */
export function listFeedSources(
  content: ContentSet,
  formats: readonly FeedFormat[] = siteFeedFormats(),
  limit: number | undefined = siteFeedItemLimit(),
): MdxSourceFile[] {
  if (formats.length === 0) return [];
  return LOCALES.flatMap((locale) => feedPostSources(content, locale, limit).map(sourceOf));
}

/** The whole body of every doc, post and page of `content`: each page's own compile. */
export function listBodySources(content: ContentSet): MdxSourceFile[] {
  return LOCALES.flatMap((locale) => [
    ...content.versions.flatMap((version) => {
      const view = contentOfVersion(content, version);
      return view.docs[locale].map((doc) => docSourceOf(view, doc));
    }),
    ...content.posts[locale].map(sourceOf),
    ...content.unlistedPosts[locale].map(sourceOf),
    ...content.pages[locale].map(sourceOf),
  ]);
}

/** Every compile the pages of `content` make: the bodies, and the listed posts' excerpts. */
export function listCompileSources(content: ContentSet): MdxSourceFile[] {
  return [
    ...listBodySources(content),
    ...LOCALES.flatMap((locale) => content.posts[locale].map((post) => excerptSourceOf(post).source)),
  ];
}
