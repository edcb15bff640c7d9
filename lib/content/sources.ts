/**
 * Reading `content/` from disk: the only file I/O of the content model.
 * It lists files and reads them as text; lib/content/build.ts validates them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isLocale, type Locale } from '../i18n';
import matter from 'gray-matter';
import { ContentError } from './errors';
import { assetFileName } from './assets';
import { MARKDOWN_EXTENSION } from './doc-paths';

/** The kinds of MDX the site renders, by folder below `content/{locale}/`. */
export const MDX_KINDS = ['docs', 'blog', 'pages'] as const;
export type MdxKind = (typeof MDX_KINDS)[number];

/** One MDX file, unparsed. */
export interface MdxSource {
  /** Path relative to the working directory, for messages. */
  file: string;
  locale: Locale;
  kind: MdxKind;
  /** Path below the kind's folder, with `/` separators (`api/users.mdx`). */
  relPath: string;
  text: string;
}

/** A file beside the MDX (an image, a download), published under `/assets/` (lib/content/assets.ts). */
export interface AssetSource {
  /** Path relative to the working directory (`content/es/docs/img/a.png`), as MdxSource's `file`. */
  file: string;
  /** The name it is published under (`a-1a2b3c4d.png`). */
  name: string;
}

/** A JSON file of `content/`, parsed but not validated. */
export interface JsonSource {
  file: string;
  data: unknown;
}

/** A `_category_.json` or `_category_.yml` of a docs folder, parsed but not validated. */
export interface CategorySource extends JsonSource {
  locale: Locale;
  /** The folder below `docs/`, as on disk (`02-guides/tabs`), '' for the docs root. */
  dirRelPath: string;
}

/** Names a docs folder's category file may have (Docusaurus' `_category_` files). */
const CATEGORY_FILE = /^_category_\.(json|ya?ml)$/;

/** The raw files of a content folder. */
export interface ContentSources {
  mdx: MdxSource[];
  categories: CategorySource[];
  /** Files beside the MDX of docs, blog and pages. */
  assets: AssetSource[];
  tags: JsonSource;
  authors: JsonSource;
  sidebar: JsonSource;
  /** Problems found while reading (stray files, unreadable JSON). */
  problems: ContentError[];
  /** Whether a site path such as `/img/a.svg` is a file of `public/`. */
  publicFileExists: (sitePath: string) => boolean;
}

/** Files allowed at the top of `content/` besides the locale folders. */
const ROOT_FILES = new Set(['tags.json', 'authors.json', 'sidebar.json']);

function displayPath(file: string): string {
  return path.relative(process.cwd(), file).split(path.sep).join('/');
}

function readJson(file: string, problems: ContentError[]): JsonSource {
  const shown = displayPath(file);
  try {
    return { file: shown, data: JSON.parse(fs.readFileSync(file, 'utf8')) as unknown };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    problems.push(new ContentError(shown, 'file', `cannot be read as JSON: ${reason}`));
    return { file: shown, data: undefined };
  }
}

/** A category file: JSON, or YAML read by gray-matter's parser (one YAML reader in the project). */
function readCategory(file: string, problems: ContentError[]): unknown {
  const text = fs.readFileSync(file, 'utf8');
  try {
    return file.endsWith('.json') ? (JSON.parse(text) as unknown) : matter(`---\n${text}\n---\n`, {}).data;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    problems.push(new ContentError(displayPath(file), 'file', `cannot be read: ${reason}`));
    return undefined;
  }
}

function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * A key that changes whenever a file below `root` or `publicDir` is added, removed or saved
 * (each file's path, size and modification time in nanoseconds). Reading it stats the files
 * and reads none: in development it tells whether the validated content is still current.
 */
export function readContentFingerprint(root: string, publicDir = 'public'): string {
  return [root, publicDir]
    .filter((dir) => fs.existsSync(dir))
    .flatMap(listFiles)
    .map((file) => {
      const stat = fs.statSync(file, { bigint: true });
      return `${file} ${stat.size} ${stat.mtimeNs}`;
    })
    .join('\n');
}

/** Reads every content file below `root` (default `content/`) and `publicDir`. */
export function readContentSources(root: string, publicDir = 'public'): ContentSources {
  const problems: ContentError[] = [];
  const mdx: MdxSource[] = [];
  const categories: CategorySource[] = [];
  const assets: AssetSource[] = [];
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    const full = path.join(root, entry.name);
    if (entry.isFile()) {
      if (!ROOT_FILES.has(entry.name) && !entry.name.endsWith('.md')) {
        problems.push(new ContentError(displayPath(full), 'file', 'is not a content file', `content/ holds ${[...ROOT_FILES].join(', ')}, notes (*.md) and one folder per locale`));
      }
      continue;
    }
    if (!isLocale(entry.name)) {
      problems.push(new ContentError(displayPath(full), 'folder', `"${entry.name}" is not a locale of the site`, 'see LOCALES in lib/i18n.ts'));
      continue;
    }
    const locale = entry.name;
    for (const file of listFiles(full)) {
      const [kind, ...rest] = path.relative(full, file).split(path.sep);
      const shown = displayPath(file);
      if (!(MDX_KINDS as readonly string[]).includes(kind ?? '') || rest.length === 0) {
        problems.push(new ContentError(shown, 'file', `is outside ${MDX_KINDS.map((k) => `${k}/`).join(', ')}`));
      } else if (kind === 'docs' && CATEGORY_FILE.test(rest.at(-1)!)) {
        categories.push({ file: shown, locale, dirRelPath: rest.slice(0, -1).join('/'), data: readCategory(file, problems) });
      } else if (rest.at(-1)!.startsWith('.')) {
        problems.push(new ContentError(shown, 'file', 'is a hidden file', 'remove it: a file beside the content is published, a hidden one never is'));
      } else if (!MARKDOWN_EXTENSION.test(file)) {
        assets.push({ file: shown, name: assetFileName(path.basename(file), fs.readFileSync(file)) });
      } else {
        mdx.push({ file: shown, locale, kind: kind as MdxKind, relPath: rest.join('/'), text: fs.readFileSync(file, 'utf8') });
      }
    }
  }
  return {
    mdx,
    categories,
    assets,
    tags: readJson(path.join(root, 'tags.json'), problems),
    authors: readJson(path.join(root, 'authors.json'), problems),
    // Without sidebar.json the docs folders are the sidebar (Docusaurus' autogenerated one).
    sidebar: fs.existsSync(path.join(root, 'sidebar.json')) ? readJson(path.join(root, 'sidebar.json'), problems) : { file: displayPath(path.join(root, 'sidebar.json')), data: undefined },
    problems,
    publicFileExists: (sitePath) => fs.existsSync(path.join(publicDir, sitePath)),
  };
}
