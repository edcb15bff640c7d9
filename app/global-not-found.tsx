import type { Metadata } from 'next';
import { Fragment } from 'react';
import { getTranslations } from 'next-intl/server';
import { NotFoundSuggestions } from '@/components/search/not-found-suggestions';
import { ColourModeProvider } from '@/components/chrome/colour-mode-provider';
import { DEFAULT_LOCALE, LOCALES, PREFIXED_LOCALES, type Locale } from '@/lib/i18n';
import { BASE_PATH } from '@/lib/site';
import { getSiteConfig } from '@/lib/site-config';
import { getSiteText } from '@/lib/site-config/site-text';
import { BLOG_ROUTES, HOME_ROUTE, docRoute, localizePath, withBasePath } from '@/lib/urls';
import { getContent } from '@/lib/content';
import { buildSiteSections } from '@/lib/hosting';
import { buildRouteKeys, hasBlog } from '@/lib/routes';
import { HostingCheck } from '@/components/hosting-check';
import './globals.css';

/**
 * The export's one `404.html`, which a static host answers for every unknown path of
 * every locale. It holds the message in each locale: an inline script reads the
 * locale prefix of the address before the first paint, sets `<html lang>` and the
 * title, and CSS shows that locale's text. Without JavaScript every locale shows,
 * default locale first.
 */

async function getNotFoundTexts(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'notFound' });
  const site = await getSiteText(locale);
  return {
    locale,
    title: t('title'),
    documentTitle: `${t('title')} | ${site.text(site.config.title)}`,
    text: t('text'),
    links: [
      { label: t('docs'), href: withBasePath(localizePath(docRoute(getSiteConfig().mainDocId), locale)) },
      // A site without posts has no blog to lead to.
      ...(hasBlog(getContent())
        ? [{ label: t('blog'), href: withBasePath(localizePath(BLOG_ROUTES.list, locale)) }]
        : []),
      { label: t('home'), href: withBasePath(localizePath(HOME_ROUTE, locale)) },
    ],
  };
}

export async function generateMetadata(): Promise<Metadata> {
  const texts = await getNotFoundTexts(DEFAULT_LOCALE);
  // Next.js adds `robots: noindex` to this page itself. The root layout is not above this
  // page: without its icon, the browser asks for /favicon.ico, which no site has.
  return {
    title: texts.documentTitle,
    description: texts.text,
    icons: { icon: withBasePath(getSiteConfig().favicon) },
  };
}

/**
 * Picks the page's locale from the address; runs inline, before the body paints.
 * The observer keeps the title when React hydrates the head with the default one.
 */
function buildLocaleScript(titles: Record<string, string>): string {
  return `(function(){var p=location.pathname,b=${JSON.stringify(BASE_PATH)};if(b&&p.indexOf(b)===0)p=p.slice(b.length);var s=p.split('/')[1],l=${JSON.stringify(PREFIXED_LOCALES)}.indexOf(s)>-1?s:${JSON.stringify(DEFAULT_LOCALE)},t=${JSON.stringify(titles)},d=document.documentElement;d.lang=l;d.setAttribute('data-locale',l);function f(){if(document.title!==t[l])document.title=t[l]}f();new MutationObserver(f).observe(document.head,{subtree:true,childList:true,characterData:true});})();`;
}

/** Once a locale is picked, only its texts show. */
const LOCALE_CSS = `html[data-locale] .nf-separator{display:none}${LOCALES.map((l) => `html[data-locale="${l}"] [data-nf-locale]:not([data-nf-locale="${l}"]){display:none}`).join('')}`;

export default async function GlobalNotFound() {
  const texts = await Promise.all([DEFAULT_LOCALE, ...PREFIXED_LOCALES].map(getNotFoundTexts));
  const titles = Object.fromEntries(texts.map((t) => [t.locale, t.documentTitle]));
  return (
    <html lang={DEFAULT_LOCALE} suppressHydrationWarning>
      <head>
        <HostingCheck
          notFound
          locales={LOCALES}
          sections={buildSiteSections(buildRouteKeys(getContent()), PREFIXED_LOCALES)}
        />
        <script dangerouslySetInnerHTML={{ __html: buildLocaleScript(titles) }} />
        <style dangerouslySetInnerHTML={{ __html: LOCALE_CSS }} />
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
