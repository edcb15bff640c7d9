/**
 * The model of one doc page: everything the page renders, from the content set.
 */
import type { ContentSet, Doc } from '../content/types';
import type { Locale } from '../i18n';
import { MAIN_DOC_ID } from '../site';
import { docRoute, localizePath } from '../urls';
import { buildDocPager, buildDocTrail, buildSidebar, type DocLink } from './sidebar';
import { buildShallowSidebar, type SidebarEntry } from './sidebar-view';

/** What a doc page shows besides its body. */
export interface DocPageModel {
  doc: Doc;
  routeKey: string;
  /**
   * The sidebar as this page renders it: only the current doc's categories carry their
   * items. One array for the page's sidebar and the mobile panel's, so the page's data
   * payload holds it once (React writes a repeated object as a reference).
   */
  sidebar: SidebarEntry[];
  trail: { id: string; label: string }[];
  /** The main doc, unless this is it. */
  docsHome?: DocLink;
  previous?: DocLink;
  next?: DocLink;
}

/** The doc page at address `slug` (below /docs/) in `locale`, or undefined when there is no such doc. */
export function buildDocPageModel(content: ContentSet, locale: Locale, slug: string): DocPageModel | undefined {
  const docs = content.docs[locale];
  const doc = docs.find((d) => d.slug === slug);
  if (!doc) return undefined;
  const id = doc.id;
  const sidebar = buildSidebar(content.sidebar, docs, locale);
  const home = docs.find((d) => d.id === MAIN_DOC_ID) ?? docs[0]!;
  return {
    doc,
    routeKey: docRoute(doc.slug),
    sidebar: buildShallowSidebar(sidebar, id),
    trail: buildDocTrail(sidebar, id),
    docsHome: home.id === id ? undefined : { id: home.id, title: home.sidebarLabel, path: localizePath(docRoute(home.slug), locale) },
    ...buildDocPager(docs, id),
  };
}
