'use client';
/**
 * The chrome's texts that depend on the locale only (search, colour mode, the page's error
 * fallback) and the parts of the header that no page changes (brand, links, search button,
 * colour-mode toggle, and the language links and a sole docs version, which read the page
 * from the address), given once by the root layout, which the client router keeps: a navigation's page
 * data then carries none of them (tests/e2e/nav-payload.spec.ts). The page's header puts
 * each part in its place with `HeldPart`.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { SearchLabels } from '@/components/search/search-labels';

/** The fallback's texts, in the page's locale. */
export interface PageErrorLabels {
  /** Heading of a crashed page. */
  title: string;
  /** Button that renders the page again. */
  tryAgain: string;
  /** Heading when part of the page's code could not be loaded. */
  chunkTitle: string;
  /** Button that reloads the window. */
  retry: string;
  /** What happened, in the page's locale (the error's own message is English): a crash, a missing chunk. */
  text: string;
  chunkText: string;
  /** Raw template: the client fills `{code}` (lib/error-code.ts). */
  code: string;
}

export type ColourMode = 'light' | 'dark' | 'system';

export interface ChromeLabels {
  search: SearchLabels;
  /** The toggle's accessible name in each mode, and before it knows the mode. */
  colourMode: Record<ColourMode, string> & { pending: string };
  pageError: PageErrorLabels;
  /** The navbar landmark's name. */
  navbar: string;
  /** The mobile side panel's names: its button's and its own, and its close button's. */
  menu: { label: string; closeLabel: string };
  /** A code block's copy button and the status it announces once copied (not repeated per block in a page's data). */
  codeBlock: { copy: string; copied: string };
}

/** The header's parts the root layout renders (components/site-header.tsx); a site of several docs versions has no `versions` ones. */
export type HeldPartName =
  | 'panelLinks'
  | 'brand'
  | 'navbarLinks'
  | 'colourMode'
  | 'search'
  | 'languages'
  | 'panelLanguages'
  | 'versions'
  | 'panelVersions';

const ChromeLabelsContext = createContext<ChromeLabels | null>(null);
const HeldPartsContext = createContext<Partial<Record<HeldPartName, ReactNode>>>({});

export function ChromeLabelsProvider({
  labels,
  parts,
  children,
}: {
  labels: ChromeLabels;
  parts: Record<HeldPartName, ReactNode>;
  children: ReactNode;
}) {
  return (
    <ChromeLabelsContext.Provider value={labels}>
      <HeldPartsContext.Provider value={parts}>{children}</HeldPartsContext.Provider>
    </ChromeLabelsContext.Provider>
  );
}

/** One of the header's parts, as the root layout rendered it. */
export function HeldPart({ name }: { name: HeldPartName }) {
  return <>{useContext(HeldPartsContext)[name]}</>;
}

/** The labels of the root layout around this component. */
export function useChromeLabels(): ChromeLabels {
  const labels = useContext(ChromeLabelsContext);
  if (!labels)
    throw new Error('useChromeLabels: no ChromeLabelsProvider around this component (app/[locale]/layout.tsx)');
  return labels;
}
