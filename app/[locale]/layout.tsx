import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { AnnouncementScript } from '@/components/chrome/announcement-bar';
import { ColourModeProvider } from '@/components/chrome/colour-mode-provider';
import { getAnnouncement } from '@/lib/announcement';
import { PREFIXED_LOCALES, routeLocale } from '@/lib/i18n';
import { SITE_URL } from '@/lib/site';
import { getSiteConfig } from '@/lib/site-config';
import { getSiteText } from '@/lib/site-config/site-text';
import { withBasePath } from '@/lib/urls';
import { getContent } from '@/lib/content';
import { buildSiteSections } from '@/lib/hosting';
import { buildRouteKeys } from '@/lib/routes';
import { HostingCheck } from '@/components/hosting-check';
import { RouteChange } from '@/components/route-change';
import { SiteChrome } from '@/components/site-chrome';
import '../globals.css';
import { THEME_COLOURS } from '@/lib/theme-colours';

/**
 * Root layout of every locale. `app/[locale]` serves the prefixed locales (`/en/...`);
 * `app/(default)` re-exports these modules for Spanish at `/`, where routes have no
 * `locale` param. Two root layouts, so `<html lang>` is right in the static HTML.
 */
export function generateStaticParams() {
  return PREFIXED_LOCALES.map((locale) => ({ locale }));
}

export const dynamicParams = false;

type LayoutProps = { children: ReactNode; params: Promise<{ locale?: string }> };

export async function generateMetadata({ params }: Pick<LayoutProps, 'params'>): Promise<Metadata> {
  const locale = routeLocale(await params);
  const { config, text } = await getSiteText(locale);
  const title = text(config.title);
  return {
    metadataBase: new URL(SITE_URL),
    title: { template: `%s | ${title}`, default: title },
    description: text(config.tagline),
    applicationName: title,
    icons: { icon: withBasePath(config.favicon) },
  };
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: THEME_COLOURS.light },
    { media: '(prefers-color-scheme: dark)', color: THEME_COLOURS.dark },
  ],
};

export default async function RootLayout({ children, params }: LayoutProps) {
  const locale = routeLocale(await params);
  setRequestLocale(locale);
  return (
    // suppressHydrationWarning: the pre-paint scripts set data-theme and the announcement mark.
    <html lang={locale} suppressHydrationWarning>
      <head>
        {/* <link rel="expect" href="#site-footer" blocking="render"> is written by the post-build step (lib/perf/paint-after-footer.ts). */}
        <HostingCheck locales={[locale]} sections={buildSiteSections(buildRouteKeys(getContent()), PREFIXED_LOCALES)} />
        <AnnouncementScript announcement={await getAnnouncement(locale)} />
      </head>
      <body>
        <ColourModeProvider colorMode={getSiteConfig().colorMode}>
          <SiteChrome locale={locale}>{children}</SiteChrome>
        </ColourModeProvider>
        <RouteChange locale={locale} />
      </body>
    </html>
  );
}
