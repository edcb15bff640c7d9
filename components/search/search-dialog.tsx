'use client';
/**
 * The search dialog, loaded on first open (search-launcher.tsx). A modal <dialog>: the
 * page behind is inert, Escape closes it, Tab stays inside. The input is a combobox over
 * the results: arrow keys move through them, Enter opens one.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useRouter } from 'next/navigation';
import type { SearchHit } from '@/lib/search/hits';
import { focusLanding } from '@/lib/client/focus-landing';
import { withoutBasePath } from '@/lib/urls';
import type { SearchLabels } from './search-labels';
import { hitId, SearchResults } from './search-results';
import { useSearchResults, type SearchState } from './use-search-results';
import { DOCS_VERSION_ATTRIBUTE } from '@/lib/search/versions';

/** The docs version of the page being read, on a versioned site's doc page (lib/search/versions.ts). */
function readPageVersion(): string | undefined {
  return document.querySelector(`[${DOCS_VERSION_ATTRIBUTE}]`)?.getAttribute(DOCS_VERSION_ATTRIBUTE) ?? undefined;
}

/** Props of the lazily loaded dialog. */
export interface SearchDialogProps {
  open: boolean;
  /**
   * Counts the reader's requests to open: a shortcut pressed right after Escape, before
   * React rendered the close, leaves `open` true all along, and must still show the dialog.
   */
  openRequest: number;
  labels: SearchLabels;
  /**
   * Called once the dialog has closed: `opened` when the reader chose a result (focus then
   * goes where the result lands), `dismissed` for Escape, the close button or the backdrop.
   */
  onClose: (outcome: 'opened' | 'dismissed') => void;
}

/** The live status line: what the list below shows, for screen readers too. */
function describeState(state: SearchState, labels: SearchLabels): string {
  if (state.status === 'error') return labels.unavailable;
  if (state.status === 'idle') return labels.hint;
  if (state.status === 'loading') return labels.loading;
  if (state.hits.length === 0) return labels.noResults.replace('{query}', state.query);
  return state.hits.length === 1
    ? labels.resultsOne
    : labels.resultsOther.replace('{count}', String(state.hits.length));
}

/** The search dialog, rendered into <body> so no ancestor of the button can hide it. */
export function SearchDialog({ open, openRequest, labels, onClose }: SearchDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const openedHit = useRef(false);
  const ids = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  // Read on each opening: the dialog outlives client navigations between versions.
  const [pageVersion, setPageVersion] = useState<string | undefined>(undefined);
  const [allVersions, setAllVersions] = useState(false);
  const scoped = labels.allVersions !== undefined && pageVersion !== undefined;
  const state = useSearchResults(query, open, scoped && !allVersions ? pageVersion : undefined);
  const router = useRouter();
  const hits = state.hits;
  const current = Math.min(active, hits.length - 1);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setPageVersion(readPageVersion());
      dialog.showModal();
      inputRef.current?.select();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, openRequest]);

  useEffect(() => setActive(0), [state.query]);

  useEffect(() => {
    if (current >= 0) document.getElementById(hitId(current))?.scrollIntoView({ block: 'nearest' });
  }, [current]);

  function openHit(hit: SearchHit) {
    openedHit.current = true;
    dialogRef.current?.close();
    const target = new URL(hit.href, location.href);
    router.push(withoutBasePath(hit.href));
    // A section of this very page: no new page for the route watcher to focus, so do it here.
    if (target.pathname === location.pathname) requestAnimationFrame(() => focusLanding(target.hash));
  }

  function onDialogClose() {
    // The close event is a task of its own: a shortcut pressed right after Escape may have
    // opened the dialog again before it arrives, and that later opening stands.
    if (dialogRef.current?.open) return;
    onClose(openedHit.current ? 'opened' : 'dismissed');
    openedHit.current = false;
  }

  function onInputKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter that confirms an input method's composition (Japanese, Chinese…) is not a choice.
    if (hits.length === 0 || event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      const hit = hits[current];
      if (!hit) return;
      event.preventDefault();
      openHit(hit);
    }
  }

  // The modal already makes the page inert; this keeps Tab from leaving for the browser's UI.
  function onDialogKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab') return;
    const first = inputRef.current;
    const last = closeRef.current;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  const listId = `${ids}-results`;
  const expanded = hits.length > 0;
  return createPortal(
    <dialog
      ref={dialogRef}
      className="search-dialog"
      aria-labelledby={`${ids}-title`}
      onClose={onDialogClose}
      onKeyDown={onDialogKeyDown}
      // A click on the backdrop lands on the <dialog> itself; the panel covers the rest.
      onClick={(event) => event.target === event.currentTarget && event.currentTarget.close()}
    >
      <div className="search-panel">
        <div className="search-bar">
          <h2 id={`${ids}-title`} className="visually-hidden">
            {labels.dialogTitle}
          </h2>
          <label htmlFor={`${ids}-input`} className="visually-hidden">
            {labels.inputLabel}
          </label>
          <input
            ref={inputRef}
            id={`${ids}-input`}
            className="search-input"
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={expanded ? listId : undefined}
            aria-activedescendant={expanded && current >= 0 ? hitId(current) : undefined}
            aria-describedby={`${ids}-help`}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="search"
            placeholder={labels.placeholder}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onInputKeyDown}
          />
          <button ref={closeRef} type="button" className="search-close" onClick={() => dialogRef.current?.close()}>
            {labels.close}
          </button>
        </div>
        {scoped && (
          <label className="search-scope">
            <input type="checkbox" checked={allVersions} onChange={(event) => setAllVersions(event.target.checked)} />
            {labels.allVersions}
          </label>
        )}
        <p role="status" className="search-status">
          {describeState(state, labels)}
        </p>
        {expanded && (
          <SearchResults
            id={listId}
            label={labels.resultsLabel}
            hits={hits}
            active={current}
            onActivate={setActive}
            onOpen={openHit}
          />
        )}
        <p id={`${ids}-help`} className="search-help">
          {labels.instructions}
        </p>
      </div>
    </dialog>,
    document.body,
  );
}
