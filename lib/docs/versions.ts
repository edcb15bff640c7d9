/**
 * The docs versions of the site, Docusaurus' model: `content/versions.json` lists the cut
 * versions newest first, the docs being written are the `current` version before them,
 * and the site configuration (lib/docs/version-config.ts) adjusts each one. Pure.
 */
import { CURRENT_VERSION_NAME } from './version-name';

/** What a version's banner says: newer than the last version, or older. */
export type VersionBanner = 'unreleased' | 'unmaintained';

/** One version's settings as the site configuration gives them (`docs.versions.<name>`). */
export interface VersionOptions {
  label?: string;
  /** Its URL segment below `/docs/` ('' for the docs root). */
  path?: string;
  banner?: VersionBanner | 'none';
  badge?: boolean;
  noIndex?: boolean;
}

/** The site configuration's `docs` settings, Docusaurus' names. */
export interface DocsVersionOptions {
  /** The version served at `/docs/` (default: the first of versions.json, else `current`). */
  lastVersion?: string;
  /** Whether the docs being written are published (at `/docs/next/` once a version is cut). */
  includeCurrentVersion?: boolean;
  /** Only these versions are built. */
  onlyIncludeVersions?: string[];
  versions?: Record<string, VersionOptions>;
}

/** A version as the site publishes it. */
export interface VersionMeta {
  /** `current`, or the name in versions.json (`1.0`). */
  name: string;
  /** Shown in the dropdown, the badge and the banner (`Next`, `1.0`). */
  label: string;
  /** URL segment below `/docs/`: '' for the last version, `next` for the current one, else the name. */
  path: string;
  /** null: no banner (the last version, or a site with one version). */
  banner: VersionBanner | null;
  /** Whether its pages show "Version: <label>". */
  badge: boolean;
  /** Whether its pages ask search engines to stay away (and stay out of the sitemap). */
  noIndex: boolean;
  /** Whether this is the version at `/docs/`, the one readers are sent to. */
  isLast: boolean;
}

/**
 * Every version the site builds, newest first (`current` first when included), with its
 * label, path, banner, badge and noIndex, Docusaurus' defaults unless the options say otherwise.
 * @throws Error naming the option that is wrong (the caller adds the file)
 * @example buildVersions(['1.0'], {}).map((v) => [v.name, v.path, v.banner]) → [['current', 'next', 'unreleased'], ['1.0', '', null]]
 */
export function buildVersions(versionsJson: readonly string[], options: DocsVersionOptions = {}): VersionMeta[] {
  const all = [...(options.includeCurrentVersion === false ? [] : [CURRENT_VERSION_NAME]), ...versionsJson];
  if (all.length === 0)
    throw new Error('"includeCurrentVersion": false needs at least one version in content/versions.json');
  checkOptions(all, options);
  const names = options.onlyIncludeVersions ? all.filter((name) => options.onlyIncludeVersions!.includes(name)) : all;
  const lastName = options.lastVersion ?? names.find((name) => name !== CURRENT_VERSION_NAME) ?? CURRENT_VERSION_NAME;
  return names.map((name) => {
    const own = options.versions?.[name] ?? {};
    const isLast = name === lastName;
    const defaultBanner: VersionBanner | null = isLast
      ? null
      : names.indexOf(name) < names.indexOf(lastName)
        ? 'unreleased'
        : 'unmaintained';
    return {
      name,
      label: own.label ?? (name === CURRENT_VERSION_NAME ? 'Next' : name),
      path: own.path ?? (isLast ? '' : name === CURRENT_VERSION_NAME ? 'next' : name),
      banner: own.banner === 'none' ? null : (own.banner ?? defaultBanner),
      // One version alone needs no badge (Docusaurus issue 3362).
      badge: own.badge ?? names.length !== 1,
      noIndex: own.noIndex ?? false,
      isLast,
    };
  });
}

/** Docusaurus' checks of the options against the versions that exist. */
function checkOptions(available: readonly string[], options: DocsVersionOptions): void {
  const known = `the versions are: ${available.join(', ')}`;
  if (options.lastVersion !== undefined && !available.includes(options.lastVersion)) {
    throw new Error(`"lastVersion": "${options.lastVersion}" is not a version; ${known}`);
  }
  const unknown = Object.keys(options.versions ?? {}).filter((name) => !available.includes(name));
  if (unknown.length > 0)
    throw new Error(
      `"versions": ${unknown.map((n) => `"${n}"`).join(', ')} ${unknown.length === 1 ? 'is not a version' : 'are not versions'}; ${known}`,
    );
  const only = options.onlyIncludeVersions;
  if (only === undefined) return;
  if (only.length === 0)
    throw new Error('"onlyIncludeVersions": an empty list builds no docs; name at least one version');
  const unknownOnly = only.filter((name) => !available.includes(name));
  if (unknownOnly.length > 0)
    throw new Error(
      `"onlyIncludeVersions": ${unknownOnly.map((n) => `"${n}"`).join(', ')} ${unknownOnly.length === 1 ? 'is not a version' : 'are not versions'}; ${known}`,
    );
  if (options.lastVersion !== undefined && !only.includes(options.lastVersion)) {
    throw new Error(`"lastVersion": "${options.lastVersion}" must be one of "onlyIncludeVersions"`);
  }
}

/** Whether the site is versioned: two or more versions built, so the chrome names them. */
export function isVersionedSite(versions: readonly VersionMeta[]): boolean {
  return versions.length > 1;
}
