/**
 * How a Docusaurus 3 site maps onto `content/` and `public/`: pure functions from the
 * site's files and data to the files this project reads. The I/O (reading the site,
 * evaluating sidebars.js, writing without overwriting) is scripts/import-docusaurus.ts.
 * What the content model does with the files (ids, number prefixes, `_category_`,
 * front matter, fallbacks) stays in lib/content: the importer only moves and translates.
 */
import matter from 'gray-matter';
import { LOCALES, type Locale } from '../i18n';
import { categoryIndexSlug } from '../content/category-index';
import { splitNumberPrefix } from '../content/doc-paths';
import { readDocusaurusAuthor, sameInEveryLocale, slugify } from '../content/docusaurus-authors';
import type { Localized } from '../content/types';

export { slugify } from '../content/docusaurus-authors';

/** Something of the site the importer did not bring, and why. */
export interface Skipped {
  item: string;
  reason: string;
}

/** Where a file of the site goes. */
export type FileTarget =
  | { kind: 'docs' | 'blog'; locale: Locale; to: string; markdown: boolean }
  | { kind: 'category'; locale: Locale; to: string }
  /** A file beside the Markdown (an image, a download): it keeps its place, so relative paths still name it (lib/content/assets.ts). */
  | { kind: 'asset'; locale: Locale; to: string }
  | { kind: 'skip'; reason: string };

const MARKDOWN = /\.mdx?$/;
const CATEGORY = /(^|\/)_category_\.(json|ya?ml)$/;

/**
 * The target below the project of one file of the site (path relative to the site, `/`).
 * @example siteFileTarget('docs/01-intro.md', 'en') → { kind: 'docs', locale: 'en', to: 'content/en/docs/01-intro.md', markdown: true }
 * @example siteFileTarget('i18n/es/docusaurus-plugin-content-blog/x.md', 'en') → { kind: 'blog', locale: 'es', … }
 * @example siteFileTarget('docs/img/a.png', 'en') → { kind: 'asset', locale: 'en', to: 'content/en/docs/img/a.png' }
 */
export function siteFileTarget(file: string, defaultLocale: Locale): FileTarget {
  let locale: string = defaultLocale;
  let kind: 'docs' | 'blog';
  let rest: string;
  const i18n = /^i18n\/([^/]+)\/docusaurus-plugin-content-(docs|blog)\/(.*)$/.exec(file);
  if (i18n) {
    locale = i18n[1]!;
    kind = i18n[2] as 'docs' | 'blog';
    rest = i18n[3]!;
    if (kind === 'docs') {
      if (!rest.startsWith('current/'))
        return {
          kind: 'skip',
          reason: rest.endsWith('.json')
            ? 'sidebar and version labels are read from here for category labels; the file itself has no place in content/'
            : 'docs of older versions are not imported (this site has one version of the docs)',
        };
      rest = rest.slice('current/'.length);
    } else if (!MARKDOWN.test(rest) && !/\.(ya?ml)$/.test(rest)) {
      if (rest.endsWith('.json'))
        return { kind: 'skip', reason: "blog labels (title, description) are the site's messages, not content" };
    }
  } else if (file.startsWith('docs/')) {
    kind = 'docs';
    rest = file.slice('docs/'.length);
  } else if (file.startsWith('blog/')) {
    kind = 'blog';
    rest = file.slice('blog/'.length);
  } else {
    return {
      kind: 'skip',
      reason: 'not content: only docs/, blog/, i18n/ and the static files the content references are imported',
    };
  }
  if (!(LOCALES as readonly string[]).includes(locale))
    return { kind: 'skip', reason: `locale "${locale}" is not one of this site's (${LOCALES.join(', ')})` };
  const target = locale as Locale;
  if (kind === 'blog' && /^(authors|tags)\.ya?ml$/.test(rest))
    return { kind: 'skip', reason: 'read into content/authors.json and content/tags.json' };
  if (kind === 'docs' && CATEGORY.test(rest))
    return { kind: 'category', locale: target, to: `content/${target}/docs/${rest}` };
  if (MARKDOWN.test(rest)) return { kind, locale: target, to: `content/${target}/${kind}/${rest}`, markdown: true };
  if (rest.split('/').some((part) => part.startsWith('.'))) return { kind: 'skip', reason: 'a hidden file' };
  return { kind: 'asset', locale: target, to: `content/${target}/${kind}/${rest}` };
}

/** Reads a YAML document with gray-matter's parser (the project's one YAML reader). */
export function parseYaml(text: string): unknown {
  return matter(`---\n${text}\n---\n`, {}).data;
}

const same = sameInEveryLocale;

/** A content/authors.json entry. */
export interface AuthorJson {
  name: string;
  title: Localized;
  avatar: string;
  links: { label: string; url: string }[];
}

/** What an author of the site becomes, and the avatar to copy or draw. */
export interface ImportedAuthor {
  id: string;
  author: AuthorJson;
  /** A static file to copy to public/ (its site path), or undefined when an avatar is drawn. */
  avatarFromStatic?: string;
}

/**
 * One Docusaurus author (authors.yml entry or inline front-matter object) as an authors.json
 * entry, read as the build reads inline authors (lib/content/docusaurus-authors.ts). A remote
 * `image_url` is not fetched (no request leaves the site): an initials avatar is drawn.
 */
export function convertAuthor(
  id: string,
  value: Record<string, unknown>,
  staticExists: (sitePath: string) => boolean,
): ImportedAuthor {
  const { name, title, links, localImage } = readDocusaurusAuthor(value, staticExists, id);
  return {
    id,
    author: { name, title, avatar: localImage ?? `/img/authors/${id}.svg`, links },
    avatarFromStatic: localImage,
  };
}

/**
 * An avatar of initials, drawn when an author has no local image.
 * @example initialsAvatar('Ana Ruiz') contains '>AR<'
 */
export function initialsAvatar(name: string): string {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="${name.replace(/[<>&"]/g, '')}"><rect width="64" height="64" rx="32" fill="#1e3a5f"/><text x="32" y="40" font-family="system-ui, sans-serif" font-size="24" font-weight="600" fill="#ffffff" text-anchor="middle">${initials.replace(/[<>&"]/g, '')}</text></svg>\n`;
}

/** A content/tags.json entry. */
export interface TagJson {
  label: Localized;
  description: Localized;
}

/** tags.yml (`key: { label, description }`) as tags.json entries keyed by slug. */
export function convertTags(value: unknown): Map<string, { slug: string; tag: TagJson }> {
  const tags = new Map<string, { slug: string; tag: TagJson }>();
  if (typeof value !== 'object' || value === null) return tags;
  for (const [key, raw] of Object.entries(value as Record<string, unknown>)) {
    const entry = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
    const label = typeof entry.label === 'string' ? entry.label : key;
    const description = typeof entry.description === 'string' ? entry.description : label;
    tags.set(key, { slug: slugify(key), tag: { label: same(label), description: same(description) } });
  }
  return tags;
}

/** A front matter rewritten for this site, and what the rewrite needs. */
export interface ConvertedFrontMatter {
  /** The file's new text, or undefined when it is kept as it is. */
  text?: string;
  /** Tag keys met that tags.yml does not define (Docusaurus' inline tags), with their labels. */
  inlineTags: Map<string, string>;
}

/**
 * Rewrites what this site reads differently: tags become the slugs of tags.json. Other
 * fields are Docusaurus' own (inline authors too: the build reads them) and stay as they are.
 */
export function convertFrontMatter(
  text: string,
  known: { tags: ReadonlyMap<string, { slug: string }> },
): ConvertedFrontMatter {
  const parsed = matter(text, {});
  const data = { ...(parsed.data as Record<string, unknown>) };
  const inlineTags = new Map<string, string>();
  let changed = false;
  if (Array.isArray(data.tags)) {
    data.tags = data.tags.map((tag: unknown) => {
      const key =
        typeof tag === 'string'
          ? tag
          : typeof tag === 'object' && tag !== null && typeof (tag as { label?: unknown }).label === 'string'
            ? (tag as { label: string }).label
            : String(tag);
      const slug = known.tags.get(key)?.slug ?? slugify(key);
      if (!known.tags.has(key)) inlineTags.set(slug, key);
      if (slug !== tag) changed = true;
      return slug;
    });
  }
  return { text: changed ? matter.stringify(parsed.content, data) : undefined, inlineTags };
}

/** A category's link in content/sidebar.json. */
export type SidebarJsonLink =
  | { type: 'doc'; id: string }
  | {
      type: 'generated-index';
      slug: string;
      title?: Localized;
      description?: Localized;
      keywords?: unknown;
      image?: unknown;
    };

/** A sidebar of this site (content/sidebar.json `items`). */
export type SidebarJsonItem =
  | string
  | {
      type: 'category';
      id: string;
      label: Localized;
      items: SidebarJsonItem[];
      collapsed?: boolean;
      description?: string;
      link?: SidebarJsonLink;
    }
  | { type: 'autogenerated'; dirName: string };

/**
 * A unique address for a generated index, as Docusaurus' slugger makes them: the second
 * `guides` is `guides-1`.
 * @example uniqueSlug('/category/guides', new Set(['/category/guides'])) === '/category/guides-1'
 */
function uniqueSlug(slug: string, used: Set<string>): string {
  let unique = slug;
  for (let n = 1; used.has(unique); n += 1) unique = `${slug}-${n}`;
  used.add(unique);
  return unique;
}

/**
 * A category's `link` in sidebar.json: a doc link as it is, a generated index with the
 * address Docusaurus gave it (from the label as sidebars.js writes it, before translation)
 * and its title and description in every locale (`…link.generated-index.title` in current.json).
 */
function convertCategoryLink(
  link: Record<string, unknown>,
  label: string,
  translationKey: string,
  labels: Partial<Record<Locale, Record<string, string>>>,
  usedSlugs: Set<string>,
): SidebarJsonLink | undefined {
  if (link.type === 'doc' && typeof link.id === 'string') return { type: 'doc', id: link.id };
  if (link.type !== 'generated-index') return undefined;
  const text = (field: 'title' | 'description'): Localized | undefined => {
    const original = typeof link[field] === 'string' ? (link[field] as string) : undefined;
    const texts = LOCALES.map((l) => labels[l]?.[`${translationKey}.link.generated-index.${field}`] ?? original);
    return texts.every((t) => t !== undefined)
      ? (Object.fromEntries(LOCALES.map((l, i) => [l, texts[i]])) as Localized)
      : undefined;
  };
  const slug = typeof link.slug === 'string' ? link.slug : uniqueSlug(`/${categoryIndexSlug(label)}`, usedSlugs);
  const title = text('title');
  const description = text('description');
  return {
    type: 'generated-index',
    slug,
    ...(title && { title }),
    ...(description && { description }),
    ...(link.keywords !== undefined && { keywords: link.keywords }),
    ...(link.image !== undefined && { image: link.image }),
  };
}

/**
 * A `_category_` file of the old site's own locale whose generated index has no `slug`, with
 * the address Docusaurus gave that page written in: this site would take it from the label
 * in its own default locale, a translation when the old site was written in another. A
 * YAML file is written as JSON, which YAML reads. Undefined when there is nothing to pin.
 * @example pinGeneratedIndexSlug('{ "label": "Advanced", "link": { "type": "generated-index" } }', false, '02-advanced') → '{ … "slug": "/category/advanced" … }'
 */
export function pinGeneratedIndexSlug(text: string, yaml: boolean, folder: string): string | undefined {
  let data: unknown;
  try {
    data = yaml ? parseYaml(text) : JSON.parse(text);
  } catch {
    return undefined; // the build names the file and what is wrong with it
  }
  const record = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (!record(data) || !record(data.link) || data.link.type !== 'generated-index' || data.link.slug !== undefined)
    return undefined;
  const label = typeof data.label === 'string' ? data.label : splitNumberPrefix(folder).name;
  const json = `${JSON.stringify({ ...data, link: { ...data.link, slug: `/${categoryIndexSlug(label)}` } }, null, 2)}\n`;
  return yaml
    ? `# Written as JSON (which is YAML) by npm run import:docusaurus: the address Docusaurus gave the category's page.\n${json}`
    : json;
}

/**
 * A Docusaurus sidebar (the value of one key of sidebars.js) as sidebar.json items.
 * Category labels are translated from each locale's `current.json`
 * (`sidebar.<name>.category.<label>`). Links, HTML items and refs have no place here and
 * are listed as skipped, never dropped in silence.
 */
export function convertSidebar(
  name: string,
  items: unknown,
  labels: Partial<Record<Locale, Record<string, string>>>,
  skipped: Skipped[],
  path = name,
  usedSlugs = new Set<string>(),
): SidebarJsonItem[] {
  const list = Array.isArray(items)
    ? items
    : typeof items === 'object' && items !== null
      ? Object.entries(items).map(([label, children]) => ({ type: 'category', label, items: children }))
      : [];
  const converted: SidebarJsonItem[] = [];
  const usedIds = new Set<string>();
  for (const [i, item] of list.entries()) {
    const where = `${path}[${i}]`;
    if (typeof item === 'string') {
      converted.push(item);
      continue;
    }
    if (typeof item !== 'object' || item === null) {
      skipped.push({ item: `sidebars: ${where}`, reason: `${JSON.stringify(item)} is not a sidebar item` });
      continue;
    }
    const entry = item as Record<string, unknown>;
    if (entry.type === undefined && Object.values(entry).every((value) => Array.isArray(value))) {
      // The shorthand `{ 'Label': [items] }`: one category per key.
      converted.push(
        ...convertSidebar(
          name,
          Object.entries(entry).map(([label, children]) => ({ type: 'category', label, items: children })),
          labels,
          skipped,
          where,
          usedSlugs,
        ),
      );
      continue;
    }
    if (entry.type === 'doc' && typeof entry.id === 'string') {
      converted.push(entry.id);
      if (typeof entry.label === 'string')
        skipped.push({
          item: `sidebars: ${where} label "${entry.label}"`,
          reason: "a sidebar label is the doc's sidebar_label front matter here",
        });
    } else if (entry.type === 'autogenerated' && typeof entry.dirName === 'string') {
      converted.push({ type: 'autogenerated', dirName: entry.dirName });
    } else if (entry.type === 'category' && typeof entry.label === 'string') {
      const label = Object.fromEntries(
        LOCALES.map((l) => [
          l,
          labels[l]?.[`sidebar.${name}.category.${entry.label as string}`] ?? (entry.label as string),
        ]),
      ) as Localized;
      let id = slugify(entry.label);
      while (usedIds.has(id)) id = `${id}-${i}`;
      usedIds.add(id);
      // The generated index's address first: Docusaurus slugs the categories in sidebar order, parents first.
      const link =
        typeof entry.link === 'object' && entry.link !== null
          ? convertCategoryLink(
              entry.link as Record<string, unknown>,
              entry.label,
              `sidebar.${name}.category.${entry.label}`,
              labels,
              usedSlugs,
            )
          : undefined;
      const children = convertSidebar(name, entry.items, labels, skipped, `${where}.items`, usedSlugs);
      const description = typeof entry.description === 'string' ? { description: entry.description } : {};
      if (children.length > 0 || link?.type === 'doc')
        converted.push({
          type: 'category',
          id,
          label,
          items: children,
          ...(entry.collapsed === false && { collapsed: false }),
          ...description,
          ...(link && { link }),
        });
      else skipped.push({ item: `sidebars: ${where} "${entry.label}"`, reason: 'a category with no doc' });
    } else if (typeof entry.type === 'string' && ['link', 'html', 'ref'].includes(entry.type)) {
      skipped.push({
        item: `sidebars: ${where} (${entry.type}${typeof entry.label === 'string' ? ` "${entry.label}"` : ''})`,
        reason: `a ${entry.type} item has no place in this site's sidebar, which lists docs and categories`,
      });
    } else {
      skipped.push({ item: `sidebars: ${where}`, reason: `unknown item ${JSON.stringify(item).slice(0, 80)}` });
    }
  }
  return converted;
}

/**
 * Site paths of static files (`/img/a.png`) the texts name; Docusaurus serves static/ at the root.
 * @example referencedStaticFiles(['![a](/img/a.png)'], ['/img/a.png', '/img/b.png']) → ['/img/a.png']
 */
export function referencedStaticFiles(texts: readonly string[], staticFiles: readonly string[]): string[] {
  const all = texts.join('\n');
  return staticFiles.filter(
    (file) => all.includes(file) || all.includes(`@site/static${file}`) || all.includes(`useBaseUrl('${file}')`),
  );
}
