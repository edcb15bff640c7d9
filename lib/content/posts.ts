/** Blog posts: a parsed entry becomes a Post (authors, tags, date); translations must agree. */
import readingTime from 'reading-time';
import { DEFAULT_LOCALE } from '../i18n';
import { ContentError } from './errors';
import { descriptionOf, isRecord, reportProblem, type FieldContext } from './fields';
import { checkValue, readFrontMatter } from './front-matter';
import { day, firstRepeat } from './front-matter-schema';
import { resolveImage } from './front-matter-image';
import { postNameParts } from './doc-paths';
import { readDocusaurusAuthor, slugify } from './docusaurus-authors';
import { ctxOf, entryOrigin, entryText, imageFilesOf, type ParsedMdx, type SiteFiles } from './entries';
import type { Author, BuildOptions, Post, Tag } from './types';

/**
 * A post's `authors` as ids, as Docusaurus writes them: a list of ids, one id, inline
 * `{ name, title, url, image_url }` objects, or a mix. An inline author becomes an author
 * of the site (id: its name as a slug, a page of its own), shared by every post naming it.
 */
function readPostAuthors(
  ctx: FieldContext,
  list: readonly (string | Record<string, unknown>)[],
  authors: Map<string, Author>,
  inlineAuthors: Map<string, Author>,
  publicFileExists: (sitePath: string) => boolean,
): string[] {
  // An entry already reported (a nameless inline author) is left out, not reported twice.
  return list.flatMap((item, i) => {
    if (!isRecord(item)) return [item];
    if (typeof item.name !== 'string' || item.name.trim() === '')
      return reportProblem(ctx, `authors[${i}].name`, 'is missing', 'an inline author needs at least a name') ?? [];
    const id = slugify(item.name);
    if (authors.has(id))
      return (
        reportProblem(
          ctx,
          `authors[${i}]`,
          `inline author "${item.name}" has the id "${id}" of an author in content/authors.json`,
          `name that author by its id: authors: [${id}]`,
        ) ?? []
      );
    if (!inlineAuthors.has(id)) {
      const { name, title, links, localImage } = readDocusaurusAuthor(item, publicFileExists);
      inlineAuthors.set(id, { id, name, title, links, ...(localImage && { avatar: localImage }) });
    }
    return [id];
  });
}

/** A validated post and whether it is a draft. */
export interface BuiltPost {
  post: Post;
  draft: boolean;
}

export function buildPost(
  entry: ParsedMdx,
  tags: Map<string, Tag>,
  authors: Map<string, Author>,
  inlineAuthors: Map<string, Author>,
  files: SiteFiles,
  problems: ContentError[],
): BuiltPost | undefined {
  const { publicFileExists } = files;
  const ctx = ctxOf(entry.source.file, problems);
  const { data } = entry;
  const { fields, complete } = readFrontMatter('post', entry.source, data, problems);
  const description = descriptionOf(ctx, fields.description, entry);
  // The date in the front matter, else the one the file or folder name starts with (Docusaurus).
  const nameDate = postNameParts(entry.source.relPath).date;
  const date =
    data.date !== undefined
      ? fields.date
      : nameDate
        ? checkValue(day, nameDate, { file: entry.source.file }, 'date', problems)
        : reportProblem(ctx, 'date', 'is missing', 'write the day as YYYY-MM-DD');
  // Docusaurus needs neither authors nor tags; its older single `author` fields are an inline author.
  const legacyAuthor =
    data.authors === undefined && typeof data.author === 'string'
      ? { name: data.author, title: data.author_title, url: data.author_url, image_url: data.author_image_url }
      : undefined;
  const authorList = legacyAuthor ? [legacyAuthor] : (fields.authors ?? []);
  const postAuthors = readPostAuthors(ctx, authorList, authors, inlineAuthors, publicFileExists);
  const repeated = firstRepeat(postAuthors);
  if (repeated !== undefined) reportProblem(ctx, 'authors', `lists "${repeated}" twice`);
  for (const id of postAuthors) {
    if (!authors.has(id) && !inlineAuthors.has(id))
      reportProblem(
        ctx,
        'authors',
        `"${id}" is not an author`,
        `add it to content/authors.json or use one of: ${[...authors.keys()].join(', ')}`,
      );
  }
  for (const slug of fields.tags) {
    if (!tags.has(slug))
      reportProblem(
        ctx,
        'tags',
        `"${slug}" is not a tag`,
        `add it to content/tags.json or use one of: ${[...tags.keys()].join(', ')}`,
      );
  }
  // The feeds carry the whole post: an empty body is a feed field that cannot be filled.
  if (entry.body.trim() === '')
    reportProblem(ctx, 'body', 'is empty', 'the feeds carry the full post: write its text below the front matter');
  const image = resolveImage(ctx, fields.image, imageFilesOf(entry, files));
  if (!complete || description === undefined || !date) return undefined;
  const readingMinutes = Math.max(1, Math.round(readingTime(entry.body).minutes));
  const post: Post = {
    ...entryOrigin(entry),
    title: fields.title,
    description,
    date,
    authors: postAuthors,
    tags: fields.tags,
    readingMinutes,
    image,
    keywords: fields.keywords,
    hideTableOfContents: fields.hide_table_of_contents,
    unlisted: fields.unlisted,
    ...entryText(entry),
  };
  return { post, draft: fields.draft };
}

/** Translations of a post share its day, authors, tags and draft state, or its pages would disagree. */
export function checkPostTranslationsAgree(built: BuiltPost[], problems: ContentError[]): void {
  const posts = built.map(({ post, draft }) => ({ ...post, draft }));
  const original = new Map(posts.filter((p) => p.locale === DEFAULT_LOCALE).map((p) => [p.slug, p]));
  for (const post of posts) {
    const source = original.get(post.slug);
    if (!source || source.file === post.file) continue;
    for (const field of ['date', 'authors', 'tags', 'draft'] as const) {
      if (JSON.stringify(post[field]) !== JSON.stringify(source[field])) {
        problems.push(
          new ContentError(
            post.file,
            field,
            `differs from ${source.file}`,
            "a translation keeps the original post's value",
          ),
        );
      }
    }
  }
}

/** Every post built with its draft state; inline authors collected in the order they first appear. */
export function buildPosts(
  entries: ParsedMdx[],
  tags: readonly Tag[],
  authors: readonly Author[],
  files: SiteFiles,
  problems: ContentError[],
): { builtPosts: BuiltPost[]; inlineAuthors: Map<string, Author> } {
  const tagMap = new Map(tags.map((t) => [t.slug, t]));
  const authorMap = new Map(authors.map((a) => [a.id, a]));
  const inlineAuthors = new Map<string, Author>();
  const builtPosts = entries.flatMap((e): BuiltPost[] => {
    // `draft: true` keeps a post out of the export, the feeds and the counts.
    const built = buildPost(e, tagMap, authorMap, inlineAuthors, files, problems);
    return built ? [built] : [];
  });
  return { builtPosts, inlineAuthors };
}

/** The posts published (drafts left out unless asked for), listed ones newest first, and the unlisted ones. */
export function publishPosts(builtPosts: BuiltPost[], options: BuildOptions): { posts: Post[]; unlistedPosts: Post[] } {
  const publishedPosts = builtPosts.filter((b) => options.includeDrafts || !b.draft).map((b) => b.post);
  const posts = publishedPosts.filter((p) => !p.unlisted);
  const unlistedPosts = publishedPosts.filter((p) => p.unlisted);
  posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  return { posts, unlistedPosts };
}
