'use client';
/** A docs version of the versions dropdown: choosing it stores it as the preferred version. */
import type { ReactNode } from 'react';
import { SiteLink } from '@/components/site-link';

/** `storageKey`/`version`: the localStorage entry written on click (the old site's key and value). */
export function VersionLink(props: {
  href: string;
  storageKey: string;
  version: string;
  current: boolean;
  children: ReactNode;
}) {
  return (
    <SiteLink
      href={props.href}
      aria-current={props.current ? 'true' : undefined}
      onClick={() => {
        try {
          localStorage.setItem(props.storageKey, props.version);
        } catch {
          // Storage can be disabled; the link still works.
        }
      }}
    >
      {props.children}
    </SiteLink>
  );
}
