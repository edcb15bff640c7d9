/**
 * One small component per navbar item type of site.json; `NavbarItem` picks by `type`.
 * A new item type (e.g. the versions helper's) is one more entry of NAVBAR_ITEMS.
 */
import type { ReactNode } from 'react';
import { HeldPart } from '@/components/chrome/chrome-labels';
import { ExternalLink } from '@/components/chrome/external-link';
import { GlobeIcon } from '@/components/chrome/icons';
import { NavbarDropdown } from '@/components/chrome/navbar-dropdown';
import { VersionLink } from '@/components/chrome/version-link';
import { SearchButton } from '@/components/search/search-button';
import { SiteLink } from '@/components/site-link';
import { showsSoleVersion, type ChromeLink, type NavItem, type SiteNav } from '@/lib/navigation';
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
export function ChromeLinkView({
  link,
  site,
  external,
  className,
}: {
  link: ChromeLink;
  site: SiteText;
  external: string;
  className?: string;
}) {
  return link.external ? (
    <ExternalLink href={link.href} hint={external} className={className}>
      {site.text(link.label)}
    </ExternalLink>
  ) : (
    // No `className` prop unless given: a client component's undefined prop still costs the payload bytes.
    <SiteLink href={link.href} {...(className ? { className } : {})}>
      {site.text(link.label)}
    </SiteLink>
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

/** The root layout's search button, but on the docs pages of a site of several versions (it searches by version there). */
function SearchItem({ nav }: NavbarItemProps<'search'>) {
  return (nav.versions?.length ?? 0) > 1 ? <SearchButton versioned /> : <HeldPart name="search" />;
}

/** The locales' dropdown around their links (components/chrome/language-links.tsx, in the root layout). */
export function LocaleDropdown({
  nav,
  labels,
  children,
}: Pick<NavbarItemProps, 'nav' | 'labels'> & { children: ReactNode }) {
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
      {children}
    </NavbarDropdown>
  );
}

/** The root layout's locales dropdown: its links read the page from the address. */
function LocaleDropdownItem() {
  return <HeldPart name="languages" />;
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

/** The versions dropdown of the version `label`, around its links. */
export function VersionsDropdown({
  label,
  labels,
  children,
}: Pick<NavbarItemProps, 'labels'> & { label: string; children: ReactNode }) {
  return (
    <NavbarDropdown id="versions-menu" label={`${label}: ${labels.versionMenu}`} button={label}>
      {children}
    </NavbarDropdown>
  );
}

/** A site's sole version is the root layout's dropdown; several are the page's own. */
function VersionsDropdownItem({ nav, labels }: NavbarItemProps<'docsVersionDropdown'>) {
  const current = nav.versions?.find((v) => v.current);
  if (!current) return null;
  if (showsSoleVersion(nav)) return <HeldPart name="versions" />;
  return (
    <VersionsDropdown label={current.label} labels={labels}>
      <VersionItems nav={nav} />
    </VersionsDropdown>
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
