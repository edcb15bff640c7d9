/**
 * Files beside content (`content/es/docs/img/shot.png`, `content/en/blog/2024-11-05-x/cover.png`,
 * a PDF to download), as Docusaurus authors keep them: named from a doc, post or page by a
 * path relative to it (`./img/shot.png`, `../assets/chart.svg`), published under `/assets/`
 * with a content-hashed name (`shot-1a2b3c4d.png`), so a file both locales use, or two
 * copies of the same bytes, is one file of the export. Pure: sources.ts reads the bytes,
 * scripts/copy-content-assets.ts copies them, the MDX pipeline and the front matter resolve
 * references through `resolveAssetReference`.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { MARKDOWN_EXTENSION } from './doc-paths';

/** Published name of each file beside content, by its path (as `Doc.file` gives paths: `content/es/docs/img/a.png`). */
export type ContentAssets = ReadonlyMap<string, string>;

/** Hex digits of the content hash in a published name. */
export const ASSET_HASH_LENGTH = 8;

/** A published name: the file's name made safe for a URL, `-`, the hash, its extension. */
const GENERATED_NAME = new RegExp(`^[A-Za-z0-9._-]*-[0-9a-f]{${ASSET_HASH_LENGTH}}(\\.[A-Za-z0-9]+)?$`);

/**
 * The name a file is published under: its name (characters outside `A-Z a-z 0-9 . _ -` as
 * `-`), the first 8 hex digits of the sha256 of its bytes, its extension.
 * @example assetFileName('Captura 1.PNG', bytes) === 'Captura-1-1a2b3c4d.PNG'
 */
export function assetFileName(fileName: string, bytes: Uint8Array): string {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, ASSET_HASH_LENGTH);
  const ext = path.posix.extname(fileName);
  const stem =
    fileName
      .slice(0, fileName.length - ext.length)
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'file';
  return `${stem}-${hash}${ext.replace(/[^A-Za-z0-9.]/g, '')}`;
}

/**
 * Whether a file name is one `assetFileName` writes (the copy step deletes only those).
 * @example isAssetFileName('shot-1a2b3c4d.png') === true
 * @example isAssetFileName('logo.png') === false
 */
export function isAssetFileName(name: string): boolean {
  return GENERATED_NAME.test(name);
}

/** A reference split into the file path it names and what follows (`?query`, `#fragment`). */
interface RelativeTarget {
  filePath: string;
  suffix: string;
}

/**
 * The file a URL names relative to the content file, when it is such a reference: not a
 * site path (`/img/a.png`), an address (`https:`, `mailto:`, `//host`) or a fragment.
 * Markdown files are pages, not assets: lib/content/relative-links.ts rewrites those.
 * @example relativeAssetTarget('./img/a%20b.png#x') → { filePath: './img/a b.png', suffix: '#x' }
 * @example relativeAssetTarget('./other.mdx') === undefined
 */
export function relativeAssetTarget(url: string): RelativeTarget | undefined {
  if (url === '' || /^(?:[a-z][a-z0-9+.-]*:|\/|#|\?)/i.test(url)) return undefined;
  const cut = url.search(/[?#]/);
  const raw = cut === -1 ? url : url.slice(0, cut);
  if (raw === '' || MARKDOWN_EXTENSION.test(raw)) return undefined;
  let filePath = raw;
  try {
    filePath = decodeURI(raw);
  } catch {
    // A lone `%` is a file name's own character.
  }
  return { filePath, suffix: cut === -1 ? '' : url.slice(cut) };
}

/**
 * Whether a link's path ends in a file extension: `[guide](./guide.pdf)` names a file,
 * `[x](./other)` a page path (which the link checks refuse as relative).
 * @example linksToFile('./files/guide.pdf#page=2') === true
 */
export function linksToFile(url: string): boolean {
  return /\.[A-Za-z0-9]+$/.test(url.replace(/[?#].*$/, ''));
}

/** What a relative reference resolves to. */
export type AssetResolution =
  | { kind: 'asset'; name: string; suffix: string }
  /** The file it names (a path as `Doc.file` gives paths) does not exist. */
  | { kind: 'missing'; file: string };

/**
 * Resolves a reference written in `fromFile` (`content/es/docs/guide.mdx`) against the
 * files beside content; undefined when the URL is no relative file reference.
 * @example resolveAssetReference('./img/a.png', 'content/es/docs/guide.mdx', assets)
 *   → { kind: 'asset', name: 'a-1a2b3c4d.png', suffix: '' }
 * @example resolveAssetReference('./nope.png', 'content/es/docs/guide.mdx', assets)
 *   → { kind: 'missing', file: 'content/es/docs/nope.png' }
 */
export function resolveAssetReference(
  url: string,
  fromFile: string,
  assets: ContentAssets,
): AssetResolution | undefined {
  const target = relativeAssetTarget(url);
  if (!target) return undefined;
  const file = path.posix.join(path.posix.dirname(fromFile.split(path.sep).join('/')), target.filePath);
  const name = assets.get(file);
  return name === undefined ? { kind: 'missing', file } : { kind: 'asset', name, suffix: target.suffix };
}

/**
 * The message of a missing file, shared by the MDX pipeline, the front matter and the twins.
 * @example missingAssetMessage('./a.png', 'content/es/docs/a.png') === '"./a.png" names content/es/docs/a.png, which does not exist'
 */
export function missingAssetMessage(reference: string, file: string): string {
  return `"${reference}" names ${file}, which does not exist`;
}

/** What to do about a missing file. */
export const MISSING_ASSET_HINT =
  'put the file at that path (beside the page, paths relative to its file), or name a file of public/ by its site path, such as /img/logo.svg';

/** What the copy step does to the folder of published files. */
export interface AssetFolderPlan {
  /** Files to copy: their path (`content/es/docs/img/a.png`) and published name, each name once. */
  copy: { file: string; name: string }[];
  /** Published files no content names any more. */
  remove: string[];
  /** Files in the folder the copy step did not write: it stops rather than delete them. */
  foreign: string[];
}

/**
 * Plans the folder of published files from the files beside content and what the folder
 * holds: a file two locales share is copied once, a file already there (same name, so
 * same bytes) is left alone.
 * @example planAssetFolder([{ file: 'content/es/docs/a.png', name: 'a-1a2b3c4d.png' }], ['old-00000000.png'])
 *   → { copy: [{ file: 'content/es/docs/a.png', name: 'a-1a2b3c4d.png' }], remove: ['old-00000000.png'], foreign: [] }
 */
export function planAssetFolder(
  assets: readonly { file: string; name: string }[],
  existing: readonly string[],
): AssetFolderPlan {
  const wanted = new Map<string, string>();
  for (const asset of assets) if (!wanted.has(asset.name)) wanted.set(asset.name, asset.file);
  const present = new Set(existing);
  return {
    copy: [...wanted].filter(([name]) => !present.has(name)).map(([name, file]) => ({ file, name })),
    remove: existing.filter((name) => !wanted.has(name) && isAssetFileName(name)),
    foreign: existing.filter((name) => !isAssetFileName(name)),
  };
}
