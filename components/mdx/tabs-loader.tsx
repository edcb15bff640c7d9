'use client';
/**
 * Loads the tabs' client leaf as its own chunk: Turbopack puts every client component a
 * route can render into one chunk, so a direct import would make every doc pay for tabs.
 * `React.lazy`, not `next/dynamic`, whose loader costs every doc more than the leaf itself.
 * Until the chunk arrives, the server HTML shows the default panel (app/styles/mdx-components.css).
 */
import { lazy, Suspense, type ComponentProps } from 'react';

const LazyTabsClient = lazy(() => import('./tabs-client').then((module) => ({ default: module.TabsClient })));

/** components/mdx/tabs-client.tsx, server-rendered, its code fetched only by pages with tabs. */
export function TabsClient(props: ComponentProps<typeof LazyTabsClient>) {
  return (
    <Suspense>
      <LazyTabsClient {...props} />
    </Suspense>
  );
}
