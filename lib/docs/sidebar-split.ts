/**
 * A doc page's sidebar in two parts, so that a client navigation between docs does not
 * fetch it again: the top level, the same on every page of a sidebar (a locale's docs, of
 * one version), which the docs layout holds once (the router keeps a layout between its
 * pages), and the page's own branch, the items of the categories open around the doc,
 * which its page brings. Imports nothing but types: the client leaf joins them.
 */
import type { SidebarEntry } from './sidebar-entries';

/** Items of the open top-level categories, by category id. */
export type SidebarBranch = Record<string, SidebarEntry[]>;

/**
 * The top level of a sidebar, each category without its items.
 * @example sidebarTopLevel([{ type: 'category', id: 'a', label: 'A', path: '/a/', items: [doc] }]) → [{ type: 'category', id: 'a', label: 'A', path: '/a/' }]
 */
export function sidebarTopLevel(entries: readonly SidebarEntry[]): SidebarEntry[] {
  return entries.map((entry) => {
    if (entry.type === 'doc' || entry.items === undefined) return entry;
    const { items: _items, ...category } = entry;
    return category;
  });
}

/**
 * The items a page's sidebar shows below its top level: those of the categories it opens.
 * @example sidebarBranch([{ type: 'category', id: 'a', …, items: [doc] }, docB]) → { a: [doc] }
 */
export function sidebarBranch(entries: readonly SidebarEntry[]): SidebarBranch {
  const branch: SidebarBranch = {};
  for (const entry of entries) if (entry.type === 'category' && entry.items) branch[entry.id] = entry.items;
  return branch;
}

/**
 * The page's sidebar again from its two parts: joinSidebar(sidebarTopLevel(e), sidebarBranch(e)) equals e.
 */
export function joinSidebar(topLevel: readonly SidebarEntry[], branch: SidebarBranch): SidebarEntry[] {
  return topLevel.map((entry) => {
    const items = entry.type === 'category' ? branch[entry.id] : undefined;
    return items ? { ...entry, items } : entry;
  });
}
