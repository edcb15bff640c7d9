'use client';
import type { MouseEvent } from 'react';
import type { ExcerptPart, SearchHit } from '@/lib/search/hits';

/** Id of a result row, for the input's `aria-activedescendant`. */
export function hitId(index: number): string {
  return `search-hit-${index}`;
}

function Excerpt({ id, parts }: { id: string; parts: ExcerptPart[] }) {
  return (
    <span id={id} className="search-hit-excerpt">
      {parts.map((part, i) => (part.marked ? <mark key={i}>{part.text}</mark> : part.text))}
    </span>
  );
}

/** Whether a click asks for something else than "open here" (new tab, window, download). */
function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * The rows of a search: a listbox driven from the input (the combobox pattern). Each row is
 * a link to its section, so it also works as a plain link (middle click, new tab).
 */
export function SearchResults(props: {
  id: string;
  label: string;
  hits: SearchHit[];
  active: number;
  onActivate: (index: number) => void;
  onOpen: (hit: SearchHit) => void;
}) {
  return (
    <div id={props.id} role="listbox" aria-label={props.label} className="search-results">
      {props.hits.map((hit, index) => (
        <a
          key={hit.href}
          id={hitId(index)}
          // Named by title and heading; the excerpt is read after, as its description.
          aria-labelledby={`${hitId(index)}-title${hit.section ? ` ${hitId(index)}-section` : ''}${hit.version ? ` ${hitId(index)}-version` : ''}`}
          aria-describedby={`${hitId(index)}-excerpt`}
          role="option"
          aria-selected={index === props.active}
          tabIndex={-1}
          href={hit.href}
          className="search-hit"
          onMouseMove={() => index !== props.active && props.onActivate(index)}
          onClick={(event) => {
            if (isModifiedClick(event)) return;
            event.preventDefault();
            props.onOpen(hit);
          }}
        >
          <span id={`${hitId(index)}-title`} className="search-hit-title">
            {hit.pageTitle}
          </span>
          {hit.section && (
            <span id={`${hitId(index)}-section`} className="search-hit-section">
              {hit.section}
            </span>
          )}
          {hit.version && (
            <span id={`${hitId(index)}-version`} className="search-hit-version">
              {hit.version}
            </span>
          )}
          <Excerpt id={`${hitId(index)}-excerpt`} parts={hit.excerpt} />
        </a>
      ))}
    </div>
  );
}
