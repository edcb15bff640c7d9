import type { ReactNode } from 'react';
import { getTranslations } from '@/lib/translator';
import { AutoHideHeader } from '@/components/chrome/auto-hide-header';
import { HeldPart, type HeldPartName } from '@/components/chrome/chrome-labels';
import { ColourModeControl } from '@/components/chrome/colour-mode-control';
import { MobilePanel } from '@/components/chrome/mobile-panel';
import {
  LINK_ITEM_TYPES,
  LocaleDropdown,
  NavbarItem,
  VersionItems,
  VersionsDropdown,
} from '@/components/chrome/navbar-items';
import { LanguageLinks, VersionLink } from '@/components/chrome/version-link';
import { SearchButton } from '@/components/search/search-button';
import { SiteLink } from '@/components/site-link';
import { DEFAULT_LOCALE } from '@/lib/i18n';
import { showsSoleVersion, soleDocsVersion, type NavItem, type SiteNav } from '@/lib/navigation';
import { BASE_PATH } from '@/lib/site';
import { getSiteText } from '@/lib/site-config/site-text';

/** Id of the mobile side panel (the menu button's `aria-controls`). */
const MOBILE_PANEL_ID = 'mobile-panel';

/** What the header's items are drawn with: the nav, its texts and the chrome's labels. */
async function headerKit(nav: SiteNav) {
  const chrome = await getTranslations({ locale: nav.locale, namespace: 'chromeNav' });
  const site = await getSiteText(nav.locale);
  const labels = {
    external: chrome('external'),
    languageMenu: chrome('languageMenu'),
    versionMenu: chrome('versionMenu'),
  };
  const render = (item: NavItem, i: number, placement: 'navbar' | 'panel' = 'navbar') => (
    <NavbarItem key={i} item={item} nav={nav} site={site} labels={labels} placement={placement} />
  );
  const listItem = (item: NavItem, i: number, placement: 'navbar' | 'panel' = 'navbar') => (
    <li key={i} className={item.className}>
      {render(item, i, placement)}
    </li>
  );
  const isLink = (item: NavItem) => LINK_ITEM_TYPES.has(item.type);
  return { chrome, site, labels, render, listItem, isLink, links: nav.items.filter(isLink) };
}

/**
 * The header's parts that depend on the locale only (its links, brand and colour-mode
 * toggle, the language links and a sole docs version, whose links read the page from the
 * address): rendered by the root layout (components/site-chrome.tsx), which the client
 * router keeps, and put in place by the page's header (`HeldPart`).
 */
export async function buildHeldHeaderParts(nav: SiteNav): Promise<Record<HeldPartName, ReactNode>> {
  const { chrome, site, labels, listItem, links } = await headerKit(nav);
  const left = links.filter((item) => item.position === 'left');
  const { title, logo } = nav.brand;
  const prefixOf = (locale: string) => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);
  const languageLinks = (
    <LanguageLinks
      links={nav.languages.map((l) => [l.locale, l.label, prefixOf(l.locale)])}
      locale={nav.locale}
      prefix={prefixOf(nav.locale)}
      basePath={BASE_PATH}
    />
  );
  const sole = soleDocsVersion();
  const soleVersion = sole && (
    <li>
      <VersionLink version={sole.name} current>
        {sole.label}
      </VersionLink>
    </li>
  );
  return {
    panelLinks: <ul className="mobile-panel-links">{links.map((item, i) => listItem(item, i, 'panel'))}</ul>,
    search: <SearchButton versioned={false} />,
    languages: (
      <LocaleDropdown nav={nav} labels={labels}>
        {languageLinks}
      </LocaleDropdown>
    ),
    panelLanguages: (
      <>
        <h2 className="mobile-panel-heading">{chrome('languages')}</h2>
        <ul className="mobile-panel-links">{languageLinks}</ul>
      </>
    ),
    versions: sole && (
      <VersionsDropdown label={sole.label} labels={labels}>
        {soleVersion}
      </VersionsDropdown>
    ),
    panelVersions: sole && (
      <>
        <h2 className="mobile-panel-heading">{chrome('versions')}</h2>
        <ul className="mobile-panel-links">{soleVersion}</ul>
      </>
    ),
    brand: (
      <SiteLink href={nav.home} className="navbar-brand" aria-label={title ? undefined : site.text(site.config.title)}>
        {logo && (
          <>
            <img
              src={logo.src}
              alt={logo.alt && title ? site.text(logo.alt) : ''}
              width={logo.width ?? 28}
              height={logo.height ?? 28}
              className={logo.srcDark ? 'navbar-logo-light' : undefined}
            />
            {logo.srcDark && (
              <img
                src={logo.srcDark}
                alt=""
                width={logo.width ?? 28}
                height={logo.height ?? 28}
                className="navbar-logo-dark"
              />
            )}
          </>
        )}
        {title && <span>{site.text(title)}</span>}
      </SiteLink>
    ),
    navbarLinks: <ul className="navbar-links">{left.map((item, i) => listItem(item, i))}</ul>,
    colourMode: !site.config.colorMode.disableSwitch && <ColourModeControl />,
  };
}

/**
 * The top bar of site.json's `navbar`: brand, then its items (links left and right, tools
 * such as search and the locale and versions dropdowns on the right) and the colour-mode
 * toggle. Below 996 px the links, versions and locales move into the side panel, with
 * `panelNav` (the page's own navigation). The parts no page changes are the root layout's.
 */
export async function SiteHeader({ nav, panelNav }: { nav: SiteNav; panelNav?: ReactNode }) {
  const { chrome, render, listItem, isLink } = await headerKit(nav);
  const right = nav.items.filter((item) => item.position === 'right' || !isLink(item));
  const hasVersions = nav.items.some((item) => item.type === 'docsVersionDropdown') && nav.versions;
  const hasLanguages = nav.items.some((item) => item.type === 'localeDropdown');
  // The root layout's copy of a sole version, when it is this page's: a navigation fetches none.
  const heldVersions = showsSoleVersion(nav);
  return (
    <AutoHideHeader>
      <MobilePanel id={MOBILE_PANEL_ID}>
        <div className="mobile-panel-nav">
          <HeldPart name="panelLinks" />
          {hasVersions &&
            (heldVersions ? (
              <HeldPart name="panelVersions" />
            ) : (
              <>
                <h2 className="mobile-panel-heading">{chrome('versions')}</h2>
                <ul className="mobile-panel-links">
                  <VersionItems nav={nav} />
                </ul>
              </>
            ))}
          {hasLanguages && <HeldPart name="panelLanguages" />}
        </div>
        {panelNav && <div className="mobile-panel-secondary">{panelNav}</div>}
      </MobilePanel>
      <HeldPart name="brand" />
      <HeldPart name="navbarLinks" />
      <div className="navbar-tools">
        {right.map((item, i) =>
          isLink(item) ? (
            <ul key={i} className="navbar-links">
              {listItem(item, i)}
            </ul>
          ) : (
            render(item, i)
          ),
        )}
        <HeldPart name="colourMode" />
      </div>
    </AutoHideHeader>
  );
}
