/**
 * The site chrome's links for one page: navbar, mobile panel, footer, versions and the
 * same page in every locale, from content/site.json. Components render this model and never
 * build a URL themselves; they resolve its `Text` labels in the page's locale.
 */
import { getContent } from './content';
import { buildReadingOrder } from './docs/sidebar';
import { LOCALES, type Locale } from './i18n';
import { PRODUCT_LINKS } from './site';
import { getSiteConfig, type NavbarItemConfig, type SiteConfig, type SiteLinkConfig, type Text } from './site-config';
import { hasSiteTheme } from './site-config/site-theme';
import { CURRENT_VERSION_NAME } from './docs/version-name';
import type { VersionLink } from './docs/version-view';
import { BLOG_ROUTES, HOME_ROUTE, docRoute, localizePath, routeBases, withBasePath } from './urls';
import { contentOfDocsInstance, contentOfInstanceDocs } from './docs/instances';

/** The same page in one locale: a plain link, since each locale has its own root layout. */
export interface LanguageLink {
  locale: Locale;
  /** With the base path: a full page load, not a `next/link` navigation. */
  href: string;
  /** Whether this is the page's own locale. */
  current: boolean;
  /** The locale's name in itself (site.json `locales`). */
  label: string;
}

/** A link of the chrome; `external` links leave the site (plain `<a>`, marked as such). */
export interface ChromeLink {
  label: Text;
  /** A `next/link` path for internal links, an absolute URL (or mailto:) for external ones. */
  href: string;
  external: boolean;
  className?: string;
}

/** One footer column: its key, heading and links. */
export interface FooterColumn {
  id: string;
  title: Text;
  links: ChromeLink[];
}

export type { VersionLink };

/** A navbar item, ready to render: links resolved, discriminated on `type`. */
export type NavItem = { position: 'left' | 'right'; className?: string } & (
  | ({ type: 'link' } & ChromeLink)
  | { type: 'dropdown'; label: Text; items: ChromeLink[] }
  | { type: 'localeDropdown' }
  | { type: 'docsVersionDropdown' }
  | { type: 'search' }
  | { type: 'html'; value: Text }
);

/** Every link of the chrome of a page. */
export interface SiteNav {
  locale: Locale;
  home: string;
  /** The brand: its text (none shows the logo alone) and logo image, with the base path. */
  brand: { title?: Text; logo?: { src: string; srcDark?: string; alt?: Text; width?: number; height?: number } };
  /** The main doc ("Documentation" links). */
  docs: string;
  blog: string;
  items: NavItem[];
  /** Every locale, the page's own included, in the order of `LOCALES`. */
  languages: LanguageLink[];
  /** The other locales only (the plain language links). */
  alternates: LanguageLink[];
  /** The versions dropdown: only on docs pages. */
  versions?: VersionLink[];
  footer: FooterColumn[];
  /** Whether the footer wears Docusaurus' class names, for an imported site's theme to style. */
  docusaurusFooterClasses: boolean;
}

/** Whether an address leaves the site (a scheme or a protocol-relative URL). */
function isExternal(href: string): boolean {
  return /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href);
}

/**
 * The first doc of a sidebar in `locale` (Docusaurus' `docSidebar` item leads there): the
 * docs instance's named `sidebarId` (lib/docs/instances.ts), else the main docs'.
 */
function firstSidebarDoc(locale: Locale, sidebarId: string): string | undefined {
  const folder = routeBases().docsInstances.find((i) => i.id === sidebarId)?.folder;
  const content =
    folder === undefined ? contentOfDocsInstance(getContent(), undefined) : contentOfInstanceDocs(getContent(), folder);
  return buildReadingOrder(content.sidebar, content.docs[locale], locale)[0]?.path;
}

/**
 * Where a configured link leads in `locale`.
 * @example resolveLink({ label: 'Blog', to: '/blog' }, 'en') → { label: 'Blog', href: '/en/blog/', external: false }
 */
export function resolveLink(link: Omit<SiteLinkConfig, 'label'> & { label: Text }, locale: Locale): ChromeLink {
  const base = { label: link.label, className: link.className };
  if (link.docId !== undefined) return { ...base, href: localizePath(docRoute(link.docId), locale), external: false };
  if (link.product !== undefined) {
    const url = PRODUCT_LINKS[link.product];
    return { ...base, href: link.product === 'contact' ? `mailto:${url}` : url, external: true };
  }
  if (link.to !== undefined) return { ...base, href: localizePath(link.to, locale), external: false };
  const href = link.href ?? '/';
  return isExternal(href)
    ? { ...base, href, external: true }
    : { ...base, href: localizePath(href, locale), external: false };
}

function resolveItem(item: NavbarItemConfig, locale: Locale, config: SiteConfig): NavItem {
  const place = { position: item.position, className: item.className };
  switch (item.type) {
    case 'doc':
      return {
        type: 'link',
        ...resolveLink({ label: item.label ?? { message: 'navbar.docs' }, docId: item.docId }, locale),
        ...place,
      };
    case 'docSidebar': {
      const href = firstSidebarDoc(locale, item.sidebarId) ?? localizePath(docRoute(config.mainDocId), locale);
      return { type: 'link', label: item.label, href, external: false, ...place };
    }
    case 'link':
      return { type: 'link', ...resolveLink(item, locale), ...place };
    case 'dropdown':
      return { type: 'dropdown', label: item.label, items: item.items.map((l) => resolveLink(l, locale)), ...place };
    case 'html':
      return { type: 'html', value: item.value, ...place };
    default:
      return { type: item.type, ...place };
  }
}

/**
 * The docs' one version, on a site with no other: its dropdown is then the same on every
 * docs page but for the page it links to, which the root layout's copy reads from the address.
 */
export function soleDocsVersion(): { name: string; label: string } | undefined {
  const [only, ...others] = getContent().versions;
  return only && others.length === 0 ? { name: only.name, label: only.label } : undefined;
}

/** Whether a page's versions are the sole version alone, as soleDocsVersion gives it. */
export function showsSoleVersion(nav: SiteNav): boolean {
  const sole = soleDocsVersion();
  const [only, ...others] = nav.versions ?? [];
  return (
    !!sole && !!only && others.length === 0 && only.current && only.name === sole.name && only.label === sole.label
  );
}

/** Whether a route key is a doc page (the versions dropdown shows there). */
export function isDocRoute(routeKey: string): boolean {
  return routeKey.startsWith(docRoute(''));
}

/**
 * The chrome links of the page at `routeKey` in `locale`.
 * @example buildSiteNav('es', '/docs/intro').alternates → [{ locale: 'en', href: '/en/docs/intro/', current: false, label: 'English' }]
 */
export function buildSiteNav(
  locale: Locale,
  routeKey: string,
  versions?: VersionLink[],
  config: SiteConfig = getSiteConfig(),
): SiteNav {
  const languages = LOCALES.map((l) => ({
    locale: l,
    href: withBasePath(localizePath(routeKey, l)),
    current: l === locale,
    label: config.locales[l]?.label ?? l,
  }));
  const logo = config.navbar.logo;
  return {
    locale,
    home: localizePath(HOME_ROUTE, locale),
    brand: {
      title: config.navbar.title ?? config.title,
      logo: logo && {
        ...logo,
        src: isExternal(logo.src) ? logo.src : withBasePath(logo.src),
        srcDark: logo.srcDark && (isExternal(logo.srcDark) ? logo.srcDark : withBasePath(logo.srcDark)),
      },
    },
    docs: localizePath(docRoute(config.mainDocId), locale),
    blog: localizePath(BLOG_ROUTES.list, locale),
    items: config.navbar.items.map((item) => resolveItem(item, locale, config)),
    languages,
    alternates: languages.filter((l) => !l.current),
    // Docs pages give their versions (lib/docs/version-view.ts); a docs page without them has the one it shows.
    versions:
      versions ??
      (isDocRoute(routeKey)
        ? [{ name: CURRENT_VERSION_NAME, label: 'Next', path: localizePath(routeKey, locale), current: true }]
        : undefined),
    footer: config.footer.columns.map((column) => ({
      id: column.id,
      title: column.title,
      links: column.items.map((l) => resolveLink(l, locale)),
    })),
    docusaurusFooterClasses: hasSiteTheme(),
  };
}
