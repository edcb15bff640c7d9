/**
 * A versioned Docusaurus site's older versions: `versions.json`, `versioned_docs/version-*`,
 * `versioned_sidebars/version-*-sidebars.json` (old ones name docs `version-X/id`),
 * `i18n/<locale>/docusaurus-plugin-content-docs/version-*` and the version labels of
 * `version-*.json`. Each version is brought as the current docs are (lib/import/docusaurus-
 * content.ts), into a staging of its own, then moved to this site's layout:
 * `content/<locale>/versioned_docs/version-X/`, `content/versioned_sidebars/`,
 * `content/versions.json`, and the docs plugin's version options into content/site.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '../i18n';
import { parseDocsVersionOptions } from '../docs/version-config';
import { buildVersions } from '../docs/versions';
import { versionNameProblem } from '../docs/version-name';
import {
  VERSIONED_DOCS_DIR,
  VERSIONED_SIDEBARS_DIR,
  versionFolderName,
  versionSidebarFileName,
} from '../content/sources';
import { bringContent } from './docusaurus-content';
import { mergeSidebars, type CategoryLabels } from './docusaurus-sidebars';
import type { convertFrontMatter } from './docusaurus';
import { childImportContext, count, readStagedJson, writeStagedJson, type ImportContext } from './import-context';
import { discardStaging, stagedPath } from './staging';

/** Site files the versions are made of: none of them is left in the "not brought" list once brought. */
const VERSION_FILE =
  /^(versions\.json|versioned_docs\/|versioned_sidebars\/|i18n\/[^/]+\/docusaurus-plugin-content-docs\/version-)/;

/** Keys of a sidebar entry that hold text, not doc ids. */
const TEXT_KEYS = new Set(['type', 'label', 'href', 'title', 'description', 'className', 'slug', 'dirName']);

/**
 * An old versioned sidebar without its version in ids and names: Docusaurus up to 2.0 wrote
 * `version-1.0/intro` and `version-1.0/docs`; they are `intro` and `docs`.
 * @example stripVersionPrefix({ 'version-1.0/docs': ['version-1.0/intro'] }, '1.0') → { docs: ['intro'] }
 */
export function stripVersionPrefix(value: unknown, version: string): unknown {
  const prefix = `version-${version}/`;
  const strip = (text: string) => (text.startsWith(prefix) ? text.slice(prefix.length) : text);
  if (typeof value === 'string') return strip(value);
  if (Array.isArray(value)) return value.map((item) => stripVersionPrefix(item, version));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      strip(key),
      TEXT_KEYS.has(key) ? item : stripVersionPrefix(item, version),
    ]),
  );
}

/** The JSON of a site file, or undefined (and a line) when it cannot be read. */
function readSiteJson(context: ImportContext, file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(path.join(context.options.site, file), 'utf8'));
  } catch (error) {
    context.skipped.push({
      item: file,
      reason: `is not JSON (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`,
    });
    return undefined;
  }
}

/** The docs plugin's version options (lastVersion, includeCurrentVersion, onlyIncludeVersions, versions), checked. */
function versionOptionsOf(docsOptions: Record<string, unknown>) {
  const raw = Object.fromEntries(
    ['lastVersion', 'includeCurrentVersion', 'onlyIncludeVersions', 'versions'].flatMap((key) =>
      docsOptions[key] === undefined ? [] : [[key, docsOptions[key]]],
    ),
  );
  return parseDocsVersionOptions({ docs: raw });
}

/** The docs versions Docusaurus builds for a site: each one's path below the docs base, or why it builds none. */
export type SiteDocsVersions = { refusal: string } | { paths: ReadonlyMap<string, string> };

/**
 * The versions Docusaurus builds of a docs instance, as @docusaurus/plugin-content-docs
 * resolves them: the names of `[<id>_]versions.json`, the current docs first unless
 * `includeCurrentVersion: false` (none of versions.json with `disableVersioning: true`), then
 * `lastVersion`, `versions` and `onlyIncludeVersions` checked against those names. Where
 * Docusaurus itself refuses the options, one line naming the config file and the option.
 * @example resolveSiteVersions('docusaurus.config.ts', {}, ['1.0']) → { paths: Map { current → 'next', 1.0 → '' } }
 */
export function resolveSiteVersions(
  configFile: string,
  docsOptions: Record<string, unknown>,
  versionsJson: unknown,
  versionsFile = 'versions.json',
): SiteDocsVersions {
  const refused = (what: string) => ({
    refusal: `${configFile}: docs option ${what}; Docusaurus refuses this config too: fix it there, then import again; nothing was written`,
  });
  const disabled = docsOptions.disableVersioning === true;
  if (disabled && versionsJson === undefined)
    return refused(`"disableVersioning": true on a site without ${versionsFile}: there is nothing to disable`);
  const cut = disabled || !Array.isArray(versionsJson) ? [] : versionsJson.filter((n) => typeof n === 'string');
  if (docsOptions.includeCurrentVersion === false && cut.length === 0)
    return refused(
      `"includeCurrentVersion": false ${disabled ? 'with "disableVersioning": true' : `and no version in ${versionsFile}`}: no docs version is left to build`,
    );
  const { options, problems } = versionOptionsOf(docsOptions);
  try {
    // Options of the wrong shape are left out (writeVersionOptions lists them), as here.
    const versions = buildVersions(cut, problems.length > 0 ? {} : options);
    return { paths: new Map(versions.map((v) => [v.name, v.path])) };
  } catch (error) {
    return refused(error instanceof Error ? error.message : String(error));
  }
}

/** Moves a staged folder or file of one staging into another (creating its parents). */
export function moveInto(from: string, to: string): void {
  if (!fs.existsSync(from)) return;
  fs.mkdirSync(path.dirname(to), { recursive: true });
  fs.cpSync(from, to, { recursive: true });
}

/**
 * Brings the site's versions, if it has any. `docsOptions` are the docs plugin's options as
 * the config gives them (lastVersion, versions, …).
 */
export function bringVersions(
  context: ImportContext,
  tags: Parameters<typeof convertFrontMatter>[1]['tags'],
  labels: CategoryLabels,
  docsOptions: Record<string, unknown> = {},
): void {
  // `disableVersioning: true`: Docusaurus builds the current docs alone.
  if (!context.files.includes('versions.json') || docsOptions.disableVersioning === true) return;
  const data = readSiteJson(context, 'versions.json');
  if (!Array.isArray(data)) {
    if (data !== undefined)
      context.skipped.push({
        item: 'versions.json',
        reason: 'is not a list of version names: no older version brought',
      });
    return;
  }
  const names: string[] = [];
  for (const name of data) {
    const problem = versionNameProblem(name, names);
    if (problem) context.skipped.push({ item: `versions.json: ${JSON.stringify(name)}`, reason: problem });
    else if (!context.files.some((f) => f.startsWith(`versioned_docs/${versionFolderName(name as string)}/`)))
      context.skipped.push({
        item: `versions.json: "${name}"`,
        reason: `has no versioned_docs/${versionFolderName(name as string)}/ folder`,
      });
    else names.push(name as string);
  }
  const existing = readStagedJson<string[]>(context, 'content/versions.json', []);
  for (const name of names) {
    if (existing.includes(name)) {
      context.collisions.push(
        `versions.json: version "${name}" is also the project's (content/versions.json): remove one of them`,
      );
      continue;
    }
    bringVersion(context, name, tags, labels);
    count(context, 'docs versions');
  }
  writeStagedJson(context, 'content/versions.json', [...names, ...existing.filter((n) => !names.includes(n))]);
  writeVersionOptions(context, names, docsOptions);
  // What the versions are made of is brought now: none of it is "not brought".
  context.skipped = context.skipped.filter((s) => !VERSION_FILE.test(s.item));
}

/** One version, brought as the current docs are, into a staging of its own, then moved into place. */
function bringVersion(
  context: ImportContext,
  name: string,
  tags: Parameters<typeof convertFrontMatter>[1]['tags'],
  labels: CategoryLabels,
): void {
  const own = `versioned_docs/${versionFolderName(name)}/`;
  const i18n = (locale: string) => `i18n/${locale}/docusaurus-plugin-content-docs/${versionFolderName(name)}/`;
  // The version's files as the current docs' (`docs/…`, `i18n/<l>/…/current/…`).
  const toReal = new Map<string, string>();
  for (const file of context.files) {
    if (file.startsWith(own)) toReal.set(`docs/${file.slice(own.length)}`, file);
    for (const locale of LOCALES)
      if (file.startsWith(i18n(locale)))
        toReal.set(`i18n/${locale}/docusaurus-plugin-content-docs/current/${file.slice(i18n(locale).length)}`, file);
  }
  const versionContext = childImportContext(context, toReal, { version: name });
  const { staging } = versionContext;
  try {
    const brought = bringContent(versionContext, tags);
    const sidebarFile = `versioned_sidebars/${versionSidebarFileName(name)}`;
    const sidebars = context.files.includes(sidebarFile) ? readSiteJson(context, sidebarFile) : undefined;
    mergeSidebars(
      versionContext,
      sidebars === undefined ? undefined : (stripVersionPrefix(sidebars, name) as Record<string, unknown>),
      labels,
      brought,
    );
    for (const locale of LOCALES)
      moveInto(
        stagedPath(staging, `content/${locale}/docs`),
        stagedPath(context.staging, `content/${locale}/${VERSIONED_DOCS_DIR}/${versionFolderName(name)}`),
      );
    moveInto(
      stagedPath(staging, 'content/sidebar.json'),
      stagedPath(context.staging, `content/${VERSIONED_SIDEBARS_DIR}/${versionSidebarFileName(name)}`),
    );
    moveInto(stagedPath(staging, 'public'), stagedPath(context.staging, 'public'));
    const tag = (line: string) => `${line} (version ${name})`;
    context.skipped.push(...versionContext.skipped.map((s) => ({ ...s, reason: tag(s.reason) })));
    context.fixes.push(...versionContext.fixes.map(tag));
    context.collisions.push(...versionContext.collisions.map(tag));
    context.texts.push(...versionContext.texts);
    const versionDocs = (locale: string) => `content/${locale}/${VERSIONED_DOCS_DIR}/${versionFolderName(name)}/`;
    for (const [to, from] of versionContext.sources)
      context.sources.set(
        to.replace(/^content\/([^/]+)\/docs\//, (_, locale: string) => versionDocs(locale)),
        from,
      );
    for (const [what, n] of versionContext.counts)
      context.counts.set(`${what} (older versions)`, (context.counts.get(`${what} (older versions)`) ?? 0) + n);
  } finally {
    discardStaging(staging);
  }
}

/**
 * The docs plugin's version options (lastVersion, includeCurrentVersion, onlyIncludeVersions,
 * versions) and the labels of `version-X.json`, into content/site.json's `docs`.
 */
function writeVersionOptions(
  context: ImportContext,
  names: readonly string[],
  docsOptions: Record<string, unknown>,
): void {
  const { options, problems } = versionOptionsOf(docsOptions);
  for (const problem of problems)
    context.skipped.push({ item: `docusaurus.config: ${problem}`, reason: 'left out of content/site.json' });
  const versions = { ...options.versions };
  for (const name of names) {
    const file = `i18n/${context.options.defaultLocale}/docusaurus-plugin-content-docs/${versionFolderName(name)}.json`;
    if (!context.files.includes(file)) continue;
    const label = (readSiteJson(context, file) as Record<string, { message?: unknown }> | undefined)?.['version.label']
      ?.message;
    if (typeof label === 'string' && label !== name && versions[name]?.label === undefined)
      versions[name] = { ...versions[name], label };
  }
  const docs = { ...options, ...(Object.keys(versions).length > 0 && { versions }) };
  if (Object.keys(docs).length === 0) return;
  const site = readStagedJson<Record<string, unknown>>(context, 'content/site.json', {});
  writeStagedJson(context, 'content/site.json', { ...site, docs: { ...(site.docs as object | undefined), ...docs } });
}
