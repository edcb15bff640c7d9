import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { SiteNav } from '@/lib/navigation';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { PageErrorBoundary } from './page-error-boundary';

/** Id of the main landmark, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The frame of every page: skip link, header, main landmark, footer. Rendered by
 * each page (not the layout) so the header's locale link always points at the
 * current page, with no client code.
 */
export async function SiteShell({ nav, children }: {
  nav: SiteNav;
  children: ReactNode;
  /** Secondary navigation (the docs sidebar) for the mobile side panel; the header renders it. */
  panelNav?: ReactNode;
}) {
  const t = await getTranslations({ locale: nav.locale, namespace: 'skipLink' });
  const e = await getTranslations({ locale: nav.locale, namespace: 'pageError' });
  return (
    <>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>{t('label')}</a>
      <SiteHeader nav={nav} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <PageErrorBoundary labels={{ title: e('title'), tryAgain: e('tryAgain'), chunkTitle: e('chunkTitle'), retry: e('retry') }}>{children}</PageErrorBoundary>
      </main>
      <SiteFooter nav={nav} />
    </>
  );
}
