/**
 * One import of a Docusaurus 3 site, start to end: its config read, its files staged
 * (lib/import/staging.ts), the staged content checked as `npm run build` checks it, then
 * moved into place, or nothing written at all. Every problem is one line.
 */
import fs from 'node:fs';
import path from 'node:path';
import { referencedStaticFiles } from './docusaurus';
import { DEFAULT_LOCALE, isLocale } from '../i18n';
import { KNOWN_LANGUAGES } from '../mdx/remark-code-languages';
import { docsEditOptions } from './docusaurus-edit-url';
import {
  blogPluginOptions,
  isRecord,
  type DocusaurusConfigData,
  configI18n,
  configTrailingSlash,
  docsPluginOptions,
  readDocusaurusConfig,
} from './docusaurus-config';
import { bringContent } from './docusaurus-content';
import { mergeAuthorsAndTags, readSiteAuthors, readSiteTags } from './docusaurus-blog-data';
import { readCategoryLabels, writeTranslatedCategories } from './docusaurus-labels';
import { buildReplacePlan, installDependencies } from './docusaurus-replace';
import { mergeSidebars, readSidebars } from './docusaurus-sidebars';
import { bringVersions, resolveSiteVersions } from './docusaurus-versions';
import {
  emptyImportReports,
  readStagedJson,
  writeStaged,
  type ImportContext,
  type ImportOptions,
} from './import-context';
import { listSiteFiles } from './site-files';
import { nameSiteFiles, readTextIn } from './site-problems';
import {
  bringDocsInstance,
  instanceFolderTaken,
  mergedRouteBases,
  mergeModeNote,
  siteRouteBases,
  writeRouteBases,
} from './docusaurus-routes';
import {
  commitStaging,
  createStaging,
  discardStaging,
  stagedChanges,
  stagedPath,
  uncommittedContent,
  validateStaging,
} from './staging';

export type { ImportOptions } from './import-context';

/** What an import did: Markdown files found, the lines to print, and the exit code. */
export interface ImportResult {
  found: number;
  lines: string[];
  exitCode: number;
}

const section = (title: string, items: readonly string[]) =>
  items.length > 0 ? [`${title} (${items.length}):`, ...items.map((item) => `  ${item}`)] : [];

/** Site files as the importer reads them: the configured docs and blog folders as `docs/` and `blog/`. */
function mapSiteFolders(files: readonly string[], docsPath: string | undefined, blogPath: string | undefined) {
  const toVirtual = new Map<string, string>();
  for (const file of files) {
    let virtual: string | undefined = file;
    if (docsPath && docsPath !== '.' && file.startsWith(`${docsPath}/`))
      virtual = `docs/${file.slice(docsPath.length + 1)}`;
    else if (blogPath && blogPath !== '.' && file.startsWith(`${blogPath}/`))
      virtual = `blog/${file.slice(blogPath.length + 1)}`;
    else if ((file.startsWith('docs/') && docsPath !== 'docs') || (file.startsWith('blog/') && blogPath !== 'blog'))
      virtual = undefined;
    if (virtual) toVirtual.set(virtual, file);
  }
  return { files: [...toVirtual.keys()].sort(), realPath: (virtual: string) => toVirtual.get(virtual) ?? virtual };
}

/** The parsed `versions.json` of a site; undefined when it has none, null when it is not JSON (listed later). */
function readSiteVersions(site: string, file: string): unknown {
  const at = path.join(site, file);
  if (!fs.existsSync(at)) return undefined;
  try {
    return JSON.parse(fs.readFileSync(at, 'utf8')) as unknown;
  } catch {
    return null;
  }
}

export async function importDocusaurus(options: ImportOptions): Promise<ImportResult> {
  const { site, project } = options;
  if (!fs.existsSync(site) || !fs.statSync(site).isDirectory())
    return {
      found: 0,
      exitCode: 1,
      lines: [`${site}: no such folder (give the Docusaurus site's folder, the one with docusaurus.config.*)`],
    };
  const notes: string[] = [];
  const { config, problems: configProblems, file: configFile } = readDocusaurusConfig(site, options.timeLimitMs);
  notes.push(...configProblems);
  const docsInstances = docsPluginOptions(config, site);
  const blogInstances = blogPluginOptions(config, site);
  const docs = docsInstances.find((d) => d.id === 'default') ?? docsInstances[0];
  const blog = blogInstances.find((b) => b.id === 'default') ?? blogInstances[0];
  // Further docs instances come as folders of the docs at their own base (lib/import/docusaurus-routes.ts).
  const otherDocs = docsInstances.filter((d) => d !== docs && d.path !== '.');
  for (const other of docsInstances.filter((d) => d !== docs && d.path === '.'))
    notes.push(`${configFile}: docs plugin "${other.id}" at the site's root folder: not brought (move it to a folder)`);
  for (const other of blogInstances.filter((b) => b !== blog))
    notes.push(`${configFile}: blog plugin "${other.id}" (${other.path}/): a second blog is not brought`);
  // Merge mode keeps the project's bases and adds the site's other docs instances at theirs; --replace brings the site's.
  const routes = options.replace ? siteRouteBases(docs, otherDocs, blog) : mergedRouteBases(project, otherDocs);
  const taken = options.replace ? undefined : instanceFolderTaken(project, otherDocs);
  if (taken)
    return {
      found: 0,
      exitCode: 1,
      lines: [
        `${configFile}: docs plugin "${taken}": this project already has content/*/docs/${taken}/ or a docs instance "${taken}"; rename that folder or instance, or pass --replace; nothing was written`,
      ],
    };
  // Version options Docusaurus itself refuses (a site with no docs version left, a lastVersion that is none):
  // no build of theirs to reproduce, so nothing is written.
  let docsVersionPaths: ReadonlyMap<string, string> | undefined;
  for (const instance of docsInstances) {
    const versionsFile = instance.id === 'default' ? 'versions.json' : `${instance.id}_versions.json`;
    const versions = resolveSiteVersions(
      configFile ?? 'docusaurus.config',
      instance.options,
      readSiteVersions(site, versionsFile),
      versionsFile,
    );
    if ('refusal' in versions) return { found: 0, exitCode: 1, lines: [versions.refusal] };
    if (instance === docs) docsVersionPaths = versions.paths;
  }
  const leftInMerge = options.replace ? undefined : mergeModeNote(configFile ?? 'docusaurus.config', docs, blog);
  if (leftInMerge) notes.push(leftInMerge);
  if (routes.blog === '')
    notes.push(`${configFile}: blog routeBasePath "/": the posts are served at /blog/ here (the home page is at /)`);
  if (routes.blog === '') routes.blog = 'blog';
  if (docs?.path === '.')
    notes.push(`${configFile}: docs at the site's root folder are not brought (move them to docs/)`);

  const siteLocale = configI18n(config).defaultLocale;
  const defaultLocale = options.defaultLocale ?? (isLocale(siteLocale) ? siteLocale : DEFAULT_LOCALE);
  const listing = listSiteFiles(site);
  const mapped = mapSiteFolders(listing.files, docs?.path, blog?.path);
  if (!blog && listing.files.some((f) => f.startsWith('blog/') && /\.mdx?$/.test(f)))
    notes.push(`${configFile}: blog: false: blog/ is not brought`);
  const instanceFolders = otherDocs.map((d) => `${d.path}/`);
  if (
    !mapped.files.some(
      (file) =>
        /^(docs|blog|versioned_docs)\/.*\.mdx?$/.test(file) ||
        (/\.mdx?$/.test(file) && instanceFolders.some((folder) => file.startsWith(folder))),
    )
  )
    return {
      found: 0,
      lines: [
        `${site}: no Markdown in ${docs?.path ?? 'docs'}/ or ${blog?.path ?? 'blog'}/: nothing to import (is it a Docusaurus 3 site?)`,
        ...notes,
      ],
      exitCode: 1,
    };
  if (!options.force && !options.replace && !options.dryRun) {
    const dirty = uncommittedContent(project);
    if (dirty.length > 0)
      return {
        found: 0,
        lines: [
          `content/ has uncommitted changes (${dirty.slice(0, 3).join(', ')}${dirty.length > 3 ? ', …' : ''}): commit or stash them first, or pass --force or --replace; nothing was written`,
        ],
        exitCode: 1,
      };
  }

  const staging = createStaging(project, options.replace === true);
  const context: ImportContext = {
    options: { ...options, defaultLocale, prefix: (options.prefix ?? '').replace(/^\/+|\/+$/g, '') },
    staging,
    files: mapped.files,
    realPath: mapped.realPath,
    skipped: listing.refused.map((line) => ({
      item: line.split(': ')[0]!,
      reason: line.split(': ').slice(1).join(': '),
    })),
    ...emptyImportReports(),
    inlineTags: new Map(),
    authorIds: new Map(),
    trailingSlash: configTrailingSlash(config),
    docsVersionPaths,
    docsEdit: docs ? docsEditOptions(docs.options, docs.path) : undefined,
    contentGlobs: {
      ...(docs ? { docs: { include: docs.include, exclude: docs.exclude } } : {}),
      ...(blog ? { blog: { include: blog.include, exclude: blog.exclude } } : {}),
    },
    routes,
  };
  try {
    const staticFiles = listing.files
      .filter((file) => file.startsWith('static/'))
      .map((file) => file.slice('static'.length));
    const tags = readSiteTags(context);
    const authors = readSiteAuthors(context, staticFiles);
    const brought = bringContent(context, tags);
    const labels = readCategoryLabels(context);
    writeTranslatedCategories(context, labels);
    mergeSidebars(context, readSidebars(context, docs?.sidebarPath), labels, brought);
    bringVersions(context, tags, labels, docs?.options);
    for (const other of otherDocs) bringDocsInstance(context, other, listing.files, tags);
    if (options.replace || otherDocs.length > 0) writeRouteBases(context, routes);
    mergeAuthorsAndTags(context, authors, tags, context.inlineTags);
    const named = referencedStaticFiles(context.texts, staticFiles);
    for (const sitePath of named)
      writeStaged(context, `public${sitePath}`, fs.readFileSync(path.join(site, 'static', sitePath)), 'static files');
    if (staticFiles.length > named.length)
      context.skipped.push({
        item: `static/ (${staticFiles.length - named.length} files)`,
        reason: 'no doc or post names them',
      });
    const plan = options.replace ? buildReplacePlan(site, config, staging.dir, defaultLocale) : undefined;
    if (plan) {
      // The versions' settings and the bases, already staged in content/site.json, stay.
      const staged = readStagedJson<{ docs?: unknown; routes?: unknown }>(context, 'content/site.json', {});
      const kept = { ...(staged.docs !== undefined && { docs: staged.docs }), routes: staged.routes };
      for (const file of plan.files)
        writeStaged(
          { ...context, options: { ...context.options, force: true } },
          file.path,
          file.path === 'content/site.json'
            ? `${JSON.stringify({ ...(JSON.parse(String(file.data)) as object), ...kept }, null, 2)}\n`
            : file.data,
          'configuration files',
        );
      notes.push(...plan.notes);
      context.fixes.push(...plan.fixes);
      if (options.dryRun && Object.keys(plan.dependencies).length > 0)
        notes.push(
          `npm packages to add: ${Object.entries(plan.dependencies)
            .map(([n, v]) => `${n}@${v}`)
            .join(', ')}`,
        );
    }
    const found = context.written.length;
    const summary = [
      ...[...context.counts.entries()].sort().map(([what, n]) => `  ${what}: ${n}`),
      ...codeLanguagesSummary(config, configFile ?? 'docusaurus.config'),
    ];
    const tail = [
      ...section('Changed so that they build here', context.fixes),
      ...section('Not brought', [...notes, ...context.skipped.map((s) => `${s.item}: ${s.reason}`)]),
    ];
    if (context.collisions.length > 0)
      return {
        found,
        exitCode: 1,
        lines: [
          `Nothing was written: the site's docs or posts collide with the project's.`,
          ...section('Collisions', context.collisions),
          ...tail,
        ],
      };
    const invalid = validateStaging(staging).map((problem) =>
      nameSiteFiles(problem, context.sources, readTextIn(staging.dir), readTextIn(site)),
    );
    if (invalid.length > 0)
      return {
        found,
        exitCode: 1,
        lines: [`Nothing was written: the imported content would not build.`, ...section('Problems', invalid), ...tail],
      };
    const changes = stagedChanges(staging);
    if (options.dryRun)
      return {
        found,
        exitCode: 0,
        lines: [
          `Dry run: nothing was written. Importing ${site} into ${project} would:`,
          ...summary,
          ...section('Add', changes.added),
          ...section('Change', changes.changed),
          ...section('Remove', changes.removed),
          ...tail,
        ],
      };
    commitStaging(staging);
    // The site's components need their packages to build: installed pinned, or the command to run.
    const installed = plan ? [`  ${installDependencies(project, plan.dependencies)}`] : [];
    return {
      found,
      exitCode: 0,
      lines: [
        `Imported ${site} into ${project} (the site's ${docs?.path ?? 'docs'}/ and ${blog?.path ?? 'blog'}/ read as ${defaultLocale}; ${changes.added.length} files added, ${changes.changed.length} changed, ${changes.removed.length} removed):`,
        ...summary,
        ...installed,
        ...tail,
      ],
    };
  } finally {
    if (fs.existsSync(stagedPath(staging, ''))) discardStaging(staging);
  }
}

/**
 * What becomes of `prism.additionalLanguages`: Shiki bundles most of Prism's languages, so
 * they need no setting here; one it lacks is said, its blocks then show as plain text.
 */
export function codeLanguagesSummary(config: DocusaurusConfigData, configFile: string): string[] {
  const theme = isRecord(config.themeConfig) ? config.themeConfig : {};
  const prism = isRecord(theme.prism) ? theme.prism : {};
  const languages = Array.isArray(prism.additionalLanguages)
    ? prism.additionalLanguages.filter((l): l is string => typeof l === 'string')
    : [];
  if (languages.length === 0) return [];
  const known = languages.filter((l) => KNOWN_LANGUAGES.has(l.toLowerCase()));
  const unknown = languages.filter((l) => !known.includes(l));
  return [
    ...(known.length > 0
      ? [
          `  code languages (${configFile} prism.additionalLanguages): ${known.join(', ')} highlighted by Shiki, nothing to add`,
        ]
      : []),
    ...(unknown.length > 0
      ? [
          `  code languages Shiki does not know: ${unknown.join(', ')}: their blocks show as plain text (the build names each)`,
        ]
      : []),
  ];
}
