'use client';
/** `@docusaurus/BrowserOnly`: its children (a function) only in the browser, after hydration. */
import type { ReactNode } from 'react';
import { useIsBrowser } from './use-is-browser';

export default function BrowserOnly({ children, fallback }: { children?: () => ReactNode; fallback?: ReactNode }) {
  const isBrowser = useIsBrowser();
  return <>{isBrowser && children ? children() : (fallback ?? null)}</>;
}
