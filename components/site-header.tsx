import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { AutoHideHeader } from '@/components/chrome/auto-hide-header';
import { ColourModeControl } from '@/components/chrome/colour-mode-control';
import { ExternalLink } from '@/components/chrome/external-link';
import { GlobeIcon } from '@/components/chrome/icons';
import { MobilePanel } from '@/components/chrome/mobile-panel';
import { NavbarDropdown } from '@/components/chrome/navbar-dropdown';
import { VersionLink } from '@/components/chrome/version-link';
import { SearchButton } from '@/components/search/search-button';
import { SiteLink } from '@/components/site-link';
import { LOCALE_NAMES } from '@/lib/i18n';
import type { SiteNav } from '@/lib/navigation';
import { DOCS_VERSION_STORAGE_KEY } from '@/lib/site';

/** Id of the mobile side panel (the menu button's `aria-controls`). */
const MOBILE_PANEL_ID = 'mobile-panel';

/**
 * The top bar: site title, main and product links, the versions dropdown on docs pages,
 * the locale dropdown and the colour-mode toggle. Below 996 px the links, versions and
 * locales move into the side panel, with `panelNav` (the page's own navigation).
 */
export async function SiteHeader({ nav, panelNav }: { nav: SiteNav; panelNav?: ReactNode }) {
  const t = await getTranslations({ locale: nav.locale, namespace: 'navbar' });
  const chrome = await getTranslations({ locale: nav.locale, namespace: 'chromeNav' });
  const site = await getTranslations({ locale: nav.locale, namespace: 'site' });
  const links = (
    <>
      <li>
        <SiteLink href={nav.docs}>{t('docs')}</SiteLink>
      </li>
      <li>
        <SiteLink href={nav.blog}>{t('blog')}</SiteLink>
      </li>
      <li className="navbar-external">
        <ExternalLink href={nav.app} hint={chrome('external')}>
          {t('app')}
        </ExternalLink>
      </li>
      <li>
        <ExternalLink href={nav.website} hint={chrome('external')}>
          {t('website')}
        </ExternalLink>
      </li>
    </>
  );
  const versionItems = nav.versions?.map((v) => (
    <li key={v.name}>
      <VersionLink href={v.path} storageKey={DOCS_VERSION_STORAGE_KEY} version={v.name} current={v.current}>
        {v.label}
      </VersionLink>
    </li>
  ));
  const languageItems = nav.languages.map((l) => (
    <li key={l.locale}>
      <a href={l.href} hrefLang={l.locale} lang={l.locale} aria-current={l.current ? 'true' : undefined}>
        {LOCALE_NAMES[l.locale]}
      </a>
    </li>
  ));
  const currentVersion = nav.versions?.find((v) => v.current);
  return (
    <AutoHideHeader className="site-header">
      <nav className="navbar" aria-label={t('label')}>
        <MobilePanel id={MOBILE_PANEL_ID} label={chrome('menu')} closeLabel={chrome('closeMenu')}>
          <div className="mobile-panel-nav">
            <ul className="mobile-panel-links">{links}</ul>
            {versionItems && (
              <>
                <h2 className="mobile-panel-heading">{chrome('versions')}</h2>
                <ul className="mobile-panel-links">{versionItems}</ul>
              </>
            )}
            <h2 className="mobile-panel-heading">{chrome('languages')}</h2>
            <ul className="mobile-panel-links">{languageItems}</ul>
          </div>
          {panelNav && <div className="mobile-panel-secondary">{panelNav}</div>}
        </MobilePanel>
        <SiteLink href={nav.home} className="navbar-brand">
          <img src={nav.logo} alt="" width={28} height={28} />
          <span>{site('title')}</span>
        </SiteLink>
        <ul className="navbar-links">{links}</ul>
        <div className="navbar-tools">
          <SearchButton locale={nav.locale} />
          {versionItems && currentVersion && (
            <NavbarDropdown
              id="versions-menu"
              label={`${currentVersion.label}: ${chrome('versionMenu')}`}
              button={currentVersion.label}
            >
              {versionItems}
            </NavbarDropdown>
          )}
          <NavbarDropdown
            id="locale-menu"
            label={`${LOCALE_NAMES[nav.locale]}: ${chrome('languageMenu')}`}
            button={
              <>
                <GlobeIcon />
                {LOCALE_NAMES[nav.locale]}
              </>
            }
          >
            {languageItems}
          </NavbarDropdown>
          <ColourModeControl locale={nav.locale} />
        </div>
      </nav>
    </AutoHideHeader>
  );
}
