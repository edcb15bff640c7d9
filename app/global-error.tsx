'use client';
/**
 * The last resort, for a crash outside every page's own boundary (PageErrorBoundary
 * covers `<main>`; this covers the navbar, the footer and the layout): it replaces the
 * whole document. This shell ships with every page, so it stays a few hundred bytes;
 * its content (components/site-error.tsx) and texts load only when it shows.
 */
import { lazy, Suspense } from 'react';
import { DEFAULT_LOCALE, localeOfPath } from '@/lib/i18n';
import { stripBasePath } from '@/lib/base-path';
import './globals.css';

const SiteError = lazy(() => import('@/components/site-error'));

/** The address's locale. Next renders this once at build time too, where there is no address. */
function currentLocale() {
  return typeof location === 'undefined'
    ? DEFAULT_LOCALE
    : localeOfPath(stripBasePath(location.pathname, process.env.NEXT_PUBLIC_BASE_PATH ?? ''));
}

export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const locale = currentLocale();
  return (
    <html lang={locale}>
      <head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </head>
      <body>
        <Suspense fallback={null}>
          <SiteError error={error} locale={locale} />
        </Suspense>
      </body>
    </html>
  );
}
