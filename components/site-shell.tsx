import type { ReactNode } from 'react';
import type { SiteNav } from '@/lib/navigation';
import { SiteHeader } from './site-header';
import { PageErrorBoundary } from './page-error-boundary';

/** Id of the main landmark, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The frame of every page between the root layout's skip link and announcement bar and its
 * footer (components/site-chrome.tsx): header and main landmark. Rendered by each page (not
 * the layout) so the header's locale links always point at the current page, with no client
 * code. `panelNav` is the page's own navigation (the docs sidebar), shown in the mobile side
 * panel below 996 px.
 */
export function SiteShell({ nav, panelNav, children }: { nav: SiteNav; panelNav?: ReactNode; children: ReactNode }) {
  return (
    <>
      <SiteHeader nav={nav} panelNav={panelNav} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <PageErrorBoundary>{children}</PageErrorBoundary>
      </main>
    </>
  );
}
