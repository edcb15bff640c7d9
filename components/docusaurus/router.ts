'use client';
/**
 * `@docusaurus/router` for a site's own components: `useLocation` (the address once in the
 * browser; the path alone while prerendering, as a static page has no query) and `useHistory`.
 */
import { useRouter } from 'next/navigation';
import { useSyncExternalStore } from 'react';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state?: unknown;
}

const SERVER_LOCATION: Location = { pathname: '/', search: '', hash: '' };
let cached: Location = SERVER_LOCATION;

function readLocation(): Location {
  const { pathname, search, hash } = window.location;
  if (cached.pathname !== pathname || cached.search !== search || cached.hash !== hash)
    cached = { pathname, search, hash };
  return cached;
}

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener('hashchange', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('hashchange', onChange);
  };
}

export function useLocation(): Location {
  return useSyncExternalStore(subscribe, readLocation, () => SERVER_LOCATION);
}

export function useHistory() {
  const router = useRouter();
  return {
    push: (to: string) => router.push(to),
    replace: (to: string) => router.replace(to),
    location: typeof window === 'undefined' ? SERVER_LOCATION : readLocation(),
  };
}
