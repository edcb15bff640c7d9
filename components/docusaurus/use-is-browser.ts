'use client';
/** `@docusaurus/useIsBrowser`: false on the server and during hydration, then true. */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useIsBrowser(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

export default useIsBrowser;
