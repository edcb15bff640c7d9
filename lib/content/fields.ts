/**
 * Field guards for front matter and the JSON files of `content/`. Each reports a
 * ContentError into `problems` and returns undefined, so that one pass lists every
 * problem of a folder instead of stopping at the first.
 */
import { LOCALES } from '../i18n';
import { descriptionFromBody } from '../seo/description';
import { mdxContentError } from '../mdx/syntax-hint';
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

/** A required, non-empty string (trimmed). */
export function parseRequiredString(
  ctx: FieldContext,
  data: Record<string, unknown>,
  field: string,
): string | undefined {
  const value = data[field];
  if (value === undefined || value === null)
    return reportProblem(ctx, field, 'is missing', `add \`${field}:\` to the front matter`);
  if (typeof value !== 'string') return reportProblem(ctx, field, `must be text, got ${JSON.stringify(value)}`);
  if (value.trim() === '') return reportProblem(ctx, field, 'is empty');
  return value.trim();
}

/** An optional non-empty string. */
export function parseOptionalString(
  ctx: FieldContext,
  data: Record<string, unknown>,
  field: string,
): string | undefined {
  if (data[field] === undefined) return undefined;
  return parseRequiredString(ctx, data, field);
}

/**
 * The `description` of a doc, post or page: the front matter's, else the body's first
 * paragraph (lib/seo/description.ts), else, for a category's index doc that only lists its
 * cards (`<DocCardList />`, as Docusaurus sites write them), `indexTitle`; else '' (none, as
 * in Docusaurus).
 */
export function parseDescription(
  ctx: FieldContext,
  data: Record<string, unknown>,
  body: string,
  indexTitle?: string,
): string | undefined {
  if (data.description !== undefined) return parseRequiredString(ctx, data, 'description');
  let fallback: string;
  try {
    fallback = descriptionFromBody(body);
  } catch (error) {
    // A body MDX cannot parse: said here with the file, as the compile would say it.
    ctx.problems.push(mdxContentError(ctx.file, error));
    return undefined;
  }
  if (fallback === '' && indexTitle !== undefined && /<DocCardList\b/.test(body)) return indexTitle;
  // Docusaurus needs none either: the page then has no description meta.
  return fallback;
}

/** A required list of non-empty strings, without repeats. */
export function parseStringList(ctx: FieldContext, data: Record<string, unknown>, field: string): string[] | undefined {
  const value = data[field];
  if (value === undefined)
    return reportProblem(ctx, field, 'is missing', `add \`${field}: [...]\` to the front matter`);
  if (!Array.isArray(value) || value.length === 0) return reportProblem(ctx, field, 'must be a non-empty list');
  const items: string[] = [];
  for (const raw of value) {
    // YAML reads `tags: [2024]` as a number; a tag named by a year is still a slug.
    const item = Number.isInteger(raw) ? String(raw) : raw;
    if (typeof item !== 'string' || item.trim() === '')
      return reportProblem(ctx, field, `has an entry that is not text: ${JSON.stringify(item)}`);
    if (items.includes(item)) return reportProblem(ctx, field, `lists "${item}" twice`);
    items.push(item);
  }
  return items;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day as `YYYY-MM-DD`. YAML turns an unquoted date into a Date at UTC
 * midnight; a quoted one stays text. Both are accepted, and read as UTC so that a
 * post's day never shifts with the build machine's time zone.
 * @example parseDay(ctx, { date: '2024-11-28' }, 'date') === '2024-11-28'
 */
export function parseDay(ctx: FieldContext, data: Record<string, unknown>, field: string): string | undefined {
  const value = data[field];
  if (value === undefined || value === null || value === '')
    return reportProblem(ctx, field, 'is missing', 'write the day as YYYY-MM-DD');
  let day: string;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime()))
      return reportProblem(ctx, field, 'is not a valid date', 'write the day as YYYY-MM-DD');
    day = value.toISOString().slice(0, 10);
  } else if (typeof value === 'string') {
    day = value.trim();
  } else {
    return reportProblem(ctx, field, `must be a date, got ${JSON.stringify(value)}`, 'write the day as YYYY-MM-DD');
  }
  const match = ISO_DAY.exec(day);
  if (!match) return reportProblem(ctx, field, `"${day}" is not a date`, 'write the day as YYYY-MM-DD');
  const parsed = new Date(`${day}T00:00:00Z`);
  // `2024-02-30` parses to March 1st: a round trip catches days that do not exist.
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day) {
    return reportProblem(ctx, field, `"${day}" is not a day of the calendar`, 'write the day as YYYY-MM-DD');
  }
  return day;
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

/**
 * The line (1-based, in the file) of a top-level front-matter field, for messages.
 * @example frontMatterFieldLine('---\ntitle: A\nimage: ./a.png\n---\n', 'image') === 3
 */
export function frontMatterFieldLine(text: string, field: string): number | undefined {
  const lines = text.split('\n');
  if (lines[0]?.trim() !== '---') return undefined;
  for (let i = 1; i < lines.length && lines[i]!.trim() !== '---'; i += 1) {
    if (lines[i]!.startsWith(`${field}:`)) return i + 1;
  }
  return undefined;
}
