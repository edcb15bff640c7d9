/**
 * Turns the raw files of `content/` into one validated ContentSet, or throws a
 * ContentValidationError listing every problem with its file and field.
 * Pure: all file reading happens in sources.ts.
 */
import { rewriteDocusaurusSyntax } from '../mdx/docusaurus-syntax';
import matter from 'gray-matter';
import readingTime from 'reading-time';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n';
import { ContentError, ContentValidationError } from './errors';
import {
  isRecord,
  parseDay,
  parseLocalized,
  parseOptionalString,
  parseDescription,
  parseRequiredString,
  parseStringList,
  reportProblem,
  type FieldContext,
} from './fields';
import type { ContentSources, MdxKind, MdxSource } from './sources';
import { parseTranslationInfo, type TranslationSource } from './translation-field';
import type { Author, AuthorLink, ContentSet, Doc, Page, Post, SidebarItemConfig, Tag, TranslationInfo } from './types';

/** Slugs and ids: lowercase words joined by `-`, with `/` between doc folders. */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DOC_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

/** First path segments that belong to the site's own routes, so no page may take them. */
const RESERVED_PAGE_SLUGS = new Set(['docs', 'blog', ...LOCALES]);

interface ParsedMdx {
  source: MdxSource;
  /** Doc id, post slug or page slug. */
  key: string;
  data: Record<string, unknown>;
  body: string;
  bodyLineOffset: number;
  /** Freshness against the default-locale source (translations only). */
  translation?: TranslationInfo;
}

function ctxOf(file: string, problems: ContentError[]): FieldContext {
  return { file, problems };
}

/** The id a file gets from its path: `api/users.mdx` → `api/users`, `foo/index.mdx` → `foo`. */
export function relPathToKey(relPath: string): string {
  return relPath.replace(/\.mdx$/, '').replace(/(^|\/)index$/, '');
}

function parseMdx(source: MdxSource, problems: ContentError[]): ParsedMdx | undefined {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // An empty options object keeps gray-matter from caching by content across files.
    parsed = matter(source.text, {});
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return reportProblem(ctxOf(source.file, problems), 'front matter', `is not valid YAML: ${reason}`);
  }
  const data = parsed.data as Record<string, unknown>;
  let key = relPathToKey(source.relPath);
  if (source.kind === 'blog' && data.slug !== undefined) {
    key = parseRequiredString(ctxOf(source.file, problems), data, 'slug') ?? key;
  }
  const pattern = source.kind === 'docs' ? DOC_ID_PATTERN : SLUG_PATTERN;
  if (!pattern.test(key)) {
    return reportProblem(ctxOf(source.file, problems), source.kind === 'blog' ? 'slug' : 'file name', `"${key}" is not a valid slug`, 'use lowercase letters, digits and dashes');
  }
  if (source.kind === 'pages' && RESERVED_PAGE_SLUGS.has(key)) {
    return reportProblem(ctxOf(source.file, problems), 'file name', `"${key}" is a route of the site itself`, 'choose another file name');
  }
  const bodyLineOffset = source.text.slice(0, source.text.length - parsed.content.length).split('\n').length - 1;
  // Docusaurus habits MDX cannot parse (`:::tip Title`, `## Title {#id}`), in MDX form, lines kept.
  return { source, key, data, body: rewriteDocusaurusSyntax(parsed.content), bodyLineOffset };
}

/** Keeps the first file of each key per locale and kind; reports the others as duplicates. */
function dropDuplicates(entries: ParsedMdx[], problems: ContentError[]): ParsedMdx[] {
  const seen = new Map<string, ParsedMdx>();
  for (const entry of entries) {
    const id = `${entry.source.kind}:${entry.source.locale}:${entry.key}`;
    const first = seen.get(id);
    if (first) {
      problems.push(new ContentError(entry.source.file, entry.source.kind === 'docs' ? 'id' : 'slug', `"${entry.key}" is already used by ${first.source.file}`, 'each doc id and post or page slug must be unique'));
    } else {
      seen.set(id, entry);
    }
  }
  return [...seen.values()];
}

/** Every entry must exist in every locale: a missing translation names the file that has one. */
function checkTranslations(entries: ParsedMdx[], kind: MdxKind, problems: ContentError[]): void {
  const byKey = new Map<string, Map<Locale, ParsedMdx>>();
  for (const entry of entries) {
    const perLocale = byKey.get(entry.key) ?? new Map<Locale, ParsedMdx>();
    perLocale.set(entry.source.locale, entry);
    byKey.set(entry.key, perLocale);
  }
  for (const [key, perLocale] of byKey) {
    const existing = perLocale.get(DEFAULT_LOCALE) ?? [...perLocale.values()][0]!;
    for (const locale of LOCALES) {
      if (!perLocale.has(locale)) {
        problems.push(new ContentError(existing.source.file, 'translation', `${kind} "${key}" has no "${locale}" version`, `add content/${locale}/${kind}/${existing.source.relPath}`));
      }
    }
  }
}

/** Sets each entry's `translation` from its `translationOf` and its default-locale source. */
function addTranslationInfo(entries: ParsedMdx[], problems: ContentError[]): void {
  const sources = new Map<string, TranslationSource>(entries.filter((e) => e.source.locale === DEFAULT_LOCALE).map((e) => [e.key, e.source]));
  for (const entry of entries) {
    entry.translation = parseTranslationInfo(ctxOf(entry.source.file, problems), entry.data, entry.source.locale, sources.get(entry.key));
  }
}

function buildDoc(entry: ParsedMdx, problems: ContentError[]): Doc | undefined {
  const ctx = ctxOf(entry.source.file, problems);
  const title = parseRequiredString(ctx, entry.data, 'title');
  const description = parseDescription(ctx, entry.data, entry.body);
  const sidebarLabel = parseOptionalString(ctx, entry.data, 'sidebar_label');
  if (title === undefined || description === undefined) return undefined;
  return { id: entry.key, locale: entry.source.locale, file: entry.source.file, title, description, sidebarLabel: sidebarLabel ?? title, body: entry.body, bodyLineOffset: entry.bodyLineOffset, translation: entry.translation };
}

function buildPage(entry: ParsedMdx, problems: ContentError[]): Page | undefined {
  const ctx = ctxOf(entry.source.file, problems);
  const title = parseRequiredString(ctx, entry.data, 'title');
  const description = parseDescription(ctx, entry.data, entry.body);
  if (title === undefined || description === undefined) return undefined;
  return { slug: entry.key, locale: entry.source.locale, file: entry.source.file, title, description, body: entry.body, bodyLineOffset: entry.bodyLineOffset, translation: entry.translation };
}

function buildPost(entry: ParsedMdx, tags: Map<string, Tag>, authors: Map<string, Author>, problems: ContentError[]): Post | undefined {
  const ctx = ctxOf(entry.source.file, problems);
  const title = parseRequiredString(ctx, entry.data, 'title');
  const description = parseDescription(ctx, entry.data, entry.body);
  const date = parseDay(ctx, entry.data, 'date');
  const postAuthors = parseStringList(ctx, entry.data, 'authors');
  const postTags = parseStringList(ctx, entry.data, 'tags');
  for (const id of postAuthors ?? []) {
    if (!authors.has(id)) reportProblem(ctx, 'authors', `"${id}" is not an author`, `add it to content/authors.json or use one of: ${[...authors.keys()].join(', ')}`);
  }
  for (const slug of postTags ?? []) {
    if (!tags.has(slug)) reportProblem(ctx, 'tags', `"${slug}" is not a tag`, `add it to content/tags.json or use one of: ${[...tags.keys()].join(', ')}`);
  }
  // The feeds carry the whole post: an empty body is a feed field that cannot be filled.
  if (entry.body.trim() === '') reportProblem(ctx, 'body', 'is empty', 'the feeds carry the full post: write its text below the front matter');
  if (!title || !description || !date || !postAuthors || !postTags) return undefined;
  const readingMinutes = Math.max(1, Math.round(readingTime(entry.body).minutes));
  return { slug: entry.key, locale: entry.source.locale, file: entry.source.file, title, description, date, authors: postAuthors, tags: postTags, readingMinutes, body: entry.body, bodyLineOffset: entry.bodyLineOffset, translation: entry.translation };
}

/**
 * `draft: true` keeps a post out of the export, the feeds and the counts.
 * @example parseDraft(ctx, { draft: true }) === true
 */
function parseDraft(ctx: FieldContext, data: Record<string, unknown>): boolean {
  const value = data.draft;
  if (value === undefined || typeof value === 'boolean') return value === true;
  reportProblem(ctx, 'draft', `must be true or false, got ${JSON.stringify(value)}`, 'write `draft: true` or remove the field');
  return false;
}

/** A validated post and whether it is a draft. */
interface BuiltPost {
  post: Post;
  draft: boolean;
}

/** Translations of a post share its day, authors, tags and draft state, or its pages would disagree. */
function checkPostTranslationsAgree(built: BuiltPost[], problems: ContentError[]): void {
  const posts = built.map(({ post, draft }) => ({ ...post, draft }));
  const original = new Map(posts.filter((p) => p.locale === DEFAULT_LOCALE).map((p) => [p.slug, p]));
  for (const post of posts) {
    const source = original.get(post.slug);
    if (!source || source.file === post.file) continue;
    for (const field of ['date', 'authors', 'tags', 'draft'] as const) {
      if (JSON.stringify(post[field]) !== JSON.stringify(source[field])) {
        problems.push(new ContentError(post.file, field, `differs from ${source.file}`, 'a translation keeps the original post\'s value'));
      }
    }
  }
}

function buildTags(json: ContentSources['tags'], problems: ContentError[]): Tag[] {
  const ctx = ctxOf(json.file, problems);
  if (!isRecord(json.data)) return json.data === undefined ? [] : (reportProblem(ctx, 'file', 'must be an object keyed by tag slug') ?? []);
  const tags: Tag[] = [];
  for (const [slug, value] of Object.entries(json.data)) {
    if (!SLUG_PATTERN.test(slug)) { reportProblem(ctx, slug, 'is not a valid tag slug', 'use lowercase letters, digits and dashes'); continue; }
    if (!isRecord(value)) { reportProblem(ctx, slug, 'must be an object with label and description'); continue; }
    const label = parseLocalized(ctx, value.label, `${slug}.label`);
    const description = parseLocalized(ctx, value.description, `${slug}.description`);
    if (label && description) tags.push({ slug, label, description });
  }
  return tags;
}

function buildAuthorLinks(ctx: FieldContext, id: string, value: unknown): AuthorLink[] | undefined {
  if (!Array.isArray(value)) return reportProblem(ctx, `${id}.links`, 'must be a list of { label, url }');
  const links: AuthorLink[] = [];
  for (const [i, link] of value.entries()) {
    const field = `${id}.links[${i}]`;
    if (!isRecord(link) || typeof link.label !== 'string' || typeof link.url !== 'string' || !/^(https:\/\/|mailto:)/.test(link.url)) {
      return reportProblem(ctx, field, 'must be { "label": text, "url": an https: or mailto: address }');
    }
    links.push({ label: link.label, url: link.url });
  }
  return links;
}

function buildAuthors(json: ContentSources['authors'], publicFileExists: (p: string) => boolean, problems: ContentError[]): Author[] {
  const ctx = ctxOf(json.file, problems);
  if (!isRecord(json.data)) return json.data === undefined ? [] : (reportProblem(ctx, 'file', 'must be an object keyed by author id') ?? []);
  const authors: Author[] = [];
  for (const [id, value] of Object.entries(json.data)) {
    if (!SLUG_PATTERN.test(id)) { reportProblem(ctx, id, 'is not a valid author id', 'use lowercase letters, digits and dashes'); continue; }
    if (!isRecord(value)) { reportProblem(ctx, id, 'must be an object with name, title, avatar and links'); continue; }
    const name = typeof value.name === 'string' && value.name.trim() ? value.name.trim() : reportProblem(ctx, `${id}.name`, 'is missing or empty');
    const title = parseLocalized(ctx, value.title, `${id}.title`);
    const avatar = typeof value.avatar === 'string' && value.avatar.startsWith('/')
      ? value.avatar
      : reportProblem(ctx, `${id}.avatar`, value.avatar === undefined ? 'is missing' : 'is not a site path', 'give the site path of an image in public/, such as /img/authors/name.svg');
    if (avatar && !publicFileExists(avatar)) reportProblem(ctx, `${id}.avatar`, `public${avatar} does not exist`);
    const links = buildAuthorLinks(ctx, id, value.links ?? []);
    if (name && title && avatar && links) authors.push({ id, name, title, avatar, links });
  }
  return authors;
}

function buildSidebarItems(ctx: FieldContext, value: unknown, field: string): SidebarItemConfig[] {
  if (!Array.isArray(value)) return reportProblem(ctx, field, 'must be a list of doc ids and categories') ?? [];
  const items: SidebarItemConfig[] = [];
  for (const [i, item] of value.entries()) {
    const itemField = `${field}[${i}]`;
    if (typeof item === 'string') {
      items.push({ type: 'doc', id: item });
    } else if (isRecord(item) && item.type === 'category' && typeof item.id === 'string') {
      const label = parseLocalized(ctx, item.label, `${itemField}.label`);
      const children = buildSidebarItems(ctx, item.items, `${itemField}.items`);
      if (children.length === 0) reportProblem(ctx, `${itemField}.items`, 'a category needs at least one doc');
      if (label) items.push({ type: 'category', id: item.id, label, items: children });
    } else {
      reportProblem(ctx, itemField, 'must be a doc id or { "type": "category", "id", "label", "items" }');
    }
  }
  return items;
}

/** Doc ids of a sidebar, depth first: the reading order of the docs. */
export function sidebarDocIds(items: readonly SidebarItemConfig[]): string[] {
  return items.flatMap((item) => (item.type === 'doc' ? [item.id] : sidebarDocIds(item.items)));
}

/** Every sidebar id names a doc, once; every doc is in the sidebar. */
function checkSidebar(file: string, ids: string[], docIds: Set<string>, docFiles: Map<string, string>, problems: ContentError[]): void {
  const ctx = ctxOf(file, problems);
  const listed = new Set<string>();
  for (const id of ids) {
    if (listed.has(id)) reportProblem(ctx, 'items', `lists doc "${id}" twice`);
    listed.add(id);
    if (!docIds.has(id)) reportProblem(ctx, 'items', `"${id}" is not a doc`, `create content/${DEFAULT_LOCALE}/docs/${id}.mdx or remove the entry`);
  }
  for (const id of docIds) {
    if (!listed.has(id)) problems.push(new ContentError(docFiles.get(id) ?? file, 'sidebar', `doc "${id}" is not in ${file}`, 'add its id where it belongs in the reading order'));
  }
}

function perLocale<T>(items: T[], localeOf: (item: T) => Locale): Record<Locale, T[]> {
  const result = Object.fromEntries(LOCALES.map((l) => [l, [] as T[]])) as Record<Locale, T[]>;
  for (const item of items) result[localeOf(item)].push(item);
  return result;
}

/**
 * Validates and cross-checks every content file.
 * @throws ContentValidationError listing every problem, each naming its file and field.
 */
export function buildContentSet(sources: ContentSources): ContentSet {
  const problems: ContentError[] = [...sources.problems];
  const tags = buildTags(sources.tags, problems);
  const authors = buildAuthors(sources.authors, sources.publicFileExists, problems);
  const sidebarCtx = ctxOf(sources.sidebar.file, problems);
  const sidebar = isRecord(sources.sidebar.data)
    ? buildSidebarItems(sidebarCtx, sources.sidebar.data.items, 'items')
    : (sources.sidebar.data === undefined ? [] : (reportProblem(sidebarCtx, 'file', 'must be { "items": [...] }') ?? []));

  const parsed = sources.mdx.map((s) => parseMdx(s, problems)).filter((p): p is ParsedMdx => p !== undefined);
  const ofKind = (kind: MdxKind) => dropDuplicates(parsed.filter((p) => p.source.kind === kind), problems);
  const docEntries = ofKind('docs');
  const postEntries = ofKind('blog');
  const pageEntries = ofKind('pages');
  checkTranslations(docEntries, 'docs', problems);
  checkTranslations(postEntries, 'blog', problems);
  checkTranslations(pageEntries, 'pages', problems);
  for (const entries of [docEntries, postEntries, pageEntries]) addTranslationInfo(entries, problems);

  const tagMap = new Map(tags.map((t) => [t.slug, t]));
  const authorMap = new Map(authors.map((a) => [a.id, a]));
  const docs = docEntries.map((e) => buildDoc(e, problems)).filter((d): d is Doc => d !== undefined);
  const builtPosts = postEntries.flatMap((e): BuiltPost[] => {
    const draft = parseDraft(ctxOf(e.source.file, problems), e.data);
    const post = buildPost(e, tagMap, authorMap, problems);
    return post ? [{ post, draft }] : [];
  });
  const posts = builtPosts.filter((b) => !b.draft).map((b) => b.post);
  const drafts = builtPosts.filter((b) => b.draft).map((b) => b.post.file).sort();
  const pages = pageEntries.map((e) => buildPage(e, problems)).filter((p): p is Page => p !== undefined);
  checkPostTranslationsAgree(builtPosts, problems);

  const order = sidebarDocIds(sidebar);
  const defaultDocs = docEntries.filter((e) => e.source.locale === DEFAULT_LOCALE);
  checkSidebar(sources.sidebar.file, order, new Set(defaultDocs.map((e) => e.key)), new Map(defaultDocs.map((e) => [e.key, e.source.file])), problems);

  if (problems.length > 0) throw new ContentValidationError(problems);

  const rank = new Map(order.map((id, i) => [id, i]));
  docs.sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
  posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  pages.sort((a, b) => a.slug.localeCompare(b.slug));
  return {
    docs: perLocale(docs, (d) => d.locale),
    posts: perLocale(posts, (p) => p.locale),
    pages: perLocale(pages, (p) => p.locale),
    tags,
    authors,
    sidebar,
    drafts,
  };
}
