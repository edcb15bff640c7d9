import { Fragment } from 'react';
import { NotFoundSuggestions } from '@/components/search/not-found-suggestions';
import { ColourModeProvider } from '@/components/chrome/colour-mode-provider';
// Constants of the markup: the document's language before the script picks one, the locales the hosting check knows.
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n';
import { getNotFoundMetadata, getNotFoundPage } from '@/lib/route-data/not-found';
import { HostingCheck } from '@/components/hosting-check';
import './globals.css';

/**
 * The export's one `404.html`, which a static host answers for every unknown path of
 * every locale. It holds the message in each locale: an inline script reads the
 * locale prefix of the address before the first paint, sets `<html lang>` and the
 * title, and CSS shows that locale's text. Without JavaScript every locale shows,
 * default locale first.
 */

export const generateMetadata = getNotFoundMetadata;

export default async function GlobalNotFound() {
  const { texts, localeScript, localeCss, sections } = await getNotFoundPage();
  return (
    <html lang={DEFAULT_LOCALE} suppressHydrationWarning>
      <head>
        <HostingCheck notFound locales={LOCALES} sections={sections} />
        <script dangerouslySetInnerHTML={{ __html: localeScript }} />
        <style dangerouslySetInnerHTML={{ __html: localeCss }} />
      </head>
      <body>
        <ColourModeProvider>
          <main id="main-content" className="not-found">
            <h1>
              {texts.map((t, i) => (
                <Fragment key={t.locale}>
                  {i > 0 && (
                    <span className="nf-separator" aria-hidden="true">
                      {' '}
                      /{' '}
                    </span>
                  )}
                  <span lang={t.locale} data-nf-locale={t.locale}>
                    {t.title}
                  </span>
                </Fragment>
              ))}
            </h1>
            {texts.map((t) => (
              <section key={t.locale} lang={t.locale} data-nf-locale={t.locale} className="not-found-section">
                <p>{t.text}</p>
                <ul className="not-found-links">
                  {t.links.map((link) => (
                    <li key={link.href}>
                      <a href={link.href}>{link.label}</a>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            <NotFoundSuggestions />
          </main>
        </ColourModeProvider>
      </body>
    </html>
  );
}
