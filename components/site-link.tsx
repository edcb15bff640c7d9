'use client';
/**
 * The site's one internal link: `next/link` (client navigation, prefetch of the target's
 * data) with the site's prefetch policy. Every internal link goes through it; a unit test
 * fails if `next/link` is imported anywhere else.
 */
import NextLink from 'next/link';
import type { ComponentProps } from 'react';
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

/** An internal link; prefetches like `next/link` unless the connection is saving data or slow. */
export function SiteLink(props: SiteLinkProps) {
  // `prefetch` does not change the rendered <a>, so server and client HTML agree.
  return <NextLink {...props} prefetch={isPrefetchAllowed(readConnection()) ? undefined : false} />;
}
