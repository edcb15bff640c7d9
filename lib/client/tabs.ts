/**
 * The rules of Docusaurus' `<Tabs>` that do not touch the DOM: which tab a reader sees
 * first, where the choice is remembered, and where the arrow keys lead. Used by the client
 * leaf components/mdx/tabs-client.tsx; importing nothing, so it adds nothing else to it.
 */

/** Docusaurus' localStorage key for a group's choice, kept so returning readers keep theirs. */
export const TAB_STORAGE_PREFIX = 'docusaurus.tab.';

/**
 * @example tabStorageKey('os') === 'docusaurus.tab.os'
 */
export function tabStorageKey(groupId: string): string {
  return `${TAB_STORAGE_PREFIX}${groupId}`;
}

/**
 * The search parameter that selects a tab group's tab, or undefined when it has none.
 * `queryString="os"` names it; `queryString` alone uses the groupId, as Docusaurus does,
 * and `tab` without one (Docusaurus refuses that case).
 * @example tabQueryKey(true, 'os') === 'os' @example tabQueryKey('lang') === 'lang'
 */
export function tabQueryKey(queryString: string | boolean | undefined, groupId?: string): string | undefined {
  if (typeof queryString === 'string') return queryString || undefined;
  if (!queryString) return undefined;
  return groupId || 'tab';
}

/** Where a group's first choice can come from, strongest first. */
export interface TabChoiceSources {
  values: readonly string[];
  /** The value of the group's search parameter in the address. */
  fromQuery?: string | null;
  /** The value remembered for the group's groupId. */
  fromStorage?: string | null;
  defaultValue: string;
}

/**
 * The tab a reader sees once the page runs: the address wins (a shared link), then the
 * remembered choice, then the author's default. A value the group lacks is ignored.
 * @example pickInitialTab({ values: ['a', 'b'], fromStorage: 'b', defaultValue: 'a' }) === 'b'
 */
export function pickInitialTab(sources: TabChoiceSources): string {
  for (const candidate of [sources.fromQuery, sources.fromStorage]) {
    if (candidate && sources.values.includes(candidate)) return candidate;
  }
  return sources.defaultValue;
}

/**
 * The index of the tab a key moves to in a tablist of `count` tabs (WAI-ARIA tabs
 * pattern: Left/Right wrap around, Home and End go to the ends), or undefined for other keys.
 * @example nextTabIndex('ArrowRight', 2, 3) === 0 @example nextTabIndex('Home', 2, 3) === 0
 */
export function nextTabIndex(key: string, current: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
