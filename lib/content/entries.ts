/**
 * Entry parsing: an MDX file of `content/` becomes a ParsedMdx (front matter, body, key),
 * shared by docs, posts and pages.
 */
import matter from 'gray-matter';
import { rewriteDocusaurusSyntax } from '../mdx/docusaurus-syntax';
import { LOCALES, type Locale } from '../i18n';
import { ContentError } from './errors';
import { reportProblem, type FieldContext } from './fields';
import type { ImageFiles } from './front-matter-image';
import type { ContentAssets } from './assets';
import { docIdOf, isPartial, MARKDOWN_EXTENSION, postNameParts } from './doc-paths';
import { checkValue, unknownFieldWarnings } from './front-matter';
import { frontMatterFieldLine } from './front-matter-block';
import { docFrontMatter, postFrontMatter, type FrontMatterKind } from './front-matter-schema';
import type { MdxSource } from './sources';
import type { TranslationInfo } from './types';

/** Tag slugs, author ids and page slugs: lowercase words joined by `-`. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/**
 * Doc ids and addresses, post slugs: what can be a URL path as it is, as Docusaurus keeps it
 * (case, `_`, `.`, `~`: `/docs/Some_Folder/FAQ`, `api/docusaurus.config.js`), `/` between
 * folders; never a `.` or `..` segment, a space or a character a URL must escape.
 */
const URL_SEGMENT = String.raw`(?!\.\.?(?:/|$))[A-Za-z0-9_~+@.-]+`;
export const DOC_ID_PATTERN = new RegExp(`^${URL_SEGMENT}(?:/${URL_SEGMENT})*$`);

/** First path segments that belong to the site's own routes, so no page may take them. */
const RESERVED_PAGE_SLUGS = new Set(['docs', 'blog', ...LOCALES]);

export interface ParsedMdx {
  source: MdxSource;
  /** Doc id, post slug or page slug. */
  key: string;
  data: Record<string, unknown>;
  body: string;
  bodyLineOffset: number;
  /** The text of the body's leading `# heading`, which left the body: Docusaurus' `contentTitle`. */
  contentTitle?: string;
  /** Freshness against the default-locale source (translations only). */
  translation?: TranslationInfo;
}

export function ctxOf(file: string, problems: ContentError[]): FieldContext {
  return { file, problems };
}

/** The id a file gets from its path: `api/users.mdx` → `api/users`, `foo/index.mdx` → `foo`. */
export function relPathToKey(relPath: string): string {
  return relPath.replace(MARKDOWN_EXTENSION, '').replace(/(^|\/)index$/, '');
}

/**
 * The key pairing a file with its translations: a doc's id (number prefixes stripped,
 * front-matter `id`), a post's `slug`, else the path. Shared with the translations report.
 */
export function entryKeyOf(source: Pick<MdxSource, 'kind' | 'relPath'>, data: Record<string, unknown>): string {
  if (source.kind === 'docs') return docIdOf(source.relPath, typeof data.id === 'string' ? data.id.trim() : undefined);
  if (source.kind === 'blog')
    return typeof data.slug === 'string'
      ? data.slug.trim().replace(/^\/+|\/+$/g, '')
      : postNameParts(source.relPath).slug;
  return relPathToKey(source.relPath);
}

/**
 * The front matter's fields and the body of a Markdown file, as the build and the
 * translation report read them.
 * @throws the YAML parser's error when the front matter is no valid YAML
 */
export function parseFrontMatter(text: string): { data: Record<string, unknown>; content: string } {
  // An empty options object keeps gray-matter from caching by content across files. A
  // byte-order mark before the front matter would hide it.
  const { data, content } = matter(text.replace(/^\uFEFF/, ''), {});
  return { data: data as Record<string, unknown>, content };
}

export function parseMdx(source: MdxSource, problems: ContentError[]): ParsedMdx | undefined {
  let parsed: ReturnType<typeof parseFrontMatter>;
  try {
    parsed = parseFrontMatter(source.text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return reportProblem(ctxOf(source.file, problems), 'front matter', `is not valid YAML: ${reason}`);
  }
  const { data } = parsed;
  // The key comes from a doc's `id` or a post's `slug`: checked first, by their schema.
  const keyField = source.kind === 'docs' ? 'id' : 'slug';
  const keySchema = source.kind === 'docs' ? docFrontMatter.shape.id : postFrontMatter.shape.slug;
  if (
    source.kind !== 'pages' &&
    data[keyField] !== undefined &&
    checkValue(keySchema, data[keyField], source, keyField, problems) === undefined
  )
    return undefined;
  const key = entryKeyOf(source, data);
  const pattern = source.kind === 'pages' ? SLUG_PATTERN : DOC_ID_PATTERN;
  if (!pattern.test(key)) {
    return reportProblem(
      ctxOf(source.file, problems),
      source.kind === 'blog' ? 'slug' : 'file name',
      `"${key}" cannot be a URL path as it is`,
      source.kind === 'pages'
        ? 'use lowercase letters, digits and dashes'
        : 'use letters, digits, "-", "_", "." or "~" (no spaces), folders joined by "/"',
    );
  }
  if (source.kind === 'pages' && RESERVED_PAGE_SLUGS.has(key)) {
    return reportProblem(
      ctxOf(source.file, problems),
      'file name',
      `"${key}" is a route of the site itself`,
      'choose another file name',
    );
  }
  const bodyLineOffset = source.text.slice(0, source.text.length - parsed.content.length).split('\n').length - 1;
  // Docusaurus habits MDX cannot parse (`:::tip Title`, `## Title {#id}`), in MDX form, lines kept.
  const body = rewriteDocusaurusSyntax(parsed.content);
  // Without `title`, a leading `# Heading` is the title, as in Docusaurus (the page renders it once).
  const heading = leadingTitleHeading(body);
  if (heading && data.title === undefined)
    return {
      source,
      key,
      data: { ...data, title: heading.title },
      body: heading.body,
      bodyLineOffset,
      contentTitle: heading.title,
    };
  // With `title` too, Docusaurus shows one heading, the body's (a doc's page renders it as its h1).
  if (heading) return { source, key, data, body: heading.body, bodyLineOffset, contentTitle: heading.title };
  // Without either, Docusaurus titles a page by its file name (number prefix and date stripped).
  if (data.title === undefined)
    return { source, key, data: { ...data, title: key.split('/').at(-1) }, body, bodyLineOffset };
  return { source, key, data, body, bodyLineOffset };
}

/**
 * The text of a `# Heading` that comes first in a body (after imports and blank lines),
 * and the body with that line blanked, so line numbers hold.
 * @example leadingTitleHeading('\n# Tabs\n\nText.') → { title: 'Tabs', body: '\n\n\nText.' }
 */
export function leadingTitleHeading(body: string): { title: string; body: string } | undefined {
  const lines = body.split('\n');
  const index = lines.findIndex((line) => line.trim() !== '' && !/^(import|export)\s/.test(line));
  const match = index === -1 ? null : /^#\s+(.+?)\s*#*\s*$/.exec(lines[index]!);
  if (!match) return undefined;
  lines[index] = '';
  return { title: match[1]!.replace(/\s*\{\/\*\s*#[\w-]+\s*\*\/\}$/, ''), body: lines.join('\n') };
}

/** Keeps the first file of each key per locale and kind; reports the others as duplicates. */
export function dropDuplicates(entries: ParsedMdx[], problems: ContentError[]): ParsedMdx[] {
  const seen = new Map<string, ParsedMdx>();
  for (const entry of entries) {
    const id = `${entry.source.kind}:${entry.source.version ?? ''}:${entry.source.locale}:${entry.key}`;
    const first = seen.get(id);
    if (first) {
      problems.push(
        new ContentError(
          entry.source.file,
          entry.source.kind === 'docs' ? 'id' : 'slug',
          `"${entry.key}" is already used by ${first.source.file}`,
          'each doc id and post or page slug must be unique',
        ),
      );
    } else {
      seen.set(id, entry);
    }
  }
  return [...seen.values()];
}

/** The files a front-matter `image` may name: public/ and the files beside content. */
export interface SiteFiles {
  publicFileExists: (sitePath: string) => boolean;
  assets: ContentAssets;
}

/** Where an entry's `image` is looked for: relative paths start from its file. */
export function imageFilesOf(entry: ParsedMdx, files: SiteFiles): ImageFiles {
  return { ...files, from: entry.source.file, line: frontMatterFieldLine(entry.source.text, 'image') };
}

/** Where a post or page comes from: its key as its slug, its locale and file. */
export function entryOrigin(entry: ParsedMdx): { slug: string; locale: Locale; file: string } {
  return { slug: entry.key, locale: entry.source.locale, file: entry.source.file };
}

/** An entry's body, front matter and translation state, as every kind keeps them. */
export function entryText(entry: ParsedMdx) {
  return {
    body: entry.body,
    bodyLineOffset: entry.bodyLineOffset,
    frontMatter: entry.data,
    translation: entry.translation,
  };
}

/** Every MDX file parsed, partials left out; a field no kind knows is a warning. */
export function parseEntries(mdx: readonly MdxSource[], problems: ContentError[], warnings: string[]): ParsedMdx[] {
  // Partials are no pages: the MDX that imports them carries them.
  const parsed = mdx
    .filter((s) => s.kind === 'pages' || !isPartial(s.relPath))
    .map((s) => parseMdx(s, problems))
    .filter((p): p is ParsedMdx => p !== undefined);
  for (const entry of parsed)
    warnings.push(...unknownFieldWarnings(frontMatterKindOf(entry), entry.source.file, entry.data));
  return parsed;
}

/** Which front-matter schema an entry's fields follow. */
export function frontMatterKindOf(entry: ParsedMdx): FrontMatterKind {
  return entry.source.kind === 'docs' ? 'doc' : entry.source.kind === 'blog' ? 'post' : 'page';
}

/** Items grouped by locale, every locale present. */
export function perLocale<T>(items: T[], localeOf: (item: T) => Locale): Record<Locale, T[]> {
  const result = Object.fromEntries(LOCALES.map((l) => [l, [] as T[]])) as Record<Locale, T[]>;
  for (const item of items) result[localeOf(item)].push(item);
  return result;
}
