'use client';
/**
 * The interactive half of components/mdx/tabs.tsx, only on pages with tabs. The server HTML
 * shows every panel in order with its label (what a reader without JavaScript gets); once
 * hydrated, this shows the tablist and hides the other panels. The choice follows the
 * address (`queryString`), then localStorage under Docusaurus' key (`groupId`), then the default,
 * and is shared with every group of the page with the same groupId.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { nextTabIndex, pickInitialTab, tabStorageKey } from '@/lib/client/tabs';

/** One tab: its value and its label. */
export interface TabOption {
  value: string;
  label: string;
}

type Listener = (value: string) => void;
/** The groups on the page, by groupId: a choice in one reaches the others. */
const groups = new Map<string, Set<Listener>>();

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled: the choice lasts for the page only
  }
}

function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // as above
  }
}

/** A group of tabs; `panels[i]` belongs to `tabs[i]`. */
export function TabsClient(props: {
  tabs: TabOption[];
  panels: ReactNode[];
  defaultValue: string;
  groupId?: string;
  queryKey?: string;
  lazy?: boolean;
}) {
  const { tabs, panels, defaultValue, groupId, queryKey, lazy } = props;
  const id = useId();
  const [selected, setSelected] = useState(defaultValue);
  const [hydrated, setHydrated] = useState(false);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const values = tabs.map((tab) => tab.value);
  const valuesKey = values.join('\n');

  useEffect(() => {
    const known = valuesKey.split('\n');
    const fromQuery = queryKey ? new URLSearchParams(window.location.search).get(queryKey) : null;
    const fromStorage = groupId ? readStorage(tabStorageKey(groupId)) : null;
    setSelected(pickInitialTab({ values: known, fromQuery, fromStorage, defaultValue }));
    setHydrated(true);
    if (!groupId) return;
    const listener: Listener = (value) => {
      if (known.includes(value)) setSelected(value);
    };
    const listeners = groups.get(groupId) ?? new Set();
    groups.set(groupId, listeners.add(listener));
    // Another window of the site chose: follow it, as Docusaurus does.
    const onStorage = (event: StorageEvent) => {
      if (event.key === tabStorageKey(groupId) && event.newValue) listener(event.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  }, [valuesKey, defaultValue, groupId, queryKey]);

  const select = (value: string) => {
    setSelected(value);
    if (groupId) {
      writeStorage(tabStorageKey(groupId), value);
      for (const listener of groups.get(groupId) ?? []) listener(value);
    }
    if (queryKey) {
      const url = new URL(window.location.href);
      url.searchParams.set(queryKey, value);
      // The router's state is kept: Next.js syncs itself with native replaceState.
      window.history.replaceState(window.history.state, '', url);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = nextTabIndex(event.key, index, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    buttons.current[next]?.focus();
    select(tabs[next]!.value);
  };

  return (
    <div className="tabs" data-hydrated={hydrated ? '' : undefined}>
      <div role="tablist" aria-orientation="horizontal" className="tabs-list">
        {tabs.map((tab, index) => (
          <button
            key={tab.value}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-controls={`${id}-panel-${index}`}
            aria-selected={tab.value === selected}
            tabIndex={tab.value === selected ? 0 : -1}
            className="tabs-tab"
            onClick={() => select(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => {
        const shown = tab.value === selected;
        // A lazy group keeps only the chosen panel in the page once it runs.
        if (lazy && hydrated && !shown) return null;
        return (
          <div
            key={tab.value}
            role="tabpanel"
            id={`${id}-panel-${index}`}
            aria-labelledby={`${id}-tab-${index}`}
            hidden={hydrated && !shown}
            className={tab.value === defaultValue ? 'tabs-panel tabs-panel-default' : 'tabs-panel'}
          >
            {/* The label reads as the panel's heading while there is no tablist (no JavaScript). */}
            {!hydrated && <p className="tabs-panel-label">{tab.label}</p>}
            {panels[index]}
          </div>
        );
      })}
    </div>
  );
}
