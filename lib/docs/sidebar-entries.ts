/**
 * The sidebar as a doc page renders it, and the lookups its client leaf needs. This
 * module imports nothing, so the client bundle gets these few functions and no more.
 */

/** A sidebar node as a page renders it; a category without `items` loads them on opening. */
export type SidebarEntry =
  | { type: 'doc'; id: string; label: string; path: string; className?: string }
  | { type: 'category'; id: string; label: string; path: string; items?: SidebarEntry[]; /** false: starts open. */ collapsed?: false; className?: string };

function entryContains(node: SidebarEntry, docId: string): boolean {
  return node.type === 'doc' ? node.id === docId : (node.items ?? []).some((child) => entryContains(child, docId));
}

/**
 * Ids of the categories that start open: those that contain the doc, outermost first,
 * then those marked `collapsed: false`.
 * @example buildOpenCategoryIds(buildShallowSidebar(tree, 'api/users'), 'api/users') → ['api']
 */
export function buildOpenCategoryIds(tree: readonly SidebarEntry[], activeId: string): string[] {
  const around = categoriesAround(tree, activeId);
  return [...around, ...uncollapsedCategoryIds(tree).filter((id) => !around.includes(id))];
}

function uncollapsedCategoryIds(tree: readonly SidebarEntry[]): string[] {
  return tree.flatMap((node) => (node.type === 'category' ? [...(node.collapsed === false ? [node.id] : []), ...uncollapsedCategoryIds(node.items ?? [])] : []));
}

function categoriesAround(tree: readonly SidebarEntry[], activeId: string): string[] {
  for (const node of tree) {
    if (node.type === 'category' && node.items && entryContains(node, activeId)) {
      return [node.id, ...categoriesAround(node.items, activeId)];
    }
  }
  return [];
}

/** The items of a category anywhere in a tree, or undefined when it is absent or not loaded. */
export function findCategoryItems(tree: readonly SidebarEntry[], categoryId: string): SidebarEntry[] | undefined {
  for (const node of tree) {
    if (node.type !== 'category') continue;
    if (node.id === categoryId) return node.items;
    const found = findCategoryItems(node.items ?? [], categoryId);
    if (found) return found;
  }
  return undefined;
}
