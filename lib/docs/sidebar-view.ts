/**
 * What a doc page's sidebar renders: the top level of the tree, with the items of the
 * categories around the current doc only. Other categories load their items when the
 * reader opens them (the per-locale sidebar data file), so a page's HTML does not
 * repeat every doc link of a large site.
 */
import { sidebarNodeContains, type SidebarNode } from './sidebar';

/** A sidebar node as a page renders it; a category without `items` loads them on opening. */
export type SidebarEntry =
  | { type: 'doc'; id: string; label: string; path: string }
  | { type: 'category'; id: string; label: string; path: string; items?: SidebarEntry[] };

/**
 * The tree with only the current doc's categories expanded.
 * @example buildShallowSidebar(tree, 'api/users') → the 'api' category has items, the others do not
 */
export function buildShallowSidebar(tree: readonly SidebarNode[], activeId: string): SidebarEntry[] {
  return tree.map((node): SidebarEntry => {
    if (node.type === 'doc') return node;
    const { items, ...category } = node;
    return sidebarNodeContains(node, activeId) ? { ...category, items: buildShallowSidebar(items, activeId) } : category;
  });
}

/** Ids of the categories that contain the doc, outermost first (they start open). */
export function buildOpenCategoryIds(tree: readonly SidebarEntry[], activeId: string): string[] {
  for (const node of tree) {
    if (node.type === 'category' && node.items && entryContains(node, activeId)) {
      return [node.id, ...buildOpenCategoryIds(node.items, activeId)];
    }
  }
  return [];
}

function entryContains(node: SidebarEntry, docId: string): boolean {
  return node.type === 'doc' ? node.id === docId : (node.items ?? []).some((child) => entryContains(child, docId));
}

/** The items of a category anywhere in the full tree, or undefined when there is none. */
export function findCategoryItems(tree: readonly SidebarEntry[], categoryId: string): SidebarEntry[] | undefined {
  for (const node of tree) {
    if (node.type !== 'category') continue;
    if (node.id === categoryId) return node.items;
    const found = findCategoryItems(node.items ?? [], categoryId);
    if (found) return found;
  }
  return undefined;
}
