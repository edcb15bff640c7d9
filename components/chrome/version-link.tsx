'use client';
/**
 * A docs version of the versions dropdown: choosing it stores it as the preferred version
 * and opens the same doc in that version at the same `#hash` (without JavaScript, the link
 * alone, without the hash).
 */
import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
import { SiteLink } from '@/components/site-link';
import { DOCS_VERSION_STORAGE_KEY } from '@/lib/site';

/** `version`: the value of the localStorage entry written on click (the old site's key and value). */
export function VersionLink(props: { href: string; version: string; current: boolean; children: ReactNode }) {
  const router = useRouter();
  return (
    <SiteLink
      href={props.href}
      aria-current={props.current ? 'true' : undefined}
      onClick={(event) => {
        try {
          localStorage.setItem(DOCS_VERSION_STORAGE_KEY, props.version);
        } catch {
          // Storage can be disabled; the link still works.
        }
        // A plain click keeps the section being read; modified clicks (new tab) keep the link's own behaviour.
        const hash = window.location.hash;
        if (hash === '' || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
          return;
        event.preventDefault();
        router.push(`${props.href}${hash}`);
      }}
    >
      {props.children}
    </SiteLink>
  );
}
