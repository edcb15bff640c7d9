'use client';
/**
 * Loads the tabs' client leaf as its own chunk: Turbopack puts every client component a
 * route can render into one chunk, so a direct import would make every doc pay for tabs.
 * `React.lazy`, not `next/dynamic`, whose loader costs every doc more than the leaf itself.
 * Until the chunk arrives, the server HTML shows the default panel (app/styles/mdx-components.css).
 */
import { lazy, type ComponentProps } from 'react';

type Leaf = typeof import('./tabs-client');
let leaf: Leaf | undefined;
const load = () => import('./tabs-client').then((module) => (leaf = module));
// On the server the leaf is required synchronously and handed to React.lazy as already
// resolved: a suspension there would stream the tabs as a hidden <div> that only a script
// reveals, and a reader without JavaScript would lose them. The bundler drops this branch
// from the browser's code (typeof window is a build-time constant), where the leaf loads
// on first render.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- synchronous on purpose (above)
if (typeof window === 'undefined') leaf = require('./tabs-client') as Leaf;

const LazyTabsClient = lazy(() => {
  const resolved = leaf;
  if (resolved)
    return {
      then: (onLoad: (module: { default: Leaf['TabsClient'] }) => void) => onLoad({ default: resolved.TabsClient }),
    } as Promise<{ default: Leaf['TabsClient'] }>;
  return load().then((module) => ({ default: module.TabsClient }));
});

/** components/mdx/tabs-client.tsx, server-rendered, its code fetched only by pages with tabs. */
export function TabsClient(props: ComponentProps<Leaf['TabsClient']>) {
  // No <Suspense> of its own: React outlines boundaries once a page's HTML is long, and an
  // outlined boundary is a hidden <div> that only a script reveals. In the browser, hydration
  // waits at the nearest boundary above for the chunk, showing the server HTML meanwhile.
  return <LazyTabsClient {...props} />;
}
