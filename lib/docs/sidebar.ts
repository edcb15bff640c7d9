/**
 * The docs sidebar of one locale: the tree of content/sidebar.json with labels and
 * paths filled in, and the prev/next neighbours in reading order.
 */
import type { Doc, SidebarItemConfig } from '../content/types';
import type { Locale } from '../i18n';
import { docRoute, localizePath } from '../urls';

/** A node of the sidebar tree, keyed by doc or category id, never by label. */
export type SidebarNode =
  | { type: 'doc'; id: string; label: string; path: string; className?: string }
  | {
      type: 'category';
      id: string;
      label: string;
      items: SidebarNode[];
      /** Path of its first doc. */
      path: string;
      /** false: starts open on every page. */
      collapsed?: false;
      className?: string;
    };

/** A link to a neighbouring doc. */
export interface DocLink {
  id: string;
  title: string;
  path: string;
}

/** Builds the sidebar tree of a locale from the validated config and docs. */
export function buildSidebar(config: readonly SidebarItemConfig[], docs: readonly Doc[], locale: Locale): SidebarNode[] {
  const byId = new Map(docs.map((d) => [d.id, d]));
  return config.map((item): SidebarNode => {
    if (item.type === 'category') {
      const items = buildSidebar(item.items, docs, locale);
      return { type: 'category', id: item.id, label: item.label[locale], items, path: items[0]!.path, ...(item.collapsed === false && { collapsed: false }), ...(item.className && { className: item.className }) };
    }
    const doc = byId.get(item.id);
    // The content model guarantees every sidebar id has a doc in every locale.
    if (!doc) throw new Error(`Sidebar id "${item.id}" has no "${locale}" doc`);
    return { type: 'doc', id: doc.id, label: doc.sidebarLabel, path: localizePath(docRoute(doc.slug), locale), ...(doc.sidebarClassName && { className: doc.sidebarClassName }) };
  });
}

/** Whether a node is, or contains, the doc with this id (an open category). */
export function sidebarNodeContains(node: SidebarNode, docId: string): boolean {
  return node.type === 'doc' ? node.id === docId : node.items.some((child) => sidebarNodeContains(child, docId));
}

/**
 * The previous and next docs: `pagination_prev`/`pagination_next` when set (null: none),
 * else the neighbours in reading order (docs are in sidebar order, unlisted docs last and
 * skipped). A link shows the target's `pagination_label`.
 * @example buildDocPager(docs, 'intro') → { previous: undefined, next: { id: 'introduction/what-is-vigia', ... } }
 */
export function buildDocPager(docs: readonly Doc[], docId: string): { previous?: DocLink; next?: DocLink } {
  const doc = docs.find((d) => d.id === docId);
  if (!doc) return {};
  const listed = docs.filter((d) => !d.unlisted);
  const index = listed.indexOf(doc);
  const toLink = (target: Doc | undefined): DocLink | undefined =>
    target && { id: target.id, title: target.paginationLabel, path: localizePath(docRoute(target.slug), target.locale) };
  const pick = (field: string | null | undefined, neighbour: Doc | undefined) =>
    field === null ? undefined : field === undefined ? neighbour : docs.find((d) => d.id === field);
  return {
    previous: toLink(pick(doc.paginationPrev, index > 0 ? listed[index - 1] : undefined)),
    next: toLink(pick(doc.paginationNext, index === -1 ? undefined : listed[index + 1])),
  };
}

/**
 * The categories above a doc, outermost first (breadcrumbs).
 * @example buildDocTrail(tree, 'api/users') → [{ id: 'api', label: 'REST API' }]
 */
export function buildDocTrail(tree: readonly SidebarNode[], docId: string): { id: string; label: string }[] {
  for (const node of tree) {
    if (node.type === 'category' && sidebarNodeContains(node, docId)) {
      return [{ id: node.id, label: node.label }, ...buildDocTrail(node.items, docId)];
    }
  }
  return [];
}
