/**
 * One small component per navbar item type of site.json; `NavbarItem` picks by `type`.
 * A new item type (e.g. the versions helper's) is one more entry of NAVBAR_ITEMS.
 */
import type { ReactNode } from 'react';
import { ExternalLink } from '@/components/chrome/external-link';
import { GlobeIcon } from '@/components/chrome/icons';
import { NavbarDropdown } from '@/components/chrome/navbar-dropdown';
import { VersionLink } from '@/components/chrome/version-link';
import { SearchButton } from '@/components/search/search-button';
import { SiteLink } from '@/components/site-link';
import type { ChromeLink, NavItem, SiteNav } from '@/lib/navigation';
import type { SiteText } from '@/lib/site-config/site-text';

/** What every item component gets: its item, the page's nav, text resolvers and chrome labels. */
export interface NavbarItemProps<T extends NavItem['type'] = NavItem['type']> {
  item: Extract<NavItem, { type: T }>;
  nav: SiteNav;
  site: SiteText;
  labels: { external: string; languageMenu: string; versionMenu: string };
  /** Where it is drawn: the mobile panel's copy needs ids of its own. */
  placement?: 'navbar' | 'panel';
}

/** A link of the chrome: internal through `next/link`, external marked as such. */
export function ChromeLinkView({ link, site, external }: { link: ChromeLink; site: SiteText; external: string }) {
  return link.external ? (
    <ExternalLink href={link.href} hint={external}>
      {site.text(link.label)}
    </ExternalLink>
  ) : (
    <SiteLink href={link.href}>{site.text(link.label)}</SiteLink>
  );
}

function LinkItem({ item, site, labels }: NavbarItemProps<'link'>) {
  return <ChromeLinkView link={item} site={site} external={labels.external} />;
}

function DropdownItem({ item, site, labels, placement = 'navbar' }: NavbarItemProps<'dropdown'>) {
  const label = site.text(item.label);
  const id = `${placement}-menu-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <NavbarDropdown id={id} label={label} button={label}>
      {item.items.map((link, i) => (
        <li key={i}>
          <ChromeLinkView link={link} site={site} external={labels.external} />
        </li>
      ))}
    </NavbarDropdown>
  );
}

/** Trusted HTML from site.json (Docusaurus' `type: 'html'` items: icons, badges). */
function HtmlItem({ item, site }: NavbarItemProps<'html'>) {
  return <span className="navbar-html" dangerouslySetInnerHTML={{ __html: site.text(item.value) }} />;
}

function SearchItem({ nav }: NavbarItemProps<'search'>) {
  return <SearchButton versioned={(nav.versions?.length ?? 0) > 1} />;
}

/** The locales' links, for the dropdown and the mobile panel. */
export function LanguageItems({ nav }: { nav: SiteNav }) {
  return nav.languages.map((l) => (
    <li key={l.locale}>
      <a href={l.href} hrefLang={l.locale} lang={l.locale} aria-current={l.current ? 'true' : undefined}>
        {l.label}
      </a>
    </li>
  ));
}

function LocaleDropdownItem({ nav, labels }: NavbarItemProps<'localeDropdown'>) {
  const current = nav.languages.find((l) => l.current)?.label ?? nav.locale;
  return (
    <NavbarDropdown
      id="locale-menu"
      label={`${current}: ${labels.languageMenu}`}
      button={
        <>
          <GlobeIcon />
          {current}
        </>
      }
    >
      <LanguageItems nav={nav} />
    </NavbarDropdown>
  );
}

/** The docs versions' links, for the dropdown and the mobile panel. */
export function VersionItems({ nav }: { nav: SiteNav }) {
  return nav.versions?.map((v) => (
    <li key={v.name}>
      <VersionLink href={v.path} version={v.name} current={v.current}>
        {v.label}
      </VersionLink>
    </li>
  ));
}

function VersionsDropdownItem({ nav, labels }: NavbarItemProps<'docsVersionDropdown'>) {
  const current = nav.versions?.find((v) => v.current);
  if (!current) return null;
  return (
    <NavbarDropdown id="versions-menu" label={`${current.label}: ${labels.versionMenu}`} button={current.label}>
      <VersionItems nav={nav} />
    </NavbarDropdown>
  );
}

const NAVBAR_ITEMS: { [T in NavItem['type']]: (props: NavbarItemProps<T>) => ReactNode } = {
  link: LinkItem,
  dropdown: DropdownItem,
  html: HtmlItem,
  search: SearchItem,
  localeDropdown: LocaleDropdownItem,
  docsVersionDropdown: VersionsDropdownItem,
};

/** Item types that are links (in the navbar's lists and the mobile panel); the others are tools. */
export const LINK_ITEM_TYPES: ReadonlySet<NavItem['type']> = new Set(['link', 'dropdown', 'html']);

/** The component of an item's type. */
export function NavbarItem(props: NavbarItemProps) {
  const Item = NAVBAR_ITEMS[props.item.type] as (p: NavbarItemProps) => ReactNode;
  return <Item {...props} />;
}
