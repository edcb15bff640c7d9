/**
 * How a doc's file path becomes its id and its address, as Docusaurus does it: number
 * prefixes (`01-intro.mdx`, `2. Guides/`) order files and folders and are stripped from
 * ids and addresses; `index.mdx` stands for its folder; front-matter `id` replaces the
 * file name and `slug` the address.
 */

/** `01-intro` → prefix 1, name `intro`. Docusaurus' rule: digits, then separators, then a name. */
const NUMBER_PREFIX = /^(\d+)\s*[-_.]+\s*([^-_.\s].*)$/;
/** Left alone: `2024-11-05-post` and `1.2-notes` are dates and versions, not prefixes. */
const VERSION_LIKE = /^\d+[-_.]\d+/;

/** A file or folder name split into its number prefix and the rest. */
export interface PrefixedName {
  name: string;
  /** The number of a `01-` prefix, the item's default place among its siblings. */
  prefix?: number;
}

/**
 * @example splitNumberPrefix('01-intro') → { name: 'intro', prefix: 1 }
 * @example splitNumberPrefix('2024-11-05-news') → { name: '2024-11-05-news' }
 */
export function splitNumberPrefix(name: string): PrefixedName {
  if (VERSION_LIKE.test(name)) return { name };
  const match = NUMBER_PREFIX.exec(name);
  return match ? { name: match[2]!, prefix: Number(match[1]) } : { name };
}

/**
 * Whether a Markdown file below a kind's folder is a partial, no page (Docusaurus' default
 * `exclude`): a `_`-prefixed file or folder on the way (`_snippet.mdx`, `_shared/a.md`).
 * @example isPartial('guide/_snippet.mdx') === true
 */
export function isPartial(relPath: string): boolean {
  return relPath.split('/').some((part) => part.startsWith('_'));
}

/** Markdown files of the docs, blog and pages folders. */
export const MARKDOWN_EXTENSION = /\.mdx?$/;

/** Folder parts of a path below `docs/`, prefixes stripped: `01-guide/02-a.mdx` → `['guide']`. */
export function docDirParts(relPath: string): string[] {
  return relPath
    .split('/')
    .slice(0, -1)
    .map((part) => splitNumberPrefix(part).name);
}

/** Whether the file stands for its folder (`guide/index.mdx`, `guide/README.md`, `guide/guide.mdx`). */
export function isFolderIndex(relPath: string): boolean {
  const parts = relPath.split('/');
  const base = parts.at(-1)!.replace(MARKDOWN_EXTENSION, '');
  const folder = parts.length > 1 ? splitNumberPrefix(parts.at(-2)!).name : undefined;
  return /^(index|readme)$/i.test(base) || (folder !== undefined && splitNumberPrefix(base).name === folder);
}

/**
 * The doc id of a file: its folders and name without prefixes; a folder index takes its
 * folder's id; front-matter `id` replaces the last part.
 * @example docIdOf('01-guide/02-tabs.mdx') === 'guide/tabs'
 * @example docIdOf('guide/index.mdx') === 'guide'
 * @example docIdOf('guide/a.mdx', 'b') === 'guide/b'
 */
export function docIdOf(relPath: string, frontMatterId?: string): string {
  const dirs = docDirParts(relPath);
  if (frontMatterId !== undefined) return [...dirs, frontMatterId].join('/');
  if (isFolderIndex(relPath)) return dirs.join('/') || 'index';
  const base = relPath.split('/').at(-1)!.replace(MARKDOWN_EXTENSION, '');
  return [...dirs, splitNumberPrefix(base).name].join('/');
}

/**
 * The address of a doc below `/docs/`: its id, or front-matter `slug`, absolute from the
 * docs root when it starts with `/`, else beside the file's folder.
 * @example docSlugOf('guide/a.mdx', 'guide/a', '/start') === 'start'
 * @example docSlugOf('guide/a.mdx', 'guide/a', 'start') === 'guide/start'
 */
export function docSlugOf(relPath: string, id: string, frontMatterSlug?: string): string {
  if (frontMatterSlug === undefined) return id;
  const trimmed = frontMatterSlug.replace(/^\/+|\/+$/g, '');
  if (frontMatterSlug.startsWith('/')) return trimmed;
  return [...docDirParts(relPath), trimmed].filter((part) => part !== '').join('/');
}

/**
 * A post's date and address from its path, as Docusaurus reads them: a date in the file or
 * folder name (`2024-01-17-launch.md`, `2024-01-17-launch/index.md`, `2024/01/17/launch.md`)
 * is the post's day and, with `/` for `-`, the start of its address; the folders before the
 * date follow it.
 */
const DATED_POST = /^(.*)(\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(.*)$/;

/**
 * @example postNameParts('2024-11-05-hello/index.mdx') → { slug: '2024/11/05/hello', date: '2024-11-05' }
 * @example postNameParts('releases/2024-1-5-v2.md') → { slug: '2024/1/5/releases/v2', date: '2024-01-05' }
 * @example postNameParts('hello.mdx') → { slug: 'hello' }
 */
export function postNameParts(relPath: string): { slug: string; date?: string } {
  const key = relPath.replace(MARKDOWN_EXTENSION, '').replace(/(^|\/)index$/, '');
  const match = DATED_POST.exec(key);
  if (!match) return { slug: key };
  const [, folder, day, text] = match as unknown as [string, string, string, string];
  const [year, month, date] = day.split(/[-/]/) as [string, string, string];
  return {
    slug: [day.replace(/-/g, '/'), `${folder}${text}`].filter(Boolean).join('/'),
    date: `${year}-${month.padStart(2, '0')}-${date.padStart(2, '0')}`,
  };
}
