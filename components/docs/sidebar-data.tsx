'use client';
/**
 * The top level of the docs' sidebars, provided by the docs layout to the sidebar of each
 * page below it: the client router keeps the layout between docs, so a navigation from one
 * doc to another fetches only the page's own branch (lib/docs/sidebar-split.ts).
 */
import { createContext, use, type ReactNode } from 'react';
import type { SidebarEntry } from '@/lib/docs/sidebar-entries';

/** A promise, so that React writes the data at the end of the payload (see deferToEndOfPayload). */
const SidebarTopLevels = createContext<Promise<Record<string, SidebarEntry[]>> | undefined>(undefined);

/**
 * What every sidebar of a locale says and loads: its landmark names (in the page, in the
 * mobile panel), `sidebar.json`'s address, and, when a top level is cut, how the stretches
 * left out read (`{count}` for their size) and how many entries of each cut one were left out.
 */
export interface SidebarTexts {
  pageLabel: string;
  panelLabel: string;
  dataUrl: string;
  cut?: {
    hidden: Record<string, number>;
    more: { one: string; other: string };
    showMore: { one: string; other: string };
  };
}
const SidebarTextsContext = createContext<SidebarTexts>({ pageLabel: '', panelLabel: '', dataUrl: '' });

export function DocsSidebarData(props: {
  topLevels: Promise<Record<string, SidebarEntry[]>>;
  texts: SidebarTexts;
  children: ReactNode;
}) {
  return (
    <SidebarTopLevels value={props.topLevels}>
      <SidebarTextsContext value={props.texts}>{props.children}</SidebarTextsContext>
    </SidebarTopLevels>
  );
}

/** The docs layout's sidebar texts. */
export function useSidebarTexts(): SidebarTexts {
  return use(SidebarTextsContext);
}

/** The top level of the sidebar `key`, or undefined outside the docs layout or for an unknown key. */
export function useSidebarTopLevel(key: string): SidebarEntry[] | undefined {
  const topLevels = use(SidebarTopLevels);
  return topLevels && use(topLevels)[key];
}
