/**
 * The model of one doc page, or of one category's generated index page: everything the
 * page renders, from the content set.
 */
import type { ContentSet, Doc } from '../content/types';
import type { Locale } from '../i18n';
import { getSiteConfig } from '../site-config';
import { docRoute, localizePath } from '../urls';
import {
  buildCategoryCards,
  findCategoryIndexPage,
  findCategoryLinkingTo,
  type CategoryIndexPage,
  type DocCard,
} from './doc-cards';
import {
  buildDocPager,
  buildDocTrail,
  buildPagerAt,
  buildReadingOrder,
  buildSidebar,
  type DocLink,
  type TrailCrumb,
} from './sidebar';
import { buildShallowSidebar, type SidebarEntry } from './sidebar-view';
import { contentOfDocsInstance, instanceFolderOf, sidebarKeyOf } from './instances';
import {
  buildDocVersionModel,
  buildPageVersionModel,
  contentOfVersion,
  findVersionedDoc,
  type DocVersionModel,
} from './version-view';

/** What every docs page shows around its content: sidebar, breadcrumbs, pager. */
export interface DocsFrameModel {
  routeKey: string;
  /** Key of its sidebar in the docs layout's data (lib/docs/instances.ts `sidebarKeyOf`). */
  sidebarKey: string;
  /**
   * The sidebar as this page renders it: only the current page's categories carry their
   * items. One array for the page's sidebar and the mobile panel's, so the page's data
   * payload holds it once (React writes a repeated object as a reference).
   */
  sidebar: SidebarEntry[];
  trail: TrailCrumb[];
  /** The main doc, unless this is it. */
  docsHome?: DocLink;
  previous?: DocLink;
  next?: DocLink;
}

/** What a doc page shows besides its body. */
export interface DocPageModel extends DocsFrameModel {
  doc: Doc;
  /** Its version: dropdown links, banner, badge, canonical and noindex. */
  version: DocVersionModel;
  /** The cards `<DocCardList />` shows: present when a category's label opens this doc. */
  docCards?: DocCard[];
}

/** What a category's generated index page shows. */
export interface CategoryPageModel extends DocsFrameModel {
  page: CategoryIndexPage;
  /** Its version: dropdown links (each version's main doc, this page in its own), banner, badge, noindex. */
  version: DocVersionModel;
}

/**
 * A locale's whole sidebar and reading order, built once per content set: every doc page
 * of a build renders around them (thousands at the bench's x100), and only the page's own
 * view of them differs.
 */
const localeFrames = new WeakMap<
  ContentSet,
  Map<Locale, { tree: ReturnType<typeof buildSidebar>; order: DocLink[]; home: Doc }>
>();
export function localeFrameOf(content: ContentSet, locale: Locale) {
  let byLocale = localeFrames.get(content);
  if (!byLocale) localeFrames.set(content, (byLocale = new Map()));
  let frame = byLocale.get(locale);
  if (!frame) {
    const docs = content.docs[locale];
    frame = {
      tree: buildSidebar(content.sidebar, docs, locale),
      order: buildReadingOrder(content.sidebar, docs, locale),
      // The docs' own page (`slug: /`) where there is one, as Docusaurus' breadcrumbs start there.
      home: docs.find((d) => d.slug === '') ?? docs.find((d) => d.id === getSiteConfig().mainDocId) ?? docs[0]!,
    };
    byLocale.set(locale, frame);
  }
  return frame;
}

/** The sidebar, breadcrumbs, home link and reading order of a locale, around the page with key `key`. */
function buildFrame(content: ContentSet, locale: Locale, key: string) {
  const { tree, order, home } = localeFrameOf(content, locale);
  return {
    sidebar: buildShallowSidebar(tree, key),
    trail: buildDocTrail(tree, key),
    docsHome:
      home.id === key
        ? undefined
        : { id: home.id, title: home.sidebarLabel, path: localizePath(docRoute(home.slug), locale) },
    order,
  };
}

/** The doc page at address `slug` (below /docs/) in `locale`, or undefined when there is no such doc. */
export function buildDocPageModel(allVersions: ContentSet, locale: Locale, slug: string): DocPageModel | undefined {
  const found = findVersionedDoc(allVersions, locale, slug);
  if (!found) return undefined;
  const { doc, version } = found;
  // Its version's docs and sidebar: sidebar, trail, pager and cards stay within the version.
  const content = contentOfDocsInstance(contentOfVersion(allVersions, version), instanceFolderOf(doc.slug));
  const docs = content.docs[locale];
  const { order, trail, ...frame } = buildFrame(content, locale, doc.id);
  // The doc a category's label opens stands for that category: its trail ends above it, as in Docusaurus.
  const category = findCategoryLinkingTo(content, doc.id);
  const docCards = category && buildCategoryCards(content, locale, category);
  const ownTrail = category && trail.at(-1)?.id === category.id ? trail.slice(0, -1) : trail;
  return {
    doc,
    version: withoutOwnVersions(buildDocVersionModel(allVersions, locale, version, doc), instanceFolderOf(doc.slug)),
    routeKey: docRoute(doc.slug),
    sidebarKey: sidebarKeyOf(version.name, instanceFolderOf(doc.slug)),
    ...frame,
    trail: ownTrail,
    ...buildDocPager(docs, doc.id, order),
    ...(docCards && { docCards }),
  };
}

/** The generated index page at address `slug` (below /docs/), or undefined when there is none. */
export function buildCategoryPageModel(
  allVersions: ContentSet,
  locale: Locale,
  slug: string,
): CategoryPageModel | undefined {
  for (const version of allVersions.versions) {
    const content = contentOfDocsInstance(contentOfVersion(allVersions, version), instanceFolderOf(slug));
    const page = findCategoryIndexPage(content, locale, slug);
    if (!page) continue;
    const { order, trail, ...frame } = buildFrame(content, locale, page.key);
    const pageVersion = buildPageVersionModel(allVersions, locale, version, undefined, page.routeKey);
    // The trail ends with the category itself: the page's own crumb is its label, unlinked.
    return {
      page,
      routeKey: page.routeKey,
      sidebarKey: sidebarKeyOf(version.name, instanceFolderOf(slug)),
      version: pageVersion,
      ...frame,
      trail: trail.slice(0, -1),
      ...buildPagerAt(order, page.key),
    };
  }
  return undefined;
}

/**
 * Another docs instance has no versions of its own (its docs sit in the current docs): no
 * banner, badge or canonical of the main docs' versions on its pages.
 */
function withoutOwnVersions(model: DocVersionModel, instanceFolder: string | undefined): DocVersionModel {
  if (instanceFolder === undefined) return model;
  const { banner: _banner, badge: _badge, canonicalRouteKey: _canonical, ...rest } = model;
  return rest;
}
