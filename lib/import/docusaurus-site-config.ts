/**
 * A Docusaurus site's configuration as content/site.json (replace mode): title, tagline,
 * addresses, logo, favicon, navbar and footer (lib/import/docusaurus-site-chrome.ts),
 * announcement bar, colour mode, code languages, locale labels and blog options. What does
 * not come over is one note each.
 */
import { LOCALES, type Locale } from '../i18n';
import type { SiteConfigInput } from '../site-config/schema';
import {
  blogPluginOptions,
  configI18n,
  docsPluginOptions,
  isRecord,
  str,
  type DocusaurusConfigData,
} from './docusaurus-config';
import {
  labelOf,
  mainDocOf,
  mapFooter,
  mapNavbarItem,
  readThemeTranslations,
  staticPath,
  type MapContext,
} from './docusaurus-site-chrome';

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
        // Docusaurus' defaults: the site's title, and "<title> Blog" (not this project's own).
        title: str(feed.title) ?? title,
        description: str(feed.description) ?? `${title} Blog`,
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
