/**
 * The sidebar as a doc page renders it, and the lookups its client leaf needs. This
 * module imports nothing, so the client bundle gets these few functions and no more.
 */

/** A sidebar node as a page renders it; a category without `items` loads them on opening. */
export type SidebarEntry =
  | { type: 'doc'; id: string; label: string; path: string; className?: string }
  | {
      type: 'category';
      id: string;
      label: string;
      path: string;
      items?: SidebarEntry[];
      /** false: starts open. */ collapsed?: false;
      className?: string;
      /** true: `path` is the category's own page (a generated index), which its label opens. */
      hasPage?: true;
    };

/**
 * The key of a category's own page where a doc's id goes (the sidebar's current item, the
 * pager): doc ids have no `:`, so the two never meet.
 * @example categoryPageKey('guides') === 'category:guides'
 */
export function categoryPageKey(categoryId: string): string {
  return `category:${categoryId}`;
}

/** Whether an entry is, or contains, the doc with this id or the category page with this key. */
export function sidebarEntryContains(node: SidebarEntry, docId: string): boolean {
  if (node.type === 'doc') return node.id === docId;
  return (
    (node.hasPage === true && categoryPageKey(node.id) === docId) ||
    (node.items ?? []).some((child) => sidebarEntryContains(child, docId))
  );
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
  return tree.flatMap((node) =>
    node.type === 'category'
      ? [...(node.collapsed === false ? [node.id] : []), ...uncollapsedCategoryIds(node.items ?? [])]
      : [],
  );
}

function categoriesAround(tree: readonly SidebarEntry[], activeId: string): string[] {
  for (const node of tree) {
    if (node.type === 'category' && node.items && sidebarEntryContains(node, activeId)) {
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
