/**
 * The `docs` settings of the site configuration (`content/site.json`), Docusaurus' version
 * options: validated here, whoever wrote the rest of the file. Pure; lib/content/sources.ts
 * reads the file.
 */
import type { DocsVersionOptions, VersionOptions } from './versions';

/** The key of content/site.json holding the docs' version settings. */
export const DOCS_CONFIG_KEY = 'docs';

const BANNERS = ['unreleased', 'unmaintained', 'none'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The version options of a parsed site.json (absent: none), or the problems found, each
 * naming the field (`docs.versions.1.0.banner: must be …`).
 * @example parseDocsVersionOptions({ docs: { lastVersion: '1.0' } }) → { options: { lastVersion: '1.0' }, problems: [] }
 */
export function parseDocsVersionOptions(siteConfig: unknown): { options: DocsVersionOptions; problems: string[] } {
  const problems: string[] = [];
  const docs = isRecord(siteConfig) ? siteConfig[DOCS_CONFIG_KEY] : undefined;
  if (docs === undefined) return { options: {}, problems };
  if (!isRecord(docs)) return { options: {}, problems: [`${DOCS_CONFIG_KEY}: must be an object`] };
  const options: DocsVersionOptions = {};
  const at = (field: string) => `${DOCS_CONFIG_KEY}.${field}`;
  if (docs.lastVersion !== undefined) {
    if (typeof docs.lastVersion === 'string') options.lastVersion = docs.lastVersion;
    else problems.push(`${at('lastVersion')}: must be a version name`);
  }
  if (docs.includeCurrentVersion !== undefined) {
    if (typeof docs.includeCurrentVersion === 'boolean') options.includeCurrentVersion = docs.includeCurrentVersion;
    else problems.push(`${at('includeCurrentVersion')}: must be true or false`);
  }
  if (docs.onlyIncludeVersions !== undefined) {
    if (Array.isArray(docs.onlyIncludeVersions) && docs.onlyIncludeVersions.every((n) => typeof n === 'string'))
      options.onlyIncludeVersions = docs.onlyIncludeVersions as string[];
    else problems.push(`${at('onlyIncludeVersions')}: must be a list of version names`);
  }
  if (docs.versions !== undefined) {
    if (!isRecord(docs.versions)) problems.push(`${at('versions')}: must be an object keyed by version name`);
    else
      options.versions = Object.fromEntries(
        Object.entries(docs.versions).map(([name, value]) => [
          name,
          parseVersionOptions(value, at(`versions.${name}`), problems),
        ]),
      );
  }
  return { options, problems };
}

function parseVersionOptions(value: unknown, field: string, problems: string[]): VersionOptions {
  if (!isRecord(value)) {
    problems.push(`${field}: must be an object such as { "label": "1.0" }`);
    return {};
  }
  const options: VersionOptions = {};
  for (const key of ['label', 'path'] as const) {
    if (value[key] === undefined) continue;
    if (typeof value[key] !== 'string') problems.push(`${field}.${key}: must be text`);
    // A path is a URL segment: `/dev/` and `dev` are the same.
    else options[key] = key === 'path' ? value[key].replace(/^\/+|\/+$/g, '') : value[key];
  }
  if (value.banner !== undefined) {
    if (typeof value.banner === 'string' && BANNERS.includes(value.banner))
      options.banner = value.banner as VersionOptions['banner'];
    else problems.push(`${field}.banner: must be one of ${BANNERS.map((b) => `"${b}"`).join(', ')}`);
  }
  for (const key of ['badge', 'noIndex'] as const) {
    if (value[key] === undefined) continue;
    if (typeof value[key] === 'boolean') options[key] = value[key] as boolean;
    else problems.push(`${field}.${key}: must be true or false`);
  }
  return options;
}
