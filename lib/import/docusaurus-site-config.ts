/**
 * A Docusaurus site's configuration as content/site.json (replace mode): title, tagline,
 * addresses, logo, favicon, navbar items, footer, announcement bar, colour mode, code
 * languages, locale labels and blog options. Labels come per locale when the site has
 * `i18n/<locale>/docusaurus-theme-classic/{navbar,footer}.json`. Pure apart from reading
 * those files; what does not come over is one note each.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES, type Locale } from '../i18n';
import type { SiteConfigInput, Text } from '../site-config/schema';
import { blogPluginOptions, configI18n, docsPluginOptions, type DocusaurusConfigData } from './docusaurus-config';

/** The folder prefix of a navbar item's `docsPluginId` (`community/`), '' for the main docs. */
const pluginFolder = (item: Record<string, unknown>) =>
  typeof item.docsPluginId === 'string' && item.docsPluginId !== 'default' ? `${item.docsPluginId}/` : '';

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

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

interface MapContext {
  baseUrl: string;
  defaultLocale: Locale;
  translations: ThemeTranslations;
  notes: string[];
  where: string;
}

type NavbarItemInput = SiteConfigInput['navbar']['items'][number];

function mapNavbarItem(item: Json, at: string, ctx: MapContext): NavbarItemInput | undefined {
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

function mapFooter(footer: Json, ctx: MapContext): SiteConfigInput['footer'] {
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
  return {
    columns,
    ...(copyright ? { copyright: { html: labelOf(copyright, 'copyright', t, ctx.defaultLocale) } } : {}),
  };
}

/** The doc "Documentation" links lead to: the navbar's first doc item, else `intro`. */
function mainDocOf(items: readonly NavbarItemInput[]): string {
  const doc = items.find((item): item is Extract<NavbarItemInput, { type: 'doc' }> => item.type === 'doc');
  return doc?.docId ?? 'intro';
}

/**
 * content/site.json for a Docusaurus configuration, and a note for each part not brought.
 * @example buildSiteConfig({ title: 'Kysely', url: 'https://kysely.dev', … }, { siteDir, defaultLocale: 'en' }).siteConfig.title === 'Kysely'
 */
export function buildSiteConfig(
  config: DocusaurusConfigData,
  options: { siteDir: string; defaultLocale: Locale; where?: string },
): { siteConfig: SiteConfigInput; notes: string[] } {
  const notes: string[] = [];
  const where = options.where ?? 'docusaurus.config';
  const theme = isRecord(config.themeConfig) ? config.themeConfig : {};
  const baseUrl = str(config.baseUrl) ?? '/';
  const navbar = isRecord(theme.navbar) ? theme.navbar : {};
  const ctx: MapContext = {
    baseUrl,
    defaultLocale: options.defaultLocale,
    translations: readThemeTranslations(options.siteDir, 'navbar'),
    notes,
    where,
  };
  const items = (Array.isArray(navbar.items) ? navbar.items : []).flatMap((item, i) => {
    const mapped = isRecord(item) ? mapNavbarItem(item, `themeConfig.navbar.items[${i}]`, ctx) : undefined;
    return mapped ? [mapped] : [];
  });
  // The site always has its Pagefind search: where the config names no search item, on the right.
  if (!items.some((item) => item.type === 'search')) items.push({ type: 'search', position: 'right' });
  const logo = isRecord(navbar.logo) ? navbar.logo : undefined;
  const title = str(config.title) ?? 'Documentation';
  const footer = isRecord(theme.footer)
    ? mapFooter(theme.footer, { ...ctx, translations: readThemeTranslations(options.siteDir, 'footer') })
    : { columns: [] };
  const bar = isRecord(theme.announcementBar) ? theme.announcementBar : undefined;
  const colorMode = isRecord(theme.colorMode) ? theme.colorMode : {};
  const prism = isRecord(theme.prism) ? theme.prism : {};
  const i18n = configI18n(config);
  const blog = blogPluginOptions(config, options.siteDir)[0]?.options;
  const feed = blog && isRecord(blog.feedOptions) ? blog.feedOptions : {};
  // Docusaurus' default is RSS and Atom; `null` or `false` builds none.
  const feedTypes =
    feed.type === 'all'
      ? feed.type
      : feed.type === null || feed.type === false
        ? null
        : Array.isArray(feed.type)
          ? feed.type
          : typeof feed.type === 'string'
            ? [feed.type]
            : ['rss', 'atom'];
  const magicComments = readMagicComments(prism.magicComments, `${where}: themeConfig.prism.magicComments`, notes);
  const editUrl = str(docsPluginOptions(config, options.siteDir)[0]?.options.editUrl);
  const siteConfig: SiteConfigInput = {
    title,
    tagline: str(config.tagline) ?? '',
    url: str(config.url) ?? 'https://example.com',
    baseUrl,
    favicon: staticPath(str(config.favicon) ?? '/favicon.svg', baseUrl),
    mainDocId: mainDocOf(items),
    locales: Object.fromEntries(
      LOCALES.flatMap((l) => {
        const label = str(i18n.localeConfigs[l]?.label);
        return label ? [[l, { label }]] : [];
      }),
    ),
    navbar: {
      ...(navbar.title !== undefined
        ? { title: labelOf(String(navbar.title), 'title', ctx.translations, options.defaultLocale) }
        : {}),
      ...(logo && str(logo.src)
        ? {
            logo: {
              src: staticPath(str(logo.src)!, baseUrl),
              ...(str(logo.srcDark) ? { srcDark: staticPath(str(logo.srcDark)!, baseUrl) } : {}),
              ...(str(logo.alt)
                ? { alt: labelOf(str(logo.alt)!, 'logo.alt', ctx.translations, options.defaultLocale) }
                : {}),
              ...(typeof logo.width === 'number' ? { width: logo.width } : {}),
              ...(typeof logo.height === 'number' ? { height: logo.height } : {}),
            },
          }
        : {}),
      items,
    },
    footer,
    ...(bar && str(bar.content)
      ? {
          announcementBar: {
            ...(str(bar.id) ? { id: str(bar.id) } : {}),
            content: { html: str(bar.content)! },
            ...(str(bar.backgroundColor) ? { backgroundColor: str(bar.backgroundColor) } : {}),
            ...(str(bar.textColor) ? { textColor: str(bar.textColor) } : {}),
            ...(typeof bar.isCloseable === 'boolean' ? { isCloseable: bar.isCloseable } : {}),
          },
        }
      : {}),
    // The home page's cards describe the project's own docs: the imported site's home has its title and tagline.
    home: { sections: false },
    colorMode: {
      defaultMode: colorMode.defaultMode === 'dark' ? 'dark' : 'light',
      disableSwitch: colorMode.disableSwitch === true,
      respectPrefersColorScheme: colorMode.respectPrefersColorScheme === true,
    },
    code: {
      additionalLanguages: Array.isArray(prism.additionalLanguages)
        ? prism.additionalLanguages.filter((l): l is string => typeof l === 'string')
        : [],
      ...(magicComments ? { magicComments } : {}),
    },
    blog: {
      ...(str(blog?.blogTitle) ? { title: str(blog!.blogTitle)! } : {}),
      ...(str(blog?.blogDescription) ? { description: str(blog!.blogDescription)! } : {}),
      postsPerPage:
        typeof blog?.postsPerPage === 'number' || blog?.postsPerPage === 'ALL'
          ? (blog.postsPerPage as number | 'ALL')
          : 10,
      feedOptions: {
        type: feedTypes as ('rss' | 'atom' | 'json')[] | 'all' | null,
        ...(str(feed.title) ? { title: str(feed.title)! } : {}),
        ...(str(feed.description) ? { description: str(feed.description)! } : {}),
        ...(str(feed.copyright) ? { copyright: str(feed.copyright)! } : {}),
        ...(typeof feed.limit === 'number' || feed.limit === false || feed.limit === null
          ? { limit: (feed.limit ?? false) as number | false }
          : {}),
      },
    },
  };
  if (Array.isArray(theme.headTags) || Array.isArray(theme.metadata))
    notes.push(
      `${where}: themeConfig.headTags/metadata: not brought (no request leaves the site; its pages set their own description)`,
    );
  if (editUrl)
    notes.push(
      `${where}: docs editUrl: each imported doc's "Edit this page" link leads to its file under ${editUrl} (custom_edit_url); docs written here later have none until content/site.json sets "editUrl"`,
    );
  return { siteConfig, notes };
}

/**
 * `prism.magicComments` as site.json takes them; entries that are not `{className, line?, block?}`
 * are left out with a note. Undefined when the config sets none (Docusaurus' default applies).
 */
export function readMagicComments(
  value: unknown,
  where: string,
  notes: string[],
): { className: string; line?: string; block?: { start: string; end: string } }[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.flatMap((entry, i) => {
    const className = isRecord(entry) ? str(entry.className) : undefined;
    const line = isRecord(entry) ? str(entry.line) : undefined;
    const block = isRecord(entry) && isRecord(entry.block) ? entry.block : undefined;
    const start = block ? str(block.start) : undefined;
    const end = block ? str(block.end) : undefined;
    if (
      !className ||
      !/^\s*-?[_a-zA-Z][\w-]*(\s+-?[_a-zA-Z][\w-]*)*\s*$/.test(className) ||
      (!line && !(start && end))
    ) {
      notes.push(`${where}[${i}]: left out (it needs a className and a line or block.start/end)`);
      return [];
    }
    return [{ className, ...(line ? { line } : {}), ...(start && end ? { block: { start, end } } : {}) }];
  });
}
