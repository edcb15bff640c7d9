/**
 * Where a Docusaurus site's pages are served, kept: the docs' and the blog's
 * `routeBasePath` (docs at `/` included) and each further docs plugin instance (its own
 * folder, base, sidebar and translations) become site.json's `routes` (lib/urls.ts), and
 * an instance's docs a folder of the docs, `content/<locale>/docs/<id>/`, with its sidebar
 * as the category of that id in content/sidebar.json (lib/docs/instances.ts scopes it).
 */
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES, type Locale } from '../i18n';
import { DEFAULT_ROUTE_BASES, type RouteBases } from '../urls';
import type { BlogPluginOptions, DocsPluginOptions } from './docusaurus-config';
import type { convertFrontMatter } from './docusaurus';
import { bringContent } from './docusaurus-content';
import { readCategoryLabels, writeTranslatedCategories } from './docusaurus-labels';
import { mergeSidebars, readSidebars } from './docusaurus-sidebars';
import { moveInto } from './docusaurus-versions';
import { childImportContext, count, readStagedJson, writeStagedJson, type ImportContext } from './import-context';
import type { SidebarJsonItem } from './docusaurus';
import { discardStaging, stagedPath } from './staging';

/**
 * The bases of a site as site.json's `routes` writes them.
 * @example siteRouteBases({ routeBasePath: '' }, [], { routeBasePath: 'posts' }) → { docs: '', blog: 'posts', docsInstances: [] }
 */
export function siteRouteBases(
  docs: Pick<DocsPluginOptions, 'routeBasePath'> | undefined,
  instances: readonly Pick<DocsPluginOptions, 'id' | 'routeBasePath'>[],
  blog: Pick<BlogPluginOptions, 'routeBasePath'> | undefined,
): RouteBases {
  return {
    docs: docs?.routeBasePath ?? 'docs',
    blog: blog?.routeBasePath ?? 'blog',
    docsInstances: instances.map((i) => ({ id: i.id, folder: i.id, routeBasePath: i.routeBasePath })),
  };
}

/** The routes of the project's content/site.json, Vigía's own when it has none. */
function projectRouteBases(project: string): RouteBases {
  try {
    const site = JSON.parse(fs.readFileSync(path.join(project, 'content/site.json'), 'utf8')) as {
      routes?: Partial<RouteBases>;
    };
    return { ...DEFAULT_ROUTE_BASES, ...site.routes };
  } catch {
    return DEFAULT_ROUTE_BASES;
  }
}

/**
 * Merge mode's bases: the project's docs and blog where they are, its docs instances, and
 * the site's other docs instances at their own bases (Docusaurus gives each its own).
 */
export function mergedRouteBases(project: string, instances: readonly DocsPluginOptions[]): RouteBases {
  const own = projectRouteBases(project);
  return {
    ...own,
    docsInstances: [...own.docsInstances, ...siteRouteBases(undefined, instances, undefined).docsInstances],
  };
}

/** The id of a site's docs instance whose folder or id the project already has (merge mode), if any. */
export function instanceFolderTaken(project: string, instances: readonly DocsPluginOptions[]): string | undefined {
  const own = projectRouteBases(project).docsInstances;
  return instances.find(
    (instance) =>
      own.some((i) => i.id === instance.id || i.folder === instance.id) ||
      LOCALES.some((locale) => fs.existsSync(path.join(project, 'content', locale, 'docs', instance.id))),
  )?.id;
}

/**
 * Merge mode keeps the project's /docs and /blog: the one line naming what of the site's
 * addresses that leaves behind, and that --replace brings them; undefined when the site's
 * bases are the project's (its other docs instances come at their own bases).
 * @example mergeModeNote('docusaurus.config.js', { routeBasePath: '' }, undefined)
 *   → 'docusaurus.config.js: merge mode keeps this project\'s /docs/ and /blog/: the site\'s docs at / are served at /docs/; --replace brings the site\'s own'
 */
export function mergeModeNote(
  configFile: string,
  docs: Pick<DocsPluginOptions, 'routeBasePath'> | undefined,
  blog: Pick<BlogPluginOptions, 'routeBasePath'> | undefined,
): string | undefined {
  const left = [
    ...(docs && docs.routeBasePath !== 'docs'
      ? [`the site's docs at /${docs.routeBasePath} are served at /docs/`]
      : []),
    ...(blog && blog.routeBasePath !== 'blog' ? [`its posts at /${blog.routeBasePath} at /blog/`] : []),
  ];
  if (left.length === 0) return undefined;
  return `${configFile}: merge mode keeps this project's /docs/ and /blog/: ${left.join(', ')}; --replace brings the site's own`;
}

/** site.json's `routes`, in the staged content/site.json. */
export function writeRouteBases(context: ImportContext, routes: RouteBases): void {
  const site = readStagedJson<Record<string, unknown>>(context, 'content/site.json', {});
  writeStagedJson(context, 'content/site.json', { ...site, routes });
}

/** The i18n folder of a docs plugin instance (`docusaurus-plugin-content-docs-community`). */
const instanceI18n = (locale: string, id: string) => `i18n/${locale}/docusaurus-plugin-content-docs-${id}/`;

/**
 * One more docs instance, brought as the main docs are, into a staging of its own, then
 * moved to `content/<locale>/docs/<id>/`; its sidebar becomes one category of the sidebar.
 */
export function bringDocsInstance(
  context: ImportContext,
  instance: DocsPluginOptions,
  allFiles: readonly string[],
  tags: Parameters<typeof convertFrontMatter>[1]['tags'],
): void {
  const own = `${instance.path}/`;
  const toReal = new Map<string, string>();
  for (const file of allFiles) {
    if (file.startsWith(own)) toReal.set(`docs/${file.slice(own.length)}`, file);
    for (const locale of LOCALES) {
      const i18n = instanceI18n(locale, instance.id);
      if (file.startsWith(i18n))
        toReal.set(`i18n/${locale}/docusaurus-plugin-content-docs/${file.slice(i18n.length)}`, file);
    }
  }
  const instanceContext = childImportContext(context, toReal, { options: { ...context.options, prefix: instance.id } });
  const { staging } = instanceContext;
  try {
    const docs = bringContent(instanceContext, tags);
    const labels = readCategoryLabels(instanceContext);
    writeTranslatedCategories(instanceContext, labels);
    const sidebars = readSidebars(instanceContext, instance.sidebarPath) ?? {
      [instance.id]: [{ type: 'autogenerated', dirName: '.' }],
    };
    mergeSidebars(instanceContext, sidebars, labels, docs);
    for (const locale of LOCALES)
      moveInto(
        stagedPath(staging, `content/${locale}/docs/${instance.id}`),
        stagedPath(context.staging, `content/${locale}/docs/${instance.id}`),
      );
    moveInto(stagedPath(staging, 'public'), stagedPath(context.staging, 'public'));
    const items = readStagedJson<{ items: SidebarJsonItem[] }>(instanceContext, 'content/sidebar.json', { items: [] });
    const main = readStagedJson<{ items: SidebarJsonItem[] } | undefined>(context, 'content/sidebar.json', undefined);
    const label = Object.fromEntries(LOCALES.map((l) => [l, instance.id])) as Record<Locale, string>;
    // Without a sidebar.json the main docs' folders make theirs; the instance's folder is left out of it (lib/content).
    const mainItems = main?.items ?? [{ type: 'autogenerated', dirName: '.' }];
    writeStagedJson(context, 'content/sidebar.json', {
      items: [...mainItems, { type: 'category', id: instance.id, label, items: items.items }],
    });
    // The main docs' pass named the instance's files "not content": they are brought now.
    const brought = new Set(toReal.values());
    context.skipped = context.skipped.filter((s) => !brought.has(s.item));
    const tag = (line: string) => `${line} (docs instance ${instance.id})`;
    context.skipped.push(...instanceContext.skipped.map((s) => ({ ...s, reason: tag(s.reason) })));
    context.fixes.push(...instanceContext.fixes.map(tag));
    context.collisions.push(...instanceContext.collisions.map(tag));
    context.texts.push(...instanceContext.texts);
    context.written.push(...instanceContext.written);
    for (const [to, from] of instanceContext.sources) context.sources.set(to, from);
    for (const [what, n] of instanceContext.counts)
      context.counts.set(`${what} (${instance.id})`, (context.counts.get(`${what} (${instance.id})`) ?? 0) + n);
    if (allFiles.includes(`${instance.id}_versions.json`))
      context.skipped.push({
        item: `${instance.id}_versions.json`,
        reason: `the versions of docs instance ${instance.id} are not brought (its current docs are, at /${instance.routeBasePath})`,
      });
    count(context, 'docs instances');
  } finally {
    discardStaging(staging);
  }
}
