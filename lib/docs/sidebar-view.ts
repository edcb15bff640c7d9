/**
 * What a doc page's sidebar renders: the top level of the tree, with the items of the
 * categories around the current doc only. Other categories load their items when the
 * reader opens them (the per-locale sidebar data file), so a page's HTML does not
 * repeat every doc link of a large site.
 */
import { sidebarNodeContains, type SidebarNode } from './sidebar';
import type { SidebarEntry } from './sidebar-entries';

export { buildOpenCategoryIds, findCategoryItems, type SidebarEntry } from './sidebar-entries';

/**
 * The tree with only the current doc's categories expanded.
 * @example buildShallowSidebar(tree, 'api/users') → the 'api' category has items, the others do not
 */
export function buildShallowSidebar(tree: readonly SidebarNode[], activeId: string): SidebarEntry[] {
  return tree.map((node): SidebarEntry => {
    if (node.type === 'doc') return node;
    const { items, ...category } = node;
    return sidebarNodeContains(node, activeId) || node.collapsed === false
      ? { ...category, items: buildShallowSidebar(items, activeId) }
      : category;
  });
}
