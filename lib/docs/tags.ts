/**
 * The docs' tags, as Docusaurus shows them: a tag list at the foot of a doc, a page per tag
 * at /docs/tags/<slug> listing its docs, and an index at /docs/tags, per docs version
 * (`/docs/next/tags/…`, `/docs/1.0/tags/…`), each listing that version's docs. Tags come
 * from content/tags.json (shared with the blog); only those some listed doc uses get pages.
 */
import type { ContentSet, Doc, DocsVersion } from '../content/types';
import type { Locale } from '../i18n';
import { docRoute, docTagRoute, docTagsRoute, localizePath } from '../urls';
import { lastVersionOf, versionNamed, versionOfDocPath } from './version-view';

/** A tag as a link to its docs page. */
export interface DocTagLink {
  slug: string;
  label: string;
  path: string;
}

/** A tag's page: its docs, in reading order. */
export interface DocTagPage {
  tag: DocTagLink;
  /** Its route key (`/docs/1.0/tags/x`). */
  routeKey: string;
  description: string;
  docs: { id: string; title: string; description: string; path: string }[];
}

/** The tag pages of one version: the index's route key, and a page per tag. */
export interface DocTagPages {
  version: DocsVersion;
  indexRouteKey: string;
  pages: DocTagPage[];
}

/** The tags of one doc as links to its version's tag pages. */
export function buildDocTagLinks(content: ContentSet, doc: Doc): DocTagLink[] {
  const versionPath = versionNamed(content, doc.version)?.path ?? '';
  return doc.tags.map((slug) => {
    const tag = content.tags.find((t) => t.slug === slug)!;
    return { slug, label: tag.label[doc.locale], path: localizePath(docTagRoute(slug, versionPath), doc.locale) };
  });
}

/**
 * Every tag some listed doc of the version (the last one by default) carries in the locale, in the order of tags.json.
 * @example buildDocTagPages(content, 'en').pages[0] → { tag: { slug: 'seguridad', path: '/en/docs/tags/seguridad/' }, docs: [...] }
 */
export function buildDocTagPages(
  content: ContentSet,
  locale: Locale,
  version: DocsVersion = lastVersionOf(content),
): DocTagPages {
  const docs = version.docs[locale].filter((d) => !d.unlisted);
  const pages = content.tags.flatMap((tag) => {
    const tagged = docs.filter((d) => d.tags.includes(tag.slug));
    if (tagged.length === 0) return [];
    const routeKey = docTagRoute(tag.slug, version.path);
    return [
      {
        tag: { slug: tag.slug, label: tag.label[locale], path: localizePath(routeKey, locale) },
        routeKey,
        description: tag.description[locale],
        docs: tagged.map((d) => ({
          id: d.id,
          title: d.title,
          description: d.description,
          path: localizePath(docRoute(d.slug), locale),
        })),
      },
    ];
  });
  return { version, indexRouteKey: docTagsRoute(version.path), pages };
}

/** Route keys of one version's tag pages: none when none of its docs has a tag. */
export function versionDocTagRouteKeys(content: ContentSet, locale: Locale, version: DocsVersion): string[] {
  const { indexRouteKey, pages } = buildDocTagPages(content, locale, version);
  return pages.length === 0 ? [] : [indexRouteKey, ...pages.map((p) => p.routeKey)];
}

/** Route keys of every version's tag pages (the same in every locale: tags are validated per file). */
export function docTagRouteKeys(content: ContentSet, locale: Locale): string[] {
  return content.versions.flatMap((version) => versionDocTagRouteKeys(content, locale, version));
}

/**
 * The tag index or the tag page at `slug` below `/docs/` (`['tags']`, `['1.0', 'tags', 'x']`), if it is one.
 */
export function findDocTagPage(
  content: ContentSet,
  locale: Locale,
  slug: readonly string[],
): (DocTagPages & { page?: DocTagPage }) | undefined {
  const version = versionOfDocPath(content, slug.join('/'));
  const rest = version.path === '' ? slug : slug.slice(1);
  if (rest[0] !== 'tags' || rest.length > 2) return undefined;
  const tagPages = buildDocTagPages(content, locale, version);
  if (tagPages.pages.length === 0) return undefined;
  if (rest.length === 1) return tagPages;
  const page = tagPages.pages.find((p) => p.tag.slug === rest[1]);
  return page && { ...tagPages, page };
}
