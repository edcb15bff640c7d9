/**
 * What the docs sidebar keeps across client navigations and reloads in the tab:
 * the categories the reader opened or closed, its scroll position, and the sidebar
 * data once fetched (a module value: it survives client navigations).
 */
import type { SidebarEntry } from '@/lib/docs/sidebar-entries';

/** The sidebar's stored state. */
export interface StoredSidebarState {
  expanded: string[];
  scrollTop: number;
}

const STORAGE_KEY = 'docs-sidebar';

/** The stored state of one sidebar instance (`variant`: the page's or the mobile panel's). */
export function readSidebarState(variant: string): StoredSidebarState | undefined {
  try {
    const value = JSON.parse(
      sessionStorage.getItem(`${STORAGE_KEY}:${variant}`) ?? 'null',
    ) as StoredSidebarState | null;
    return value && Array.isArray(value.expanded) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Stores the state; storage may be full or disabled, then the state lasts the page only. */
export function writeSidebarState(variant: string, state: StoredSidebarState): void {
  try {
    sessionStorage.setItem(`${STORAGE_KEY}:${variant}`, JSON.stringify(state));
  } catch {
    // Private modes may refuse storage: nothing to do.
  }
}

/** Every version's full sidebar, by data URL (sidebar.json holds them keyed by version name). */
const loaded = new Map<string, Record<string, SidebarEntry[]>>();
const pending = new Map<string, Promise<Record<string, SidebarEntry[]>>>();

/** The full sidebar `key` of a data URL if already fetched in this page's life. */
export function getLoadedSidebar(url: string, key: string): SidebarEntry[] | undefined {
  const all = loaded.get(url);
  return all && (all[key] ?? []);
}

/** Fetches the data URL once, and gives its sidebar `key`. */
export function loadSidebar(url: string, key: string): Promise<SidebarEntry[]> {
  let promise = pending.get(url);
  if (!promise) {
    promise = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        return response.json() as Promise<Record<string, SidebarEntry[]>>;
      })
      .then((all) => {
        loaded.set(url, all);
        return all;
      });
    promise.catch(() => pending.delete(url));
    pending.set(url, promise);
  }
  return promise.then((all) => all[key] ?? []);
}
