import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { AnnouncementScript } from '@/components/chrome/announcement-bar';
import { ColourModeProvider } from '@/components/chrome/colour-mode-provider';
// The layout's params: the locales it lists, and its own (routeLocale reads it, as enterRoute does).
import { PREFIXED_LOCALES, routeLocale } from '@/lib/i18n';
import { getRootLayout, getRootLayoutMetadata } from '@/lib/route-data/layouts';
import { HostingCheck } from '@/components/hosting-check';
import { RouteChange } from '@/components/route-change';
import { SiteChrome } from '@/components/site-chrome';
import '../globals.css';
// A constant: the viewport's theme colours, which the stylesheet's palette shares.
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
  return getRootLayoutMetadata(routeLocale(await params));
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
  const { sections, announcement, colorMode } = await getRootLayout(locale);
  return (
    // suppressHydrationWarning: the pre-paint scripts set data-theme and the announcement mark.
    <html lang={locale} suppressHydrationWarning>
      <head>
        {/* <link rel="expect" href="#site-footer" blocking="render"> is written by the post-build step (lib/perf/paint-after-footer.ts). */}
        <HostingCheck locales={[locale]} sections={sections} />
        <AnnouncementScript announcement={announcement} />
      </head>
      <body>
        <ColourModeProvider colorMode={colorMode}>
          <SiteChrome locale={locale}>{children}</SiteChrome>
        </ColourModeProvider>
        <RouteChange locale={locale} />
      </body>
    </html>
  );
}
