import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { AnnouncementBar } from '@/components/chrome/announcement-bar';
import { getAnnouncement } from '@/lib/announcement';
import type { SiteNav } from '@/lib/navigation';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { PageErrorBoundary } from './page-error-boundary';

/** Id of the main landmark, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The frame of every page: skip link (the first tab stop), announcement bar, header,
 * main landmark, footer. Rendered by each page (not the layout) so the header's locale
 * links always point at the current page, with no client code. `panelNav` is the page's
 * own navigation (the docs sidebar), shown in the mobile side panel below 996 px.
 */
export async function SiteShell({
  nav,
  panelNav,
  children,
}: {
  nav: SiteNav;
  panelNav?: ReactNode;
  children: ReactNode;
}) {
  const t = await getTranslations({ locale: nav.locale, namespace: 'skipLink' });
  const e = await getTranslations({ locale: nav.locale, namespace: 'pageError' });
  const announcement = await getAnnouncement(nav.locale);
  return (
    <>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t('label')}
      </a>
      {announcement && <AnnouncementBar announcement={announcement} locale={nav.locale} />}
      <SiteHeader nav={nav} panelNav={panelNav} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <PageErrorBoundary
          labels={{ title: e('title'), tryAgain: e('tryAgain'), chunkTitle: e('chunkTitle'), retry: e('retry') }}
        >
          {children}
        </PageErrorBoundary>
      </main>
      <SiteFooter nav={nav} />
    </>
  );
}
