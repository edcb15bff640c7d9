/** Standalone pages: a parsed entry becomes a Page. */
import type { ContentError } from './errors';
import { parseDescription, parseRequiredString } from './fields';
import { parseImage, parseWordList } from './doc-fields';
import { ctxOf, entryOrigin, entryText, imageFilesOf, type ParsedMdx, type SiteFiles } from './entries';
import type { Page } from './types';

export function buildPage(entry: ParsedMdx, files: SiteFiles, problems: ContentError[]): Page | undefined {
  const ctx = ctxOf(entry.source.file, problems);
  const title = parseRequiredString(ctx, entry.data, 'title');
  const description = parseDescription(ctx, entry.data, entry.body);
  const image = parseImage(ctx, entry.data, imageFilesOf(entry, files));
  const keywords = parseWordList(ctx, entry.data, 'keywords');
  if (title === undefined || description === undefined) return undefined;
  return {
    ...entryOrigin(entry),
    title,
    description,
    image,
    keywords,
    ...entryText(entry),
  };
}

/** Every standalone page built. */
export function buildPages(entries: ParsedMdx[], files: SiteFiles, problems: ContentError[]): Page[] {
  return entries.map((e) => buildPage(e, files, problems)).filter((p): p is Page => p !== undefined);
}
