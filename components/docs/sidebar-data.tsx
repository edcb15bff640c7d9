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

export function DocsSidebarData(props: { topLevels: Promise<Record<string, SidebarEntry[]>>; children: ReactNode }) {
  return <SidebarTopLevels value={props.topLevels}>{props.children}</SidebarTopLevels>;
}

/** The top level of the sidebar `key`, or undefined outside the docs layout or for an unknown key. */
export function useSidebarTopLevel(key: string): SidebarEntry[] | undefined {
  const topLevels = use(SidebarTopLevels);
  return topLevels && use(topLevels)[key];
}
