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

/**
 * The site's repository, where its config says it: `organizationName`/`projectName` (GitHub
 * Pages' deploy settings), else a navbar link to a GitHub or GitLab repository.
 * @example siteRepositoryUrl({ organizationName: 'o', projectName: 'r' }) === 'https://github.com/o/r'
 */
export function siteRepositoryUrl(config: Record<string, unknown>): string | undefined {
  const { organizationName, projectName } = config;
  if (typeof organizationName === 'string' && typeof projectName === 'string' && organizationName && projectName)
    return `https://github.com/${organizationName}/${projectName}`;
  const theme = config.themeConfig as { navbar?: { items?: unknown } } | undefined;
  const items = Array.isArray(theme?.navbar?.items) ? (theme.navbar.items as { href?: unknown }[]) : [];
  for (const item of items) {
    const repo = typeof item?.href === 'string' && /^https:\/\/(github|gitlab)\.com\/[\w.-]+\/[\w.-]+/.exec(item.href);
    if (repo) return repo[0];
  }
  return undefined;
}

/**
 * One line for each `editUrl` the config gives as a function (`functions` are the paths of the
 * functions its evaluation dropped): Docusaurus calls it per doc, the import cannot, so those
 * docs have no "Edit this page" link. Names the repository when the config says where it is.
 */
export function editUrlFunctionNotes(file: string, functions: readonly string[], config: Record<string, unknown>) {
  const repo = siteRepositoryUrl(config);
  return functions
    .filter((at) => /(^|\.)editUrl$/.test(at))
    .map(
      (at) =>
        `${file}: ${at}: a function, not computed here: the imported pages have no "Edit this page" link${
          repo ? `; the site's repository is ${repo}` : ''
        } (set content/site.json "editUrl", or custom_edit_url in a doc's front matter)`,
    );
}
