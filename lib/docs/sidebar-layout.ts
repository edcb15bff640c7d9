/**
 * What the docs layout holds of the sidebar (lib/docs/sidebar-split.ts): the top level of
 * each sidebar of a locale, keyed by version name, since each version brings its own sidebar.
 */
import type { ContentSet } from '@/lib/content';
import type { Locale } from '@/lib/i18n';
import { localeFrameOf } from './page';
import { sidebarTopLevel } from './sidebar-split';
import { buildShallowSidebar, type SidebarEntry } from './sidebar-view';
import { contentOfVersion } from './version-view';
import { CURRENT_VERSION_NAME } from './version-name';
import { contentOfDocsInstance, contentOfInstanceDocs, sidebarKeyOf } from './instances';
import { routeBases } from '../urls';

/** The key of the sidebar of the docs being written (the only one of an unversioned site). */
export const CURRENT_SIDEBAR = CURRENT_VERSION_NAME;

/**
 * The top level of every sidebar of `locale`, by version name: what a doc page's sidebar
 * shows whatever the doc (open-by-default categories with their items).
 */
export function buildSidebarTopLevels(content: ContentSet, locale: Locale): Record<string, SidebarEntry[]> {
  return Object.fromEntries(
    eachSidebar(content).map(({ key, view }) => {
      const { tree } = localeFrameOf(view, locale);
      return [key, sidebarTopLevel(buildShallowSidebar(tree, ''))];
    }),
  );
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
