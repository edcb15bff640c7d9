/**
 * A doc page's sidebar in two parts, so that a client navigation between docs does not
 * fetch it again: the top level, the same on every page of a sidebar (a locale's docs, of
 * one version), which the docs layout holds once (the router keeps a layout between its
 * pages), and the page's own branch, the items of the categories open around the doc,
 * which its page brings. The client leaf joins them, so this module imports nothing but
 * sidebar-entries.ts.
 *
 * A long top level is cut: the layout holds its first entries, and a page whose own entry
 * lies past them brings that stretch (its window); what neither holds loads from the
 * locale's sidebar.json when the reader asks for it. Every page would otherwise carry every
 * top-level entry, which grows with the site: a page's cost would grow with the site.
 */
import { sidebarEntryContains, type SidebarEntry } from './sidebar-entries';

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
 * The page's sidebar again from its two parts: joinSidebar(sidebarTopLevel(e), sidebarBranch(e))
 * equals e; rows (topLevelRows) keep their gaps.
 */
export function joinSidebar<Row extends SidebarRow>(topLevel: readonly Row[], branch: SidebarBranch): Row[] {
  return topLevel.map((entry) => {
    const items = entry.type === 'category' ? branch[entry.id] : undefined;
    return items ? { ...entry, items } : entry;
  });
}

/** How many neighbours on each side of its own top-level entry a page brings past the cut. */
export const WINDOW_REACH = 5;

/** A page's stretch of a cut top level: its own entry and its neighbours, from index `start`. */
export interface SidebarWindow {
  start: number;
  entries: SidebarEntry[];
}

/** A row of the top level as the sidebar renders it: an entry, or a stretch of `count` entries not loaded. */
export type SidebarRow = SidebarEntry | { type: 'gap'; id: string; count: number };

/**
 * The first `limit` entries of a top level and how many it leaves out.
 * @example cutTopLevel([a, b, c], 2) → { shown: [a, b], hidden: 1 }
 */
export function cutTopLevel(
  entries: readonly SidebarEntry[],
  limit: number,
): { shown: SidebarEntry[]; hidden: number } {
  return { shown: entries.slice(0, limit), hidden: Math.max(0, entries.length - limit) };
}

/**
 * The stretch of the top level a page brings when its own entry (the one holding `activeId`)
 * lies past the first `limit`; undefined when the layout's entries hold it. Without items:
 * its branch brings those.
 * @example sidebarWindow(entries120, 'copies-110/intro', 100) → { start: 105, entries: entries120[105..115] without items }
 */
export function sidebarWindow(
  entries: readonly SidebarEntry[],
  activeId: string,
  limit: number,
  reach = WINDOW_REACH,
): SidebarWindow | undefined {
  const index = entries.findIndex((entry) => sidebarEntryContains(entry, activeId));
  if (index < limit) return undefined;
  const start = Math.max(limit, index - reach);
  return { start, entries: sidebarTopLevel(entries.slice(start, index + reach + 1)) };
}

/**
 * The top level's rows: the layout's entries, then the page's window (if any), with a gap
 * for each stretch neither holds. `hidden`: how many entries the layout left out.
 * @example topLevelRows([a, b], 3) → [a, b, { type: 'gap', id: 'gap:2', count: 3 }]
 */
export function topLevelRows(topLevel: readonly SidebarEntry[], hidden = 0, window?: SidebarWindow): SidebarRow[] {
  if (hidden === 0) return [...topLevel];
  const total = topLevel.length + hidden;
  const gap = (from: number, to: number): SidebarRow[] =>
    to > from ? [{ type: 'gap', id: `gap:${from}`, count: to - from }] : [];
  if (!window) return [...topLevel, ...gap(topLevel.length, total)];
  const end = window.start + window.entries.length;
  return [...topLevel, ...gap(topLevel.length, window.start), ...window.entries, ...gap(end, total)];
}
