/**
 * The docs sidebar of one locale: the tree of content/sidebar.json with labels and
 * paths filled in, and the prev/next neighbours in reading order.
 */
import type { Doc, SidebarItemConfig } from '../content/types';
import type { Locale } from '../i18n';
import { docRoute, localizePath } from '../urls';
import { categoryPageKey, sidebarEntryContains } from './sidebar-entries';

/** A node of the sidebar tree, keyed by doc or category id, never by label. */
export type SidebarNode =
  | { type: 'doc'; id: string; label: string; path: string; className?: string }
  | {
      type: 'category';
      id: string;
      label: string;
      items: SidebarNode[];
      /** Path of its own page (a generated index), else of its first doc. */
      path: string;
      /** false: starts open on every page. */
      collapsed?: false;
      className?: string;
      /** true: `path` is the category's own page, which its label opens. */
      hasPage?: true;
    };

/** A link to a neighbouring doc. */
export interface DocLink {
  id: string;
  title: string;
  path: string;
}

/** Builds the sidebar tree of a locale from the validated config and docs. */
export function buildSidebar(
  config: readonly SidebarItemConfig[],
  docs: readonly Doc[],
  locale: Locale,
): SidebarNode[] {
  const byId = new Map(docs.map((d) => [d.id, d]));
  return config.map((item): SidebarNode => {
    if (item.type === 'category') {
      const items = buildSidebar(item.items, docs, locale);
      // Keys only when set: the page's data carries every entry (no "$undefined").
      const page =
        item.link?.type === 'generated-index'
          ? { path: localizePath(docRoute(item.link.slug), locale), hasPage: true as const }
          : { path: items[0]!.path };
      return {
        type: 'category',
        id: item.id,
        label: item.label[locale],
        items,
        path: page.path,
        ...(item.collapsed === false && { collapsed: false }),
        ...(item.className && { className: item.className }),
        ...(page.hasPage && { hasPage: true }),
      };
    }
    const doc = byId.get(item.id);
    // The content model guarantees every sidebar id has a doc in every locale.
    if (!doc) throw new Error(`Sidebar id "${item.id}" has no "${locale}" doc`);
    return {
      type: 'doc',
      id: doc.id,
      label: doc.sidebarLabel,
      path: localizePath(docRoute(doc.slug), locale),
      ...(doc.sidebarClassName && { className: doc.sidebarClassName }),
    };
  });
}

/** Whether a node is, or contains, the doc with this id or the category page with this key (an open category). */
export function sidebarNodeContains(node: SidebarNode, docId: string): boolean {
  return sidebarEntryContains(node, docId);
}

/** A listed doc as a pager link, with its `pagination_label`. */
function docLink(doc: Doc): DocLink {
  return { id: doc.id, title: doc.paginationLabel, path: localizePath(docRoute(doc.slug), doc.locale) };
}

/**
 * The reading order of a locale: its listed docs in sidebar order, each category's own page
 * (keyed by categoryPageKey, titled by the category's label) before the category's items,
 * as Docusaurus' pager goes.
 * @example buildReadingOrder(sidebar, docs, 'en').map((l) => l.id) → ['intro', 'category:guides', 'guides/install', …]
 */
export function buildReadingOrder(
  config: readonly SidebarItemConfig[],
  docs: readonly Doc[],
  locale: Locale,
): DocLink[] {
  const byId = new Map(docs.map((d) => [d.id, d]));
  return config.flatMap((item): DocLink[] => {
    if (item.type === 'doc') {
      const doc = byId.get(item.id);
      return doc && !doc.unlisted ? [docLink(doc)] : [];
    }
    const page =
      item.link?.type === 'generated-index'
        ? [
            {
              id: categoryPageKey(item.id),
              title: item.label[locale],
              path: localizePath(docRoute(item.link.slug), locale),
            },
          ]
        : [];
    return [...page, ...buildReadingOrder(item.items, docs, locale)];
  });
}

/** The neighbours of a page (a doc id or a category page's key) in a reading order. */
export function buildPagerAt(order: readonly DocLink[], key: string): { previous?: DocLink; next?: DocLink } {
  const index = order.findIndex((link) => link.id === key);
  return index === -1 ? {} : { previous: order[index - 1], next: order[index + 1] };
}

/**
 * The previous and next pages of a doc: `pagination_prev`/`pagination_next` when set (null:
 * none), else its neighbours in `order` (by default the docs, in sidebar order, unlisted
 * docs last and skipped; buildReadingOrder adds the categories' own pages). A doc's link
 * shows its `pagination_label`.
 * @example buildDocPager(docs, 'intro') → { previous: undefined, next: { id: 'introduction/what-is-vigia', ... } }
 */
export function buildDocPager(
  docs: readonly Doc[],
  docId: string,
  order: readonly DocLink[] = docs.filter((d) => !d.unlisted).map(docLink),
): { previous?: DocLink; next?: DocLink } {
  const doc = docs.find((d) => d.id === docId);
  if (!doc) return {};
  const neighbours = buildPagerAt(order, docId);
  const pick = (field: string | null | undefined, neighbour: DocLink | undefined) => {
    if (field === null) return undefined;
    if (field === undefined) return neighbour;
    const target = docs.find((d) => d.id === field);
    return target && docLink(target);
  };
  return { previous: pick(doc.paginationPrev, neighbours.previous), next: pick(doc.paginationNext, neighbours.next) };
}

/** A category above a page; `path` when the category has a page of its own. */
export interface TrailCrumb {
  id: string;
  label: string;
  path?: string;
}

/**
 * The categories above a doc (or around a category page), outermost first (breadcrumbs).
 * @example buildDocTrail(tree, 'api/users') → [{ id: 'api', label: 'REST API' }]
 */
export function buildDocTrail(tree: readonly SidebarNode[], docId: string): TrailCrumb[] {
  for (const node of tree) {
    if (node.type === 'category' && sidebarNodeContains(node, docId)) {
      return [
        { id: node.id, label: node.label, ...(node.hasPage && { path: node.path }) },
        ...buildDocTrail(node.items, docId),
      ];
    }
  }
  return [];
}
