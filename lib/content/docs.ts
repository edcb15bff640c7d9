/** Docs: a parsed entry becomes a Doc; doc slugs, pagination links and translations are cross-checked. */
import { DEFAULT_LOCALE } from '../i18n';
import { ContentError } from './errors';
import { descriptionOf, reportProblem } from './fields';
import { readFrontMatter } from './front-matter';
import { resolveImage } from './front-matter-image';
import { docSlugOf, MARKDOWN_EXTENSION, splitNumberPrefix } from './doc-paths';
import { CURRENT_VERSION_NAME } from '../docs/version-name';
import { ctxOf, DOC_ID_PATTERN, entryText, imageFilesOf, type ParsedMdx, type SiteFiles } from './entries';
import type { Doc } from './types';

/** What a doc's fields are checked against. */
export interface DocContext extends SiteFiles {
  tags: ReadonlySet<string>;
}

/** A validated doc and whether it is a draft. */
export interface BuiltDoc {
  doc: Doc;
  draft: boolean;
}

export function buildDoc(entry: ParsedMdx, known: DocContext, problems: ContentError[]): BuiltDoc | undefined {
  const ctx = ctxOf(entry.source.file, problems);
  const { fields, complete } = readFrontMatter('doc', entry.source, entry.data, problems);
  const description = descriptionOf(ctx, fields.description, entry, fields.title);
  const slug = docSlugOf(entry.source.relPath, entry.key, fields.slug);
  if (slug === 'tags' || slug.startsWith('tags/')) {
    reportProblem(
      ctx,
      fields.slug === undefined ? 'file name' : 'slug',
      `"/docs/${slug}" is the address of the docs' tag pages`,
      'choose another slug or folder',
    );
  } else if (fields.slug !== undefined && !DOC_ID_PATTERN.test(slug) && slug !== '') {
    // '' (`slug: /`) is the docs root: the doc is served at the docs' base, as in Docusaurus.
    reportProblem(
      ctx,
      'slug',
      `"${fields.slug}" is not a valid address`,
      'use lowercase words joined by "-", folders by "/", such as /guides/install',
    );
  }
  const { toc_min_heading_level: tocMinLevel, toc_max_heading_level: tocMaxLevel } = fields;
  if (tocMinLevel > tocMaxLevel)
    reportProblem(ctx, 'toc_min_heading_level', `${tocMinLevel} is deeper than toc_max_heading_level ${tocMaxLevel}`);
  for (const tag of fields.tags)
    if (!known.tags.has(tag))
      reportProblem(
        ctx,
        'tags',
        `"${tag}" is not a tag`,
        `add it to content/tags.json or use one of: ${[...known.tags].join(', ')}`,
      );
  const image = resolveImage(ctx, fields.image, imageFilesOf(entry, known));
  if (!complete || description === undefined) return undefined;
  const fileName = entry.source.relPath.split('/').at(-1)!.replace(MARKDOWN_EXTENSION, '');
  const doc: Doc = {
    id: entry.key,
    slug,
    version: entry.source.version ?? CURRENT_VERSION_NAME,
    locale: entry.source.locale,
    file: entry.source.file,
    sidebarPosition: fields.sidebar_position ?? splitNumberPrefix(fileName).prefix,
    sidebarClassName: fields.sidebar_class_name,
    hideTitle: fields.hide_title && entry.contentTitle === undefined,
    hideTableOfContents: fields.hide_table_of_contents,
    tocMinLevel,
    tocMaxLevel,
    paginationNext: fields.pagination_next,
    paginationPrev: fields.pagination_prev,
    keywords: fields.keywords,
    image,
    unlisted: fields.unlisted,
    lastUpdate: fields.last_update,
    tags: fields.tags.filter((tag) => known.tags.has(tag)),
    customEditUrl: fields.custom_edit_url,
    ...entryText(entry),
    // After the rest, in the order the doc's objects have always had (they reach the pages' payloads).
    title: fields.title,
    ...(entry.contentTitle !== undefined &&
      entry.contentTitle !== fields.title && { contentTitle: entry.contentTitle }),
    description,
    sidebarLabel: fields.sidebar_label ?? fields.title,
    paginationLabel: fields.pagination_label ?? fields.title,
  };
  return { doc, draft: fields.draft };
}

/** Doc slugs are unique per locale, `pagination_next`/`_prev` name docs, and translations keep their original's address and tags. */
export function checkDocLinks(docs: readonly Doc[], problems: ContentError[]): void {
  const bySlug = new Map<string, Doc>();
  const ids = new Set(docs.map((d) => d.id));
  const originals = new Map(docs.filter((d) => d.locale === DEFAULT_LOCALE).map((d) => [d.id, d]));
  for (const doc of docs) {
    const original = originals.get(doc.id);
    if (original && original.file !== doc.file) {
      for (const field of ['slug', 'tags'] as const) {
        if (JSON.stringify(doc[field]) !== JSON.stringify(original[field]))
          problems.push(
            new ContentError(
              doc.file,
              field,
              `differs from ${original.file}`,
              "a translation keeps the original doc's value",
            ),
          );
      }
    }
    const key = `${doc.locale}:${doc.slug}`;
    const first = bySlug.get(key);
    if (first && first.file !== doc.file)
      problems.push(
        new ContentError(
          doc.file,
          'slug',
          `"/docs/${doc.slug}" is already the address of ${first.file}`,
          'give one of them another slug',
        ),
      );
    else bySlug.set(key, doc);
    for (const [field, target] of [
      ['pagination_next', doc.paginationNext],
      ['pagination_prev', doc.paginationPrev],
    ] as const) {
      if (typeof target === 'string' && !ids.has(target))
        problems.push(
          new ContentError(doc.file, field, `"${target}" is not a doc id`, 'name a doc id, or null for no link'),
        );
    }
  }
}
