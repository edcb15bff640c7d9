/** Standalone pages: a parsed entry becomes a Page. */
import type { ContentError } from './errors';
import { descriptionOf } from './fields';
import { readFrontMatter } from './front-matter';
import { resolveImage } from './front-matter-image';
import { ctxOf, entryOrigin, entryText, imageFilesOf, type ParsedMdx, type SiteFiles } from './entries';
import type { Page } from './types';

export function buildPage(entry: ParsedMdx, files: SiteFiles, problems: ContentError[]): Page | undefined {
  const ctx = ctxOf(entry.source.file, problems);
  const { fields, complete } = readFrontMatter('page', entry.source, entry.data, problems);
  const description = descriptionOf(ctx, fields.description, entry);
  const image = resolveImage(ctx, fields.image, imageFilesOf(entry, files));
  if (!complete || description === undefined) return undefined;
  return {
    ...entryOrigin(entry),
    title: fields.title,
    ...(entry.contentTitle !== undefined &&
      entry.contentTitle !== fields.title && { contentTitle: entry.contentTitle }),
    description,
    image,
    keywords: fields.keywords,
    ...entryText(entry),
  };
}

/** Every standalone page built. */
export function buildPages(entries: ParsedMdx[], files: SiteFiles, problems: ContentError[]): Page[] {
  return entries.map((e) => buildPage(e, files, problems)).filter((p): p is Page => p !== undefined);
}
