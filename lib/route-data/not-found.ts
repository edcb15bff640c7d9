/**
 * The route data of the export's one `404.html`, which a static host answers for every
 * unknown path of every locale: the message in each locale, and the inline script and style
 * that show the address's locale only (without JavaScript every locale shows, default first).
 */
import type { Metadata } from 'next';
import { getTranslations } from '../translator';
import { getContent } from '../content';
import { DEFAULT_LOCALE, LOCALES, PREFIXED_LOCALES, type Locale } from '../i18n';
import { hasBlog, siteSections } from '../routes';
import { BASE_PATH } from '../site';
import { getSiteConfig } from '../site-config';
import { getSiteText } from '../site-config/site-text';
import { BLOG_ROUTES, HOME_ROUTE, docRoute, localizePath, withBasePath } from '../urls';

/** The not-found message of one locale, with its links. */
export interface NotFoundTexts {
  locale: Locale;
  title: string;
  documentTitle: string;
  text: string;
  links: { label: string; href: string }[];
}

async function getNotFoundTexts(locale: Locale): Promise<NotFoundTexts> {
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

export async function getNotFoundMetadata(): Promise<Metadata> {
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

/** What the not-found page renders: every locale's message (default first), its locale script and style, the site's sections for the hosting check. */
export async function getNotFoundPage() {
  const texts = await Promise.all([DEFAULT_LOCALE, ...PREFIXED_LOCALES].map(getNotFoundTexts));
  const titles = Object.fromEntries(texts.map((t) => [t.locale, t.documentTitle]));
  return {
    texts,
    localeScript: buildLocaleScript(titles),
    localeCss: LOCALE_CSS,
    sections: siteSections(getContent()),
  };
}
