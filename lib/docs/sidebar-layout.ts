/**
 * What the docs layout holds of the sidebar (lib/docs/sidebar-split.ts): the top level of
 * each sidebar of a locale, keyed by version name, since each version brings its own sidebar.
 */
import type { ContentSet } from '@/lib/content';
import type { Locale } from '@/lib/i18n';
import { localeFrameOf } from './page';
import { cutTopLevel, sidebarTopLevel } from './sidebar-split';
import { buildShallowSidebar, type SidebarEntry } from './sidebar-view';
import { contentOfVersion } from './version-view';
import { CURRENT_VERSION_NAME } from './version-name';
import { contentOfDocsInstance, contentOfInstanceDocs, sidebarKeyOf } from './instances';
import { routeBases } from '../urls';
import { wholeNumberSetting } from '../whole-number-setting';

/** The key of the sidebar of the docs being written (the only one of an unversioned site). */
export const CURRENT_SIDEBAR = CURRENT_VERSION_NAME;

/** Where a build may set how many top-level entries of a sidebar every page carries. */
export const TOP_LEVEL_LIMIT_VARIABLE = 'VIGIA_SIDEBAR_TOP_LEVEL';
/** More than a reader scans; past it, each page carries its own stretch (lib/docs/sidebar-split.ts). */
export const DEFAULT_TOP_LEVEL_LIMIT = 100;

/**
 * How many top-level entries of a sidebar every page carries: VIGIA_SIDEBAR_TOP_LEVEL, else 100.
 * @throws naming the variable when it is not a whole number of 1 or more
 */
export function topLevelLimit(env: Record<string, string | undefined> = process.env): number {
  return wholeNumberSetting(env, TOP_LEVEL_LIMIT_VARIABLE, DEFAULT_TOP_LEVEL_LIMIT, 'top-level sidebar entries');
}

/**
 * The top level of every sidebar of `locale`, by version name: what a doc page's sidebar
 * shows whatever the doc (open-by-default categories with their items), cut at `limit`
 * entries; `hidden` counts, by key, the entries left out of a cut one.
 */
export function buildSidebarTopLevels(
  content: ContentSet,
  locale: Locale,
  limit = topLevelLimit(),
): { topLevels: Record<string, SidebarEntry[]>; hidden: Record<string, number> } {
  const topLevels: Record<string, SidebarEntry[]> = {};
  const hidden: Record<string, number> = {};
  for (const { key, view } of eachSidebar(content)) {
    const { tree } = localeFrameOf(view, locale);
    const cut = cutTopLevel(sidebarTopLevel(buildShallowSidebar(tree, '')), limit);
    topLevels[key] = cut.shown;
    if (cut.hidden > 0) hidden[key] = cut.hidden;
  }
  return { topLevels, hidden };
}

/**
 * Every sidebar of the site with its key (lib/docs/instances.ts `sidebarKeyOf`): each
 * version's of the main docs, then each other docs instance's.
 */
export function eachSidebar(content: ContentSet): { key: string; view: ContentSet }[] {
  const folders = routeBases().docsInstances.map((i) => i.folder);
  return [
    ...content.versions.map((version) => ({
      key: sidebarKeyOf(version.name, undefined),
      view: contentOfDocsInstance(contentOfVersion(content, version), undefined),
    })),
    ...folders.map((folder) => ({
      key: sidebarKeyOf(CURRENT_SIDEBAR, folder),
      view: contentOfInstanceDocs(content, folder),
    })),
  ];
}
