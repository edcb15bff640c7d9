'use client';
/**
 * The chrome's links to the page being read in another version or locale.
 *
 * A docs version of the versions dropdown: choosing it stores it as the preferred version
 * and opens the same doc in that version at the same `#hash` (without JavaScript, the link
 * alone, without the hash). A site's sole version has no `href`: it is the page itself,
 * read from the address (the root layout renders it once: components/site-header.tsx).
 */
import { usePathname, useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
import { SiteLink } from '@/components/site-link';
import { DOCS_VERSION_STORAGE_KEY } from '@/lib/site';

/** `version`: the value of the localStorage entry written on click (the old site's key and value). */
export function VersionLink(props: { href?: string; version: string; current: boolean; children: ReactNode }) {
  const router = useRouter();
  const pathname = usePathname();
  const href = props.href ?? `${pathname ?? ''}/`.replace(/\/+$/, '/');
  return (
    <SiteLink
      href={href}
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
        router.push(`${href}${hash}`);
      }}
    >
      {props.children}
    </SiteLink>
  );
}

/**
 * The same page in every locale, its path read from the address: rendered once by the root
 * layout (components/site-header.tsx, held parts), which the client router keeps, so a
 * navigation's page data carries no language links (tests/e2e/nav-payload.spec.ts). The
 * prerendered HTML has each page's own. In this module, not one of its own: a module more in
 * the root layout's chunk made Turbopack split a chunk off it, about 0.2 KB of first-load JS.
 *
 * `links`: each locale's code, name and path prefix ('' for the default locale); `prefix`: the page's own. */
export function LanguageLinks(props: {
  links: [locale: string, label: string, prefix: string][];
  locale: string;
  prefix: string;
  basePath: string;
}) {
  // The page's path below its locale's prefix, with the export's slashes (`/docs/intro/`, `/`).
  const rest = `/${(usePathname() ?? '/').slice(props.prefix.length)}/`.replace(/\/+/g, '/');
  return props.links.map(([locale, label, prefix]) => (
    <li key={locale}>
      <a
        href={`${props.basePath}${prefix}${rest}`}
        hrefLang={locale}
        lang={locale}
        aria-current={locale === props.locale ? 'true' : undefined}
      >
        {label}
      </a>
    </li>
  ));
}
