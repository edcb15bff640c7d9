/**
 * An entry's front matter read against its kind's schema (front-matter-schema.ts): each field
 * checked, every problem a ContentError that names the file, the field, the line and the fix,
 * and one warning per field no schema knows.
 */
import type { z } from 'zod';
import { ContentError, fieldOfPath } from './errors';
import { frontMatterFieldLine } from './front-matter-block';
import { FRONT_MATTER, HINT, IGNORED_DOCUSAURUS_FIELDS, type FrontMatterKind } from './front-matter-schema';

/** A file's front matter as gray-matter gives it, with the text its lines are counted in. */
export interface FrontMatterSource {
  file: string;
  /** The whole file; undefined where there are no lines to give (a value of a JSON file). */
  text?: string;
}

/**
 * The problems of one value checked by `schema`, as ContentErrors naming the file, the field
 * (`authors[0].name`), the line of a top-level key, and the fix.
 */
function problemsOf(source: FrontMatterSource, field: string, issues: z.ZodError['issues']): ContentError[] {
  const line = source.text === undefined ? undefined : frontMatterFieldLine(source.text, field);
  return issues.map((issue) => {
    const [message, hint] = issue.message.replaceAll('{field}', field).split(HINT);
    const nested = issue.path.length > 0;
    const at = line !== undefined && !nested ? `line ${line}: ` : '';
    return new ContentError(source.file, fieldOfPath(issue.path, field), `${at}${message}`, hint);
  });
}

/**
 * One value checked by `schema`, its problems added to `problems`; undefined when it has any.
 * @example checkValue(day, '2024-11-28', { file }, 'date', problems) === '2024-11-28'
 */
export function checkValue<S extends z.ZodType>(
  schema: S,
  value: unknown,
  source: FrontMatterSource,
  field: string,
  problems: ContentError[],
): z.output<S> | undefined {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  problems.push(...problemsOf(source, field, result.error.issues));
  return undefined;
}

/**
 * The front matter `data` of `source` checked by the schema of `kind`, field by field, so
 * that one pass lists every problem: a field in error takes its value when absent (false, [],
 * undefined) and the entry is still built, for the checks across entries; `complete` is false
 * when a required field (`title`) has none.
 */
export function readFrontMatter<K extends FrontMatterKind>(
  kind: K,
  source: FrontMatterSource,
  data: Readonly<Record<string, unknown>>,
  problems: ContentError[],
): { fields: z.output<(typeof FRONT_MATTER)[K]>; complete: boolean } {
  const fields: Record<string, unknown> = {};
  let complete = true;
  for (const [field, schema] of Object.entries(FRONT_MATTER[kind].shape) as [string, z.ZodType][]) {
    const result = schema.safeParse(data[field]);
    if (result.success) {
      fields[field] = result.data;
    } else {
      problems.push(...problemsOf(source, field, result.error.issues));
      const absent = schema.safeParse(undefined);
      complete &&= absent.success;
      fields[field] = absent.data;
    }
  }
  return { fields: fields as z.output<(typeof FRONT_MATTER)[K]>, complete };
}

/**
 * One warning per field of `data` the schema of `kind` does not know.
 * @example unknownFieldWarnings('doc', 'content/es/docs/a.mdx', { titel: 'x' })
 *   → ['content/es/docs/a.mdx: titel: is not a doc front-matter field, ignored (known: id, slug, …)']
 */
export function unknownFieldWarnings(kind: FrontMatterKind, file: string, data: Record<string, unknown>): string[] {
  const known = FRONT_MATTER[kind].shape;
  return Object.keys(data)
    .filter((field) => !Object.hasOwn(known, field))
    .map((field) =>
      IGNORED_DOCUSAURUS_FIELDS.has(field)
        ? `${file}: ${field}: is a Docusaurus field this site does not use, ignored`
        : `${file}: ${field}: is not a ${kind} front-matter field, ignored (known: ${Object.keys(known).join(', ')})`,
    );
}
