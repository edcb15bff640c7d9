/**
 * The site chrome's links for one page: navbar, mobile panel, footer, versions and the
 * same page in every locale. Components render this model and never build a URL themselves.
 */
import { LOCALES, type Locale } from './i18n';
import { DOCS_VERSIONS, FOOTER_COLUMNS, MAIN_DOC_ID, PRODUCT_LINKS, type FooterTarget } from './site';
import { BLOG_ROUTES, HOME_ROUTE, docRoute, localizePath, withBasePath } from './urls';

/** The same page in one locale: a plain link, since each locale has its own root layout. */
export interface LanguageLink {
  locale: Locale;
  /** With the base path: a full page load, not a `next/link` navigation. */
  href: string;
  /** Whether this is the page's own locale. */
  current: boolean;
}

/** A link of the chrome; `external` links leave the site (plain `<a>`, marked as such). */
export interface ChromeLink {
  /** Message key of the label. */
  id: string;
  /** A `next/link` path for internal links, an absolute URL (or mailto:) for external ones. */
  href: string;
  external: boolean;
}

/** One footer column: its message key and links. */
export interface FooterColumn {
  id: string;
  links: ChromeLink[];
}

/** A docs version in the versions dropdown: the current page in that version. */
export interface VersionLink {
  name: string;
  label: string;
  path: string;
  current: boolean;
}

/** Every link of the chrome of a page. */
export interface SiteNav {
  locale: Locale;
  home: string;
  /** The logo image, with the base path. */
  logo: string;
  docs: string;
  blog: string;
  app: string;
  website: string;
  /** Every locale, the page's own included, in the order of `LOCALES`. */
  languages: LanguageLink[];
  /** The other locales only (the plain language links). */
  alternates: LanguageLink[];
  /** The versions dropdown: only on docs pages. */
  versions?: VersionLink[];
  footer: FooterColumn[];
}

function footerLink(id: string, target: FooterTarget, locale: Locale): ChromeLink {
  if ('doc' in target) return { id, href: localizePath(docRoute(target.doc), locale), external: false };
  if ('blog' in target) return { id, href: localizePath(BLOG_ROUTES.list, locale), external: false };
  const url = PRODUCT_LINKS[target.product];
  return { id, href: target.product === 'contact' ? `mailto:${url}` : url, external: true };
}

/** Whether a route key is a doc page (the versions dropdown shows there). */
export function isDocRoute(routeKey: string): boolean {
  return routeKey.startsWith(docRoute(''));
}

/**
 * The chrome links of the page at `routeKey` in `locale`.
 * @example buildSiteNav('es', '/docs/intro').alternates → [{ locale: 'en', href: '/en/docs/intro/', current: false }]
 */
export function buildSiteNav(locale: Locale, routeKey: string): SiteNav {
  const languages = LOCALES.map((l) => ({
    locale: l,
    href: withBasePath(localizePath(routeKey, l)),
    current: l === locale,
  }));
  return {
    locale,
    home: localizePath(HOME_ROUTE, locale),
    logo: withBasePath('/favicon.svg'),
    docs: localizePath(docRoute(MAIN_DOC_ID), locale),
    blog: localizePath(BLOG_ROUTES.list, locale),
    app: PRODUCT_LINKS.app,
    website: PRODUCT_LINKS.website,
    languages,
    alternates: languages.filter((l) => !l.current),
    versions: isDocRoute(routeKey)
      ? DOCS_VERSIONS.map((v, i) => ({ ...v, path: localizePath(routeKey, locale), current: i === 0 }))
      : undefined,
    footer: FOOTER_COLUMNS.map((column) => ({
      id: column.id,
      links: column.links.map((l) => footerLink(l.id, l.target, locale)),
    })),
  };
}
