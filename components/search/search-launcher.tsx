'use client';
/**
 * The search button and its shortcuts (Ctrl+K / Cmd+K, and `/` outside text fields). The
 * dialog is a separate chunk, imported the first time the reader opens it, so nothing of
 * search loads with the page.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useChromeLabels } from '@/components/chrome/chrome-labels';
import { isApplePlatform, isSearchShortcut } from '@/lib/client/search-shortcut';
import type { SearchDialogProps } from './search-dialog';
import type { SearchLabels } from './search-labels';

/** The button that opens the search dialog. */
export function SearchLauncher({ versioned }: { versioned: boolean }) {
  const { search } = useChromeLabels();
  // The "all versions" control only where there are versions to widen to.
  const labels: SearchLabels = useMemo(() => {
    if (versioned) return search;
    const { allVersions: _, ...rest } = search;
    return rest;
  }, [search, versioned]);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [openRequest, setOpenRequest] = useState(0);
  const [Dialog, setDialog] = useState<ComponentType<SearchDialogProps> | null>(null);
  // The HTML says "Ctrl K"; an Apple device reads "⌘ K" once hydrated.
  const [shortcut, setShortcut] = useState(labels.shortcut);
  useEffect(() => {
    if (isApplePlatform(navigator.platform)) setShortcut(labels.shortcutApple);
  }, [labels]);

  const openSearch = useCallback(() => {
    setOpen(true);
    setOpenRequest((count) => count + 1);
    void import('./search-dialog').then((module) => setDialog(() => module.SearchDialog));
  }, []);

  const closeSearch = useCallback((outcome: 'opened' | 'dismissed') => {
    setOpen(false);
    // After a chosen result, focus goes where it lands (route-change-watcher.tsx).
    if (outcome === 'dismissed') buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      // defaultPrevented: another launcher on the page (e.g. a mobile copy) already took it.
      if (event.defaultPrevented || !isSearchShortcut(event)) return;
      event.preventDefault();
      openSearch();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [openSearch]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="search-button"
        onClick={openSearch}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
      >
        <svg
          aria-hidden="true"
          width="16"
          height="16"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
        >
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="m15.5 15.5 5 5" />
        </svg>
        <span className="search-button-label">{labels.button}</span>
        <kbd className="search-button-kbd" aria-hidden="true">
          {shortcut}
        </kbd>
      </button>
      {Dialog && <Dialog open={open} openRequest={openRequest} labels={labels} onClose={closeSearch} />}
    </>
  );
}
