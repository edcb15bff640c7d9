/**
 * Where problems of a file are collected, and the checks of the JSON files of `content/`
 * (front matter has its schema: front-matter-schema.ts). Each reports a ContentError into
 * `problems` and returns undefined, so that one pass lists every problem of a folder.
 */
import { LOCALES } from '../i18n';
import { descriptionFromBody } from '../seo/description';
import { parseBody } from '../mdx/body-lines';
import { ContentError } from './errors';
import type { Localized } from './types';

/** Where problems of one file are collected. */
export interface FieldContext {
  file: string;
  problems: ContentError[];
}

/** Records a problem; returns undefined so guards can `return report(...)`. */
export function reportProblem(ctx: FieldContext, field: string, message: string, hint?: string): undefined {
  ctx.problems.push(new ContentError(ctx.file, field, message, hint));
  return undefined;
}

/**
 * The `description` of a doc, post or page: the front matter's, else the body's first
 * paragraph (lib/seo/description.ts), else, for a category's index doc that only lists its
 * cards (`<DocCardList />`, as Docusaurus sites write them), `indexTitle`; else '' (none, as
 * in Docusaurus). `bodyLineOffset`: the file's lines above the body (its front matter).
 */
export function descriptionOf(
  ctx: FieldContext,
  description: string | undefined,
  { body, bodyLineOffset }: { body: string; bodyLineOffset: number },
  indexTitle?: string,
): string | undefined {
  if (description !== undefined) return description;
  let fallback: string;
  try {
    fallback = parseBody({ file: ctx.file, body, bodyLineOffset }, descriptionFromBody);
  } catch (error) {
    // A body MDX cannot parse: said here with the file and its line in the file, as the compile would say it.
    ctx.problems.push(error as ContentError);
    return undefined;
  }
  if (fallback === '' && indexTitle !== undefined && /<DocCardList\b/.test(body)) return indexTitle;
  // Docusaurus needs none either: the page then has no description meta.
  return fallback;
}

/** A text per locale: `{ "es": "...", "en": "..." }` with every locale present. */
export function parseLocalized(ctx: FieldContext, value: unknown, field: string): Localized | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return reportProblem(ctx, field, `must be an object with a text per locale (${LOCALES.join(', ')})`);
  }
  const record = value as Record<string, unknown>;
  const result: Partial<Localized> = {};
  for (const locale of LOCALES) {
    const text = record[locale];
    if (typeof text !== 'string' || text.trim() === '')
      return reportProblem(ctx, `${field}.${locale}`, 'is missing or empty');
    result[locale] = text.trim();
  }
  return result as Localized;
}

/** A plain object (a JSON file's entry). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
