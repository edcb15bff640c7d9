/**
 * The docs versions of a content folder: `content/versions.json` checked (a list of
 * version names, each with its folder), the site configuration's `docs` options applied
 * (lib/docs/version-config.ts), and the versions the build publishes (lib/docs/versions.ts).
 */
import { DEFAULT_LOCALE, LOCALES } from '../i18n';
import { parseDocsVersionOptions } from '../docs/version-config';
import { versionNameProblem } from '../docs/version-name';
import { buildVersions, type VersionMeta } from '../docs/versions';
import { ContentError } from './errors';
import { VERSIONED_DOCS_DIR, VERSIONED_SIDEBARS_DIR, versionFolderName, type ContentSources } from './sources';

/**
 * The published versions, newest first; without versions.json, the current docs alone.
 * Each problem names versions.json, site.json or the stray folder.
 */
export function readVersions(sources: ContentSources, contentDir: string, problems: ContentError[]): VersionMeta[] {
  const versionsFile = sources.versions?.file ?? `${contentDir}/versions.json`;
  const names: string[] = [];
  const data = sources.versions?.data;
  if (sources.versions && data !== undefined) {
    if (!Array.isArray(data)) {
      problems.push(
        new ContentError(
          versionsFile,
          'file',
          `must be a list of version names, newest first, got ${JSON.stringify(data).slice(0, 60)}`,
          'write it as ["2.0", "1.0"], or cut versions with npm run docs:version -- <name>',
        ),
      );
    } else {
      for (const [i, name] of data.entries()) {
        const problem = versionNameProblem(name, names);
        if (problem)
          problems.push(
            new ContentError(
              versionsFile,
              `[${i}]`,
              problem,
              'list each version once, by the name of its folder versioned_docs/version-<name>',
            ),
          );
        else names.push(name as string);
      }
    }
  }
  const folders = sources.versionFolders ?? new Map();
  const withFolder = new Set(LOCALES.flatMap((locale) => [...(folders.get(locale) ?? [])]));
  for (const name of names) {
    if (!withFolder.has(name))
      problems.push(
        new ContentError(
          versionsFile,
          'versions',
          `version "${name}" has no folder ${contentDir}/${DEFAULT_LOCALE}/${VERSIONED_DOCS_DIR}/${versionFolderName(name)}`,
          'restore its docs there, or remove the name from versions.json',
        ),
      );
  }
  for (const name of withFolder) {
    if (!names.includes(name))
      problems.push(
        new ContentError(
          `${contentDir}/${DEFAULT_LOCALE}/${VERSIONED_DOCS_DIR}/${versionFolderName(name)}`,
          'folder',
          `version "${name}" is not in ${versionsFile}`,
          'add its name to versions.json (newest first), or delete the folder',
        ),
      );
  }
  for (const [name, sidebar] of sources.versionedSidebars ?? []) {
    if (!names.includes(name))
      problems.push(
        new ContentError(
          sidebar.file,
          'file',
          `version "${name}" is not in ${versionsFile}`,
          `add its name to versions.json, or delete the file from ${VERSIONED_SIDEBARS_DIR}/`,
        ),
      );
  }
  const configFile = sources.siteConfig?.file ?? `${contentDir}/site.json`;
  const { options, problems: optionProblems } = parseDocsVersionOptions(sources.siteConfig?.data);
  for (const problem of optionProblems)
    problems.push(new ContentError(configFile, problem.split(':')[0]!, problem.slice(problem.indexOf(':') + 2)));
  if (optionProblems.length > 0) return buildVersions(names);
  try {
    return buildVersions(names, options);
  } catch (error) {
    problems.push(new ContentError(configFile, 'docs', error instanceof Error ? error.message : String(error)));
    return buildVersions(names);
  }
}
