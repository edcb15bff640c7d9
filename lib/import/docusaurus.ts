/**
 * How a Docusaurus 3 site maps onto `content/` and `public/`: pure functions from the
 * site's files and data to the files this project reads. The I/O (reading the site,
 * evaluating sidebars.js, writing without overwriting) is scripts/import-docusaurus.ts.
 * What the content model does with the files (ids, number prefixes, `_category_`,
 * front matter, fallbacks) stays in lib/content: the importer only moves and translates.
 */
import matter from 'gray-matter';
import { LOCALES, type Locale } from '../i18n';
import { readDocusaurusAuthor, sameInEveryLocale, slugify } from '../content/docusaurus-authors';
import type { Localized } from '../content/types';

export { slugify } from '../content/docusaurus-authors';
export { parseYaml, type Skipped } from './docusaurus-data';
export {
  convertSidebar,
  pinGeneratedIndexSlug,
  type SidebarJsonItem,
  type SidebarJsonLink,
} from './docusaurus-sidebar-json';

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

/** tags.yml (`key: { label, description, permalink }`) as tags.json entries keyed by slug (the permalink's, else the key's). */
export function convertTags(value: unknown): Map<string, { slug: string; tag: TagJson }> {
  const tags = new Map<string, { slug: string; tag: TagJson }>();
  if (typeof value !== 'object' || value === null) return tags;
  for (const [key, raw] of Object.entries(value as Record<string, unknown>)) {
    const entry = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
    const label = typeof entry.label === 'string' ? entry.label : key;
    const description = typeof entry.description === 'string' ? entry.description : label;
    // Docusaurus serves a tag at its `permalink` when tags.yml gives one (`/release-notes`).
    const permalink = typeof entry.permalink === 'string' ? entry.permalink.replace(/^\/+|\/+$/g, '') : '';
    tags.set(key, { slug: slugify(permalink || key), tag: { label: same(label), description: same(description) } });
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
 * Rewrites what this site reads differently: tags become the slugs of tags.json, a doc's
 * Docusaurus edit address becomes its `custom_edit_url`. Other
 * fields are Docusaurus' own (inline authors too: the build reads them) and stay as they are.
 */
export function convertFrontMatter(
  text: string,
  known: {
    tags: ReadonlyMap<string, { slug: string }>;
    authorIds?: ReadonlyMap<string, string>;
    /** The doc's address in the site's repository (its `editUrl`): kept as `custom_edit_url`. */
    editUrl?: string;
  },
): ConvertedFrontMatter {
  const parsed = matter(text, {});
  const data = { ...(parsed.data as Record<string, unknown>) };
  const inlineTags = new Map<string, string>();
  let changed = false;
  if (known.editUrl && data.custom_edit_url === undefined) {
    data.custom_edit_url = known.editUrl;
    changed = true;
  }
  // authors.yml keys that are no author id here (`Ana_Lopez`) are renamed in posts too.
  const authorIds = known.authorIds ?? new Map<string, string>();
  const renameAuthor = (author: unknown) =>
    typeof author === 'string' && authorIds.has(author) ? authorIds.get(author)! : author;
  if (typeof data.authors === 'string' && authorIds.has(data.authors)) {
    data.authors = renameAuthor(data.authors);
    changed = true;
  } else if (Array.isArray(data.authors) && data.authors.some((a) => typeof a === 'string' && authorIds.has(a))) {
    data.authors = data.authors.map(renameAuthor);
    changed = true;
  }
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
