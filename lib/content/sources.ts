/**
 * Reading `content/` from disk: the only file I/O of the content model.
 * It lists files and reads them as text; lib/content/build.ts validates them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isLocale, type Locale } from '../i18n';
import { parse as parseYaml } from 'yaml';
import { ContentError, ContentValidationError } from './errors';
import { parseSiteConfig } from '../site-config/validate';
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
  /** A doc of a cut version (`content/<locale>/versioned_docs/version-<name>/`); absent for the current docs. */
  version?: string;
}

/** Folder below `content/<locale>/` holding a cut version's docs, Docusaurus' layout. */
export const VERSIONED_DOCS_DIR = 'versioned_docs';
/** Folder below `content/` holding each cut version's sidebar, Docusaurus' layout. */
export const VERSIONED_SIDEBARS_DIR = 'versioned_sidebars';

/** Folder of a cut version below `versioned_docs/` (`version-1.0`). */
export function versionFolderName(version: string): string {
  return `version-${version}`;
}

/** File name of a cut version's sidebar below `versioned_sidebars/` (`version-1.0-sidebars.json`). */
export function versionSidebarFileName(version: string): string {
  return `version-${version}-sidebars.json`;
}

/**
 * The folder below a locale folder that holds a source: its kind, or a cut version's folder.
 * @example sourceDirOf({ kind: 'docs', version: '1.0' }) === 'versioned_docs/version-1.0'
 */
export function sourceDirOf(source: Pick<MdxSource, 'kind' | 'version'>): string {
  return source.version === undefined ? source.kind : `${VERSIONED_DOCS_DIR}/${versionFolderName(source.version)}`;
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
  /** The cut version it belongs to; absent for the current docs. */
  version?: string;
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
  /** content/versions.json, absent when no version was cut. */
  versions?: JsonSource;
  /** Each cut version's sidebar file, by version name (absent: its docs folders are the sidebar). */
  versionedSidebars?: Map<string, JsonSource>;
  /** The cut versions that have a docs folder, per locale (`versioned_docs/version-<name>`). */
  versionFolders?: Map<Locale, Set<string>>;
  /** content/site.json, the site configuration, absent when there is none (its `docs` key holds the version options). */
  siteConfig?: JsonSource;
  /** Problems found while reading (stray files, unreadable JSON). */
  problems: ContentError[];
  /** Whether a site path such as `/img/a.svg` is a file of `public/`. */
  publicFileExists: (sitePath: string) => boolean;
}

/** Code beside content (a site's own components and modules). */
const SITE_CODE = /\.(tsx|ts|jsx|js|mjs|cjs)$/;

/** Files allowed at the top of `content/` besides the locale folders. */
const ROOT_FILES = new Set(['tags.json', 'authors.json', 'sidebar.json', 'versions.json', 'site.json']);

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

/** A category file: JSON or YAML. */
function readCategory(file: string, problems: ContentError[]): unknown {
  const text = fs.readFileSync(file, 'utf8');
  try {
    return file.endsWith('.json') ? (JSON.parse(text) as unknown) : parseYaml(text);
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
  const versionedSidebars = new Map<string, JsonSource>();
  const versionFolders = new Map<Locale, Set<string>>();
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    const full = path.join(root, entry.name);
    if (entry.isFile()) {
      if (!ROOT_FILES.has(entry.name) && !entry.name.endsWith('.md')) {
        problems.push(
          new ContentError(
            displayPath(full),
            'file',
            'is not a content file',
            `content/ holds ${[...ROOT_FILES].join(', ')}, notes (*.md) and one folder per locale`,
          ),
        );
      }
      continue;
    }
    if (entry.name === VERSIONED_SIDEBARS_DIR) {
      for (const file of listFiles(full)) {
        const version = /^version-(.+)-sidebars\.json$/.exec(path.basename(file))?.[1];
        if (version === undefined || path.dirname(file) !== full)
          problems.push(
            new ContentError(
              displayPath(file),
              'file',
              `is not a version's sidebar`,
              `${VERSIONED_SIDEBARS_DIR}/ holds version-<name>-sidebars.json files`,
            ),
          );
        else versionedSidebars.set(version, readJson(file, problems));
      }
      continue;
    }
    if (!isLocale(entry.name)) {
      problems.push(
        new ContentError(
          displayPath(full),
          'folder',
          `"${entry.name}" is not a locale of the site`,
          'see LOCALES in lib/i18n.ts',
        ),
      );
      continue;
    }
    const locale = entry.name;
    versionFolders.set(locale, new Set());
    for (const file of listFiles(full)) {
      const parts = path.relative(full, file).split(path.sep);
      const shown = displayPath(file);
      // A cut version's docs read as docs, with their version: `versioned_docs/version-1.0/intro.mdx`.
      const version =
        parts[0] === VERSIONED_DOCS_DIR && parts.length > 2 ? /^version-(.+)$/.exec(parts[1]!)?.[1] : undefined;
      if (parts[0] === VERSIONED_DOCS_DIR && version === undefined) {
        problems.push(
          new ContentError(
            shown,
            'file',
            `is outside a version's folder`,
            `${VERSIONED_DOCS_DIR}/ holds one version-<name>/ folder per cut version`,
          ),
        );
        continue;
      }
      if (version !== undefined) versionFolders.get(locale)!.add(version);
      const [kind, ...rest] = version === undefined ? parts : ['docs', ...parts.slice(2)];
      const versionField = version === undefined ? {} : { version };
      if (!(MDX_KINDS as readonly string[]).includes(kind ?? '') || rest.length === 0) {
        problems.push(new ContentError(shown, 'file', `is outside ${MDX_KINDS.map((k) => `${k}/`).join(', ')}`));
      } else if (kind === 'docs' && CATEGORY_FILE.test(rest.at(-1)!)) {
        categories.push({
          file: shown,
          locale,
          dirRelPath: rest.slice(0, -1).join('/'),
          data: readCategory(file, problems),
          ...versionField,
        });
      } else if (rest.at(-1)!.startsWith('.')) {
        problems.push(
          new ContentError(
            shown,
            'file',
            'is a hidden file',
            'remove it: a file beside the content is published, a hidden one never is',
          ),
        );
      } else if (SITE_CODE.test(file)) {
        // A component or module beside the page (`./Widget.tsx`, `./example.js`): code the build
        // bundles for the pages that import it (lib/mdx/site-modules.ts), not a file to publish.
        continue;
      } else if (!MARKDOWN_EXTENSION.test(file)) {
        assets.push({ file: shown, name: assetFileName(path.basename(file), fs.readFileSync(file)) });
      } else {
        mdx.push({
          file: shown,
          locale,
          kind: kind as MdxKind,
          relPath: rest.join('/'),
          text: fs.readFileSync(file, 'utf8'),
          ...versionField,
        });
      }
    }
  }
  // site.json is read by lib/site-config; checked here too, so the content check reports it with the rest.
  const siteJson = path.join(root, 'site.json');
  if (fs.existsSync(siteJson)) {
    try {
      parseSiteConfig(fs.readFileSync(siteJson, 'utf8'), displayPath(siteJson));
    } catch (error) {
      if (!(error instanceof ContentValidationError)) throw error;
      problems.push(...error.problems);
    }
  }
  return {
    mdx,
    categories,
    assets,
    tags: readJson(path.join(root, 'tags.json'), problems),
    authors: readJson(path.join(root, 'authors.json'), problems),
    // Without sidebar.json the docs folders are the sidebar (Docusaurus' autogenerated one).
    sidebar: fs.existsSync(path.join(root, 'sidebar.json'))
      ? readJson(path.join(root, 'sidebar.json'), problems)
      : { file: displayPath(path.join(root, 'sidebar.json')), data: undefined },
    ...(fs.existsSync(path.join(root, 'versions.json')) && {
      versions: readJson(path.join(root, 'versions.json'), problems),
    }),
    versionedSidebars,
    versionFolders,
    ...(fs.existsSync(path.join(root, 'site.json')) && {
      siteConfig: readJson(path.join(root, 'site.json'), problems),
    }),
    problems,
    publicFileExists: (sitePath) => fs.existsSync(path.join(publicDir, sitePath)),
  };
}
