/**
 * "Edit this page" addresses of a Docusaurus site's docs, built as Docusaurus builds them from
 * the docs plugin's `editUrl`, `editLocalizedFiles` and `editCurrentVersion`: the imported
 * doc keeps the link to its source in the site's own repository (written as `custom_edit_url`).
 */
import { versionFolderName } from '../content/sources';

/** The docs plugin's edit options; `base` is a string `editUrl`. */
export interface DocsEditOptions {
  base: string;
  /** `editLocalizedFiles`: a translation links to its file under i18n/. */
  localized: boolean;
  /** `editCurrentVersion`: every version links to the current docs' file. */
  currentVersion: boolean;
  /** The docs folder relative to the site (`docs`, `website/docs` …). */
  docsPath: string;
}

/** The edit options of the docs plugin's options, undefined when it has no string `editUrl`. */
export function docsEditOptions(options: Record<string, unknown>, docsPath: string): DocsEditOptions | undefined {
  if (typeof options.editUrl !== 'string' || options.editUrl.trim() === '') return undefined;
  return {
    base: options.editUrl,
    localized: options.editLocalizedFiles === true,
    currentVersion: options.editCurrentVersion === true,
    docsPath,
  };
}

/** Joins URL parts with one `/` between them, as Docusaurus' normalizeUrl does (`https://` kept). */
function joinUrl(...parts: string[]): string {
  const [first = '', ...rest] = parts;
  return [first.replace(/\/+$/, ''), ...rest.map((p) => p.replace(/^\/+|\/+$/g, ''))].filter(Boolean).join('/');
}

/**
 * The edit URL of one doc: `relPath` is its path inside its docs folder, `locale` the site
 * locale of the file (undefined for the default locale's), `version` its version name
 * (undefined for the current docs).
 * @example docEditUrl({ base: 'https://github.com/o/r/edit/main/website/', localized: false, currentVersion: false, docsPath: 'docs' }, 'guide/a.md') === 'https://github.com/o/r/edit/main/website/docs/guide/a.md'
 */
export function docEditUrl(
  options: DocsEditOptions,
  relPath: string,
  where: { locale?: string; version?: string } = {},
): string {
  const version = options.currentVersion ? undefined : where.version;
  const folder =
    options.localized && where.locale
      ? `i18n/${where.locale}/docusaurus-plugin-content-docs/${version ? versionFolderName(version) : 'current'}`
      : version
        ? `versioned_docs/${versionFolderName(version)}`
        : options.docsPath;
  return joinUrl(options.base, folder, relPath);
}
