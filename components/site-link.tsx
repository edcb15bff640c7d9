'use client';
/**
 * The site's one internal link: `next/link` (client navigation, prefetch of the target's
 * data) with the site's prefetch policy. Every internal link goes through it; a unit test
 * fails if `next/link` is imported anywhere else.
 */
import NextLink from 'next/link';
import { useState, type ComponentProps } from 'react';
import { isPrefetchAllowed, type ConnectionInfo } from '@/lib/client/prefetch';

/**
 * `next/link`'s props without `prefetch`: a forced prefetch (true) breaks the click in a static
 * export (next.js #92341), and the policy below decides `false`.
 */
export type SiteLinkProps = Omit<ComponentProps<typeof NextLink>, 'prefetch'>;

function readConnection(): ConnectionInfo | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}

/**
 * An internal link that prefetches its page's data once the reader reaches for it (pointer
 * over it, keyboard focus, a touch), not as soon as it scrolls into view: a doc page shows
 * a sidebar's worth of links, and prefetching each in view cost every reader 12 to 21
 * requests and script time per page for pages they mostly never open. Never on a
 * connection that saves data or is slow. This is Next's documented hover-prefetch pattern:
 * `prefetch={null}` (the default) once intent is shown, `false` before.
 */
export function SiteLink({ onMouseEnter, onFocus, onTouchStart, ...props }: SiteLinkProps) {
  const [intent, setIntent] = useState(false);
  /** The link's own handler for an event, once it has marked the reader's intent. */
  const reachedFor =
    <E,>(handler?: (event: E) => void) =>
    (event: E) => {
      setIntent(true);
      handler?.(event);
    };
  // `prefetch` does not change the rendered <a>, so server and client HTML agree.
  const prefetch = intent && isPrefetchAllowed(readConnection()) ? null : false;
  return (
    <NextLink
      {...props}
      prefetch={prefetch}
      onMouseEnter={reachedFor(onMouseEnter)}
      onFocus={reachedFor(onFocus)}
      onTouchStart={reachedFor(onTouchStart)}
    />
  );
}
