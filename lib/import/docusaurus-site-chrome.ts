/**
 * A Docusaurus site's navbar and footer as content/site.json's (replace mode), with their labels
 * per locale from `i18n/<locale>/docusaurus-theme-classic/{navbar,footer}.json`; each item that
 * does not come over is one note.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES, type Locale } from '../i18n';
import type { SiteConfigInput, Text } from '../site-config/schema';
import { isRecord, str } from './docusaurus-config';

/** The folder prefix of a navbar item's `docsPluginId` (`community/`), '' for the main docs. */
const pluginFolder = (item: Record<string, unknown>) =>
  typeof item.docsPluginId === 'string' && item.docsPluginId !== 'default' ? `${item.docsPluginId}/` : '';

type Json = Record<string, unknown>;

/** A site's translations of its theme's strings, by locale and key (`item.label.Docs`). */
export type ThemeTranslations = Partial<Record<Locale, Record<string, string>>>;

/** Reads `i18n/<locale>/docusaurus-theme-classic/<file>.json` of every project locale the site has. */
export function readThemeTranslations(siteDir: string, file: 'navbar' | 'footer'): ThemeTranslations {
  const found: ThemeTranslations = {};
  for (const locale of LOCALES) {
    const full = path.join(siteDir, 'i18n', locale, 'docusaurus-theme-classic', `${file}.json`);
    if (!fs.existsSync(full)) continue;
    try {
      const data = JSON.parse(fs.readFileSync(full, 'utf8')) as Record<string, { message?: string }>;
      found[locale] = Object.fromEntries(
        Object.entries(data).flatMap(([key, value]) =>
          typeof value?.message === 'string' ? [[key, value.message]] : [],
        ),
      );
    } catch {
      // An unreadable translation file leaves the default locale's label.
    }
  }
  return found;
}

/**
 * A label in the site's default locale with its translations: a plain string when no locale translates it.
 * @example labelOf('Docs', 'item.label.Docs', { es: { 'item.label.Docs': 'Documentos' } }, 'en') → { en: 'Docs', es: 'Documentos' }
 */
export function labelOf(label: string, key: string, translations: ThemeTranslations, defaultLocale: Locale): Text {
  const translated = LOCALES.filter((l) => l !== defaultLocale && translations[l]?.[key] !== undefined);
  if (translated.length === 0) return label;
  return Object.fromEntries([[defaultLocale, label], ...translated.map((l) => [l, translations[l]![key]!])]);
}

/** A path of `static/` as the site path it is served at (`img/logo.svg` → `/img/logo.svg`); URLs unchanged. */
export function staticPath(src: string, baseUrl = '/'): string {
  if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(src)) return src;
  const base = baseUrl.replace(/\/+$/, '');
  const withoutBase = base && src.startsWith(`${base}/`) ? src.slice(base.length) : src;
  return `/${withoutBase.replace(/^\/+/, '')}`;
}

/** What a Docusaurus link item leads to, in site.json's terms (`to` a site path, `href` a URL). */
function linkTarget(item: Json, baseUrl: string): { to?: string; href?: string } | undefined {
  const to = str(item.to);
  const href = str(item.href);
  if (to !== undefined) return { to: staticPath(to, baseUrl) };
  if (href !== undefined)
    return /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href) ? { href } : { to: staticPath(href, baseUrl) };
  return undefined;
}

/** What mapping a navbar or footer item reads, and where its notes go. */
export interface MapContext {
  baseUrl: string;
  defaultLocale: Locale;
  translations: ThemeTranslations;
  notes: string[];
  where: string;
}

export type NavbarItemInput = SiteConfigInput['navbar']['items'][number];

/** One `themeConfig.navbar.items` entry as site.json's, or undefined with a note when it does not come over. */
export function mapNavbarItem(item: Json, at: string, ctx: MapContext): NavbarItemInput | undefined {
  const type = str(item.type) ?? 'default';
  const place: { position?: 'left' | 'right'; className?: string } = {
    ...(item.position === 'right' || item.position === 'left' ? { position: item.position } : {}),
    ...(str(item.className) ? { className: str(item.className) } : {}),
  };
  const label = (value: unknown) =>
    labelOf(String(value ?? ''), `item.label.${String(value ?? '')}`, ctx.translations, ctx.defaultLocale);
  switch (type) {
    case 'default':
    case 'link': {
      const target = linkTarget(item, ctx.baseUrl);
      if (!target) break;
      if (item.label !== undefined) return { type: 'link', label: label(item.label), ...target, ...place };
      // An icon link (a className draws it, `aria-label` names it): its name as its text.
      const name =
        str(item['aria-label']) ?? (target.href ? /^[a-z][a-z0-9+.-]*:\/\/([^/]+)/i.exec(target.href)?.[1] : target.to);
      return { type: 'link', label: name ?? '', ...target, ...place };
    }
    case 'doc':
      if (!str(item.docId)) break;
      return {
        type: 'doc',
        // Another docs instance's docs are the folder of its id here (lib/import/docusaurus-routes.ts).
        docId: `${pluginFolder(item)}${str(item.docId)!}`,
        ...(item.label !== undefined ? { label: label(item.label) } : {}),
        ...place,
      };
    case 'docSidebar':
      if (!str(item.sidebarId)) break;
      return {
        type: 'docSidebar',
        // Another instance's sidebar is named by the instance here: its one sidebar.
        sidebarId: pluginFolder(item) === '' ? str(item.sidebarId)! : str(item.docsPluginId)!,
        label: label(item.label ?? item.sidebarId),
        ...place,
      };
    case 'dropdown': {
      type DropdownLink = { label: Text; to?: string; href?: string; docId?: string };
      const items = (Array.isArray(item.items) ? item.items : []).flatMap((sub, i): DropdownLink[] => {
        const target = isRecord(sub) ? linkTarget(sub, ctx.baseUrl) : undefined;
        if (isRecord(sub) && str(sub.docId)) return [{ label: label(sub.label ?? sub.docId), docId: str(sub.docId)! }];
        if (!target || !isRecord(sub) || sub.label === undefined) {
          ctx.notes.push(`${ctx.where}: ${at}.items[${i}]: not a link or doc item: left out of the dropdown`);
          return [];
        }
        return [{ label: label(sub.label), ...target }];
      });
      if (items.length === 0) break;
      return { type: 'dropdown', label: label(item.label), items, ...place };
    }
    case 'localeDropdown':
    case 'docsVersionDropdown':
    case 'search':
      return { type, ...place };
    case 'html':
      if (!str(item.value)) break;
      return { type: 'html', value: str(item.value)!, ...place };
    case 'docsVersion':
      return { type: 'docSidebar', sidebarId: 'docs', label: label(item.label ?? 'Docs'), ...place };
  }
  ctx.notes.push(
    `${ctx.where}: ${at}: navbar item of type "${type}" not brought (the site renders link, doc, docSidebar, dropdown, localeDropdown, docsVersionDropdown, search and html items)`,
  );
  return undefined;
}

/** `themeConfig.footer` as site.json's columns, copyright line and style. */
export function mapFooter(footer: Json, ctx: MapContext): SiteConfigInput['footer'] {
  const t = ctx.translations;
  const link = (item: unknown, at: string) => {
    const target = isRecord(item) ? linkTarget(item, ctx.baseUrl) : undefined;
    if (!isRecord(item) || !target || item.label === undefined) {
      ctx.notes.push(`${ctx.where}: ${at}: footer item without a label and a to/href (an html item?): not brought`);
      return [];
    }
    return [
      { label: labelOf(String(item.label), `link.item.label.${String(item.label)}`, t, ctx.defaultLocale), ...target },
    ];
  };
  const links = Array.isArray(footer.links) ? footer.links : [];
  const multiColumn = links.some((l) => isRecord(l) && Array.isArray(l.items));
  const columns = multiColumn
    ? links.flatMap((column, i) => {
        if (!isRecord(column)) return [];
        if (!Array.isArray(column.items)) {
          ctx.notes.push(`${ctx.where}: themeConfig.footer.links[${i}]: items is not a list: column not brought`);
          return [];
        }
        const title = String(column.title ?? '');
        return [
          {
            id:
              title
                .toLowerCase()
                .replace(/[^a-z0-9]+/g, '-')
                .replace(/^-|-$/g, '') || `column-${i + 1}`,
            title: labelOf(title, `link.title.${title}`, t, ctx.defaultLocale),
            items: (column.items as unknown[]).flatMap((item, j) =>
              link(item, `themeConfig.footer.links[${i}].items[${j}]`),
            ),
          },
        ];
      })
    : links.length > 0
      ? [{ id: 'links', title: '', items: links.flatMap((item, j) => link(item, `themeConfig.footer.links[${j}]`)) }]
      : [];
  const copyright = str(footer.copyright);
  if (footer.logo)
    ctx.notes.push(`${ctx.where}: themeConfig.footer.logo: not shown (the footer has links and the copyright line)`);
  // Docusaurus' footer.style: "dark" is its dark footer in both colour modes; "light" is its default.
  const style = footer.style === 'dark' || footer.style === 'light' ? footer.style : undefined;
  if (footer.style !== undefined && !style)
    ctx.notes.push(
      `${ctx.where}: themeConfig.footer.style: ${JSON.stringify(footer.style)} is not "dark" or "light": the default footer is shown`,
    );
  return {
    columns,
    ...(copyright ? { copyright: { html: labelOf(copyright, 'copyright', t, ctx.defaultLocale) } } : {}),
    ...(style ? { style } : {}),
  };
}

/** The doc "Documentation" links lead to: the navbar's first doc item, else `intro`. */
export function mainDocOf(items: readonly NavbarItemInput[]): string {
  const doc = items.find((item): item is Extract<NavbarItemInput, { type: 'doc' }> => item.type === 'doc');
  return doc?.docId ?? 'intro';
}
