/**
 * The site chrome's links for one page: header, footer and the same page in the
 * other locale. Components render this model and never build a URL themselves.
 */
import { LOCALES, type Locale } from './i18n';
import { ABOUT_PAGE_SLUG, API_DOC_ID, MAIN_DOC_ID, PRODUCT_LINKS } from './site';
import { BLOG_ROUTES, HOME_ROUTE, docRoute, localizePath, pageRoute, withBasePath } from './urls';

/** The same page in another locale: a plain link, since each locale has its own root layout. */
export interface AlternateLink {
  locale: Locale;
  /** With the base path: a full page load, not a `next/link` navigation. */
  href: string;
}

/** Every link of the header and footer of a page. */
export interface SiteNav {
  locale: Locale;
  home: string;
  /** The logo image, with the base path. */
  logo: string;
  docs: string;
  blog: string;
  apiDocs: string;
  about: string;
  app: string;
  website: string;
  github: string;
  contact: string;
  alternates: AlternateLink[];
}

/**
 * The chrome links of the page at `routeKey` in `locale`.
 * @example buildSiteNav('es', '/docs/intro').alternates → [{ locale: 'en', href: '/en/docs/intro/' }]
 */
export function buildSiteNav(locale: Locale, routeKey: string): SiteNav {
  return {
    locale,
    home: localizePath(HOME_ROUTE, locale),
    logo: withBasePath('/favicon.svg'),
    docs: localizePath(docRoute(MAIN_DOC_ID), locale),
    blog: localizePath(BLOG_ROUTES.list, locale),
    apiDocs: localizePath(docRoute(API_DOC_ID), locale),
    about: localizePath(pageRoute(ABOUT_PAGE_SLUG), locale),
    app: PRODUCT_LINKS.app,
    website: PRODUCT_LINKS.website,
    github: PRODUCT_LINKS.github,
    contact: `mailto:${PRODUCT_LINKS.contact}`,
    alternates: LOCALES.filter((l) => l !== locale).map((l) => ({ locale: l, href: withBasePath(localizePath(routeKey, l)) })),
  };
}
