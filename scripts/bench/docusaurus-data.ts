/**
 * The JSON files of `content/` as a Docusaurus 3 site writes the same data (the reverse of
 * lib/import/docusaurus.ts): sidebar.json as sidebars.js with its category labels in each
 * locale's `current.json`, authors.json as authors.yml and tags.json as tags.yml, one file
 * per locale (Docusaurus reads `i18n/<locale>/docusaurus-plugin-content-blog/*.yml` before
 * `blog/*.yml`). Pure: docusaurus-site.ts writes the files.
 */
import { stringify } from 'yaml';
import { DEFAULT_LOCALE, LOCALES } from '../../lib/i18n';

/** The one sidebar of the generated site (its id in sidebars.js and in translation keys). */
export const SIDEBAR_ID = 'docs';

/** Author link labels of authors.json that are Docusaurus `socials` keys (lowercased). */
const SOCIAL_KEYS = new Set([
  'github',
  'x',
  'twitter',
  'linkedin',
  'stackoverflow',
  'bluesky',
  'instagram',
  'threads',
  'mastodon',
  'youtube',
  'twitch',
]);

type Localized = string | Record<string, string>;
type Json = Record<string, unknown>;
/** Each locale's messages that Docusaurus reads from `current.json`. */
type Translations = Record<string, Record<string, { message: string | undefined }>>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A text of `content/` in one locale: `{ "es": …, "en": … }` or one text for all. */
function inLocale(value: unknown, locale: string): string | undefined {
  if (!isRecord(value) && typeof value !== 'string') return undefined;
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' ? value : ((value[locale] ?? value[DEFAULT_LOCALE]) as string | undefined);
}

/**
 * A YAML document of plain data (objects, lists, texts, numbers, booleans).
 * @example toYaml({ api: { label: 'API' } }) === 'api:\n  label: API\n'
 */
export function toYaml(value: unknown): string {
  return stringify(value);
}

/**
 * authors.json in one locale as authors.yml entries: the avatar as `image_url`, an author
 * page each (`page: true`, as the site has), links as `socials`, `email` and `url`.
 * @example authorsToDocusaurus({ ana: { name: 'Ana', title: { es: 'Jefa', en: 'Lead' }, avatar: '/img/a.svg', links: [] } }, 'en')
 *   → { authors: { ana: { name: 'Ana', title: 'Lead', image_url: '/img/a.svg', page: true } }, notes: [] }
 */
export function authorsToDocusaurus(
  authorsJson: Record<
    string,
    { name: string; title: Localized; avatar?: string; links?: { label: string; url: string }[] }
  >,
  locale: string,
): { authors: Record<string, Record<string, unknown>>; notes: string[] } {
  const authors: Record<string, Record<string, unknown>> = {};
  const notes: string[] = [];
  for (const [id, author] of Object.entries(authorsJson)) {
    const entry: Record<string, unknown> = {
      name: author.name,
      title: inLocale(author.title, locale),
      image_url: author.avatar,
      page: true,
    };
    const socials: Record<string, string> = {};
    for (const link of author.links ?? []) {
      const network = link.label.toLowerCase();
      if (link.url.startsWith('mailto:') && entry.email === undefined) entry.email = link.url.slice('mailto:'.length);
      else if (SOCIAL_KEYS.has(network) && socials[network] === undefined) socials[network] = link.url;
      else if (entry.url === undefined) entry.url = link.url;
      else notes.push(`authors.json: ${id}: link "${link.label}" left out (a Docusaurus author has one url)`);
    }
    if (Object.keys(socials).length > 0) entry.socials = socials;
    authors[id] = Object.fromEntries(Object.entries(entry).filter(([, v]) => v !== undefined));
  }
  return { authors, notes };
}

/**
 * tags.json in one locale as tags.yml entries, each at the address the site gives it.
 * @example tagsToDocusaurus({ api: { label: { es: 'API', en: 'API' }, description: { es: 'La API', en: 'The API' } } }, 'en')
 *   → { api: { label: 'API', description: 'The API', permalink: '/api' } }
 */
export function tagsToDocusaurus(
  tagsJson: Record<string, { label: Localized; description: Localized }>,
  locale: string,
): Record<string, { label: string | undefined; description: string | undefined; permalink: string }> {
  return Object.fromEntries(
    Object.entries(tagsJson).map(([slug, tag]) => [
      slug,
      {
        label: inLocale(tag.label, locale),
        description: inLocale(tag.description, locale),
        permalink: `/${slug}`,
      },
    ]),
  );
}

/** A generated index of sidebar.json as Docusaurus' link; its texts in the default locale. */
function categoryLink(link: Json, key: string, translations: Translations, notes: string[]) {
  if (link.type === 'doc') return { type: 'doc', id: link.id };
  const slug = link.slug === undefined ? undefined : `/${String(link.slug).replace(/^\/+/, '')}`;
  for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
    for (const field of ['title', 'description']) {
      const text = inLocale(link[field], locale);
      if (text !== undefined)
        translations[locale]![`sidebar.${SIDEBAR_ID}.category.${key}.link.generated-index.${field}`] = {
          message: text,
        };
    }
  }
  if (link.image !== undefined)
    notes.push(`sidebar.json: category "${key}": link.image kept as ${JSON.stringify(link.image)}`);
  return Object.fromEntries(
    Object.entries({
      type: 'generated-index',
      slug,
      title: inLocale(link.title, DEFAULT_LOCALE),
      description: inLocale(link.description, DEFAULT_LOCALE),
      keywords: link.keywords,
      image: link.image,
    }).filter(([, v]) => v !== undefined),
  );
}

function convertItems(items: unknown[], translations: Translations, notes: string[]): unknown[] {
  return items.map((entry) => {
    const item = entry as string | Json;
    if (typeof item === 'string') return item;
    if (item.type === 'doc') return { type: 'doc', id: item.id };
    if (item.type === 'autogenerated') return { type: 'autogenerated', dirName: item.dirName };
    if (item.type !== 'category')
      throw new Error(`content/sidebar.json: ${JSON.stringify(item)} is not a doc id, category or autogenerated entry`);
    // Keyed by the category's id, never its translated label (Docusaurus' `key`, 3.9+).
    const key = String(item.id);
    for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
      translations[locale]![`sidebar.${SIDEBAR_ID}.category.${key}`] = { message: inLocale(item.label, locale) };
    }
    const description = inLocale(item.description, DEFAULT_LOCALE);
    if (isRecord(item.description) && LOCALES.some((l) => inLocale(item.description, l) !== description)) {
      notes.push(
        `sidebar.json: category "${key}": description shown in ${DEFAULT_LOCALE} in every locale (Docusaurus translates no category description)`,
      );
    }
    return Object.fromEntries(
      Object.entries({
        type: 'category',
        key,
        label: inLocale(item.label, DEFAULT_LOCALE),
        items: convertItems(item.items as unknown[], translations, notes),
        collapsed: item.collapsed,
        className: item.className,
        description,
        link: item.link === undefined ? undefined : categoryLink(item.link as Json, key, translations, notes),
      }).filter(([, v]) => v !== undefined),
    );
  });
}

/**
 * sidebar.json as the sidebars.js object (labels in the default locale) and, per other
 * locale, the `current.json` messages that translate its category labels.
 * @example sidebarToDocusaurus({ items: ['intro', { type: 'category', id: 'api', label: { es: 'API REST', en: 'REST API' }, items: ['api/users'] }] })
 *   → { sidebars: { docs: ['intro', { type: 'category', key: 'api', label: 'API REST', items: ['api/users'] }] },
 *       translations: { en: { 'sidebar.docs.category.api': { message: 'REST API' } } }, notes: [] }
 */
export function sidebarToDocusaurus(sidebarJson: unknown): {
  sidebars: Record<string, unknown[]>;
  translations: Translations;
  notes: string[];
} {
  const translations: Translations = Object.fromEntries(
    LOCALES.filter((l) => l !== DEFAULT_LOCALE).map((l) => [l, {}]),
  );
  const notes: string[] = [];
  if (!isRecord(sidebarJson) || !Array.isArray(sidebarJson.items))
    throw new Error('content/sidebar.json: must be { "items": [...] }');
  return { sidebars: { [SIDEBAR_ID]: convertItems(sidebarJson.items, translations, notes) }, translations, notes };
}
