/** Docs: a parsed entry becomes a Doc; doc slugs, pagination links and translations are cross-checked. */
import { DEFAULT_LOCALE } from '../i18n';
import { ContentError } from './errors';
import { parseDescription, parseOptionalString, parseRequiredString, reportProblem } from './fields';
import {
  parseDocTags,
  parseFlag,
  parseHeadingLevel,
  parseImage,
  parseLastUpdate,
  parseOptionalNumber,
  parseTextOrNull,
  parseWordList,
} from './doc-fields';
import { docSlugOf, MARKDOWN_EXTENSION, splitNumberPrefix } from './doc-paths';
import { CURRENT_VERSION_NAME } from '../docs/version-name';
import { ctxOf, DOC_ID_PATTERN, entryText, imageFilesOf, type ParsedMdx, type SiteFiles } from './entries';
import type { Doc } from './types';

/** What a doc's fields are checked against. */
export interface DocContext extends SiteFiles {
  tags: ReadonlySet<string>;
  /** The docs' base (site.json `routes.docs`): below `/docs` the docs' root has no page of its own. */
  docsBase: string;
}

export function buildDoc(entry: ParsedMdx, known: DocContext, problems: ContentError[]): Doc | undefined {
  const ctx = ctxOf(entry.source.file, problems);
  const { data } = entry;
  const title = parseRequiredString(ctx, data, 'title');
  const description = parseDescription(ctx, data, entry.body, title);
  const sidebarLabel = parseOptionalString(ctx, data, 'sidebar_label');
  const slugField = parseOptionalString(ctx, data, 'slug');
  const slug = docSlugOf(entry.source.relPath, entry.key, slugField);
  if (slug === 'tags' || slug.startsWith('tags/')) {
    reportProblem(
      ctx,
      slugField === undefined ? 'file name' : 'slug',
      `"/docs/${slug}" is the address of the docs' tag pages`,
      'choose another slug or folder',
    );
  } else if (slugField !== undefined && !DOC_ID_PATTERN.test(slug) && !(slug === '' && known.docsBase !== 'docs')) {
    reportProblem(
      ctx,
      'slug',
      slug === ''
        ? 'makes the doc the docs root, which has no page on this site'
        : `"${slugField}" is not a valid address`,
      'use lowercase words joined by "-", folders by "/", such as /guides/install',
    );
  }
  const tocMinLevel = parseHeadingLevel(ctx, data, 'toc_min_heading_level', 2);
  const tocMaxLevel = parseHeadingLevel(ctx, data, 'toc_max_heading_level', 3);
  if (tocMinLevel > tocMaxLevel)
    reportProblem(ctx, 'toc_min_heading_level', `${tocMinLevel} is deeper than toc_max_heading_level ${tocMaxLevel}`);
  const fileName = entry.source.relPath.split('/').at(-1)!.replace(MARKDOWN_EXTENSION, '');
  const doc: Omit<Doc, 'title' | 'description' | 'sidebarLabel' | 'paginationLabel'> = {
    id: entry.key,
    slug,
    version: entry.source.version ?? CURRENT_VERSION_NAME,
    locale: entry.source.locale,
    file: entry.source.file,
    sidebarPosition: parseOptionalNumber(ctx, data, 'sidebar_position') ?? splitNumberPrefix(fileName).prefix,
    sidebarClassName: parseOptionalString(ctx, data, 'sidebar_class_name'),
    hideTitle: parseFlag(ctx, data, 'hide_title'),
    hideTableOfContents: parseFlag(ctx, data, 'hide_table_of_contents'),
    tocMinLevel,
    tocMaxLevel,
    paginationNext: parseTextOrNull(ctx, data, 'pagination_next'),
    paginationPrev: parseTextOrNull(ctx, data, 'pagination_prev'),
    keywords: parseWordList(ctx, data, 'keywords'),
    image: parseImage(ctx, data, imageFilesOf(entry, known)),
    unlisted: parseFlag(ctx, data, 'unlisted'),
    lastUpdate: parseLastUpdate(ctx, data),
    tags: parseDocTags(ctx, data, known.tags),
    customEditUrl: parseTextOrNull(ctx, data, 'custom_edit_url'),
    ...entryText(entry),
  };
  const paginationLabel = parseOptionalString(ctx, data, 'pagination_label');
  if (title === undefined || description === undefined) return undefined;
  return { ...doc, title, description, sidebarLabel: sidebarLabel ?? title, paginationLabel: paginationLabel ?? title };
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
