/**
 * The docs' tags, as Docusaurus shows them: a tag list at the foot of a doc, a page per tag
 * at /docs/tags/<slug> listing its docs, and an index at /docs/tags. Tags come from
 * content/tags.json (shared with the blog); only those some listed doc uses get pages.
 */
import type { ContentSet, Doc } from '../content/types';
import type { Locale } from '../i18n';
import { DOC_TAGS_ROUTE, docRoute, docTagRoute, localizePath } from '../urls';

/** A tag as a link to its docs page. */
export interface DocTagLink {
  slug: string;
  label: string;
  path: string;
}

/** A tag's page: its docs, in reading order. */
export interface DocTagPage {
  tag: DocTagLink;
  description: string;
  docs: { id: string; title: string; description: string; path: string }[];
}

/** The tags of one doc as links. */
export function buildDocTagLinks(content: ContentSet, doc: Doc): DocTagLink[] {
  return doc.tags.map((slug) => {
    const tag = content.tags.find((t) => t.slug === slug)!;
    return { slug, label: tag.label[doc.locale], path: localizePath(docTagRoute(slug), doc.locale) };
  });
}

/**
 * Every tag some listed doc of the locale carries, in the order of tags.json.
 * @example buildDocTagPages(content, 'en')[0] → { tag: { slug: 'seguridad', path: '/en/docs/tags/seguridad/' }, docs: [...] }
 */
export function buildDocTagPages(content: ContentSet, locale: Locale): DocTagPage[] {
  const docs = content.docs[locale].filter((d) => !d.unlisted);
  return content.tags.flatMap((tag) => {
    const tagged = docs.filter((d) => d.tags.includes(tag.slug));
    if (tagged.length === 0) return [];
    return [
      {
        tag: { slug: tag.slug, label: tag.label[locale], path: localizePath(docTagRoute(tag.slug), locale) },
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
}

/** Route keys of the docs' tag pages: none when no doc has a tag (the same in every locale: tags are validated per file). */
export function docTagRouteKeys(content: ContentSet, locale: Locale): string[] {
  const pages = buildDocTagPages(content, locale);
  return pages.length === 0 ? [] : [DOC_TAGS_ROUTE, ...pages.map((p) => docTagRoute(p.tag.slug))];
}
