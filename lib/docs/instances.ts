/**
 * Other docs instances (site.json `routes.docsInstances`): a folder of the docs with its own
 * base and its own sidebar, the category of its id in content/sidebar.json. A page of an
 * instance sees only the instance's docs and sidebar; the main docs' pages, none of them.
 */
import type { ContentSet, SidebarItemConfig } from '../content/types';
import { LOCALES } from '../i18n';
import { docsInstanceOfSlug, routeBases, type RouteBases } from '../urls';
import { contentOfVersion } from './version-view';
import { CURRENT_VERSION_NAME } from './version-name';

const views = new WeakMap<ContentSet, Map<string, ContentSet>>();

/** Key of the main docs' view; an instance's is its folder. */
const MAIN = '';

/** The sidebar of an instance (its category's items), or the main docs' (without the instances' categories). */
export function sidebarOfInstance(
  sidebar: readonly SidebarItemConfig[],
  folder: string | undefined,
  bases: RouteBases = routeBases(),
): SidebarItemConfig[] {
  const folders = new Set(bases.docsInstances.map((i) => i.folder));
  if (folder === undefined) return sidebar.filter((item) => !(item.type === 'category' && folders.has(item.id)));
  const own = sidebar.find((item) => item.type === 'category' && item.id === folder);
  return own?.type === 'category' ? own.items : [];
}

/**
 * The content set as the pages of one docs instance read it (`folder` undefined: the main
 * docs): its docs and sidebar only. The same object every call, so memoised models hold.
 */
export function contentOfDocsInstance(content: ContentSet, folder: string | undefined): ContentSet {
  const bases = routeBases();
  if (bases.docsInstances.length === 0) return content;
  let byFolder = views.get(content);
  if (!byFolder) views.set(content, (byFolder = new Map()));
  const key = folder ?? MAIN;
  let view = byFolder.get(key);
  if (!view) {
    const docs = Object.fromEntries(
      LOCALES.map((locale) => [
        locale,
        content.docs[locale].filter((d) => docsInstanceOfSlug(d.slug, bases)?.folder === folder),
      ]),
    ) as ContentSet['docs'];
    byFolder.set(key, (view = { ...content, docs, sidebar: sidebarOfInstance(content.sidebar, folder, bases) }));
  }
  return view;
}

/**
 * The content set as an instance's pages read it, whatever the main docs' versions: its docs
 * are the current docs' folder (`docs:version` does not copy them into versions).
 */
export function contentOfInstanceDocs(content: ContentSet, folder: string): ContentSet {
  const current = content.versions.find((v) => v.name === CURRENT_VERSION_NAME) ?? content.versions[0]!;
  return contentOfDocsInstance(contentOfVersion(content, current), folder);
}

/** The folder of the docs instance a doc or category slug belongs to; undefined for the main docs. */
export function instanceFolderOf(slug: string): string | undefined {
  return docsInstanceOfSlug(slug)?.folder;
}

/**
 * Key of a sidebar in the docs layout's data and `docs/sidebar.json`: the version's name for
 * the main docs, `@<id>` for an instance's.
 * @example sidebarKeyOf('current', 'community') === '@community'
 */
export function sidebarKeyOf(versionName: string, folder: string | undefined): string {
  return folder === undefined ? versionName : `@${folder}`;
}
