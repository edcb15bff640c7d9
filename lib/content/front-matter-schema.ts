/**
 * The front matter of docs, posts and pages: one declared zod schema per kind, as Starlight's
 * content schemas. Each field says what it takes and what it becomes (trimmed text, a day
 * as `YYYY-MM-DD`, a list); what needs the rest of the site (tags.json, authors.json, files
 * of public/) is checked where the entry is built. content/AUTHORING.md documents the
 * fields; a field no schema knows is one build warning naming file and field, never silence
 * (front-matter.ts reads an entry's front matter against these).
 */
import { z } from 'zod';

/** Between a message and its fix, in a schema's error text; `{field}` stands for the field's name. */
export const HINT = '\n  Hint: ';
const withHint = (message: string, hint: string) => `${message}${HINT}${hint}`;
const shown = (value: unknown) => JSON.stringify(value);
const DAY_HINT = 'write the day as YYYY-MM-DD';

/** Required, non-empty text, trimmed; `null` or an empty key is missing. */
const text = () =>
  z
    .string({
      error: (issue) =>
        issue.input == null
          ? withHint('is missing', 'add `{field}:` to the front matter')
          : `must be text, got ${shown(issue.input)}`,
    })
    .trim()
    .min(1, 'is empty');

/** `true`, `false` or absent (false). An empty value (`draft:`, YAML's null) is a mistake, as Docusaurus' Joi.boolean says. */
const flag = () =>
  z
    .boolean({
      error: (issue) =>
        withHint(`must be true or false, got ${shown(issue.input)}`, 'write `{field}: true` or remove the field'),
    })
    .default(false);

/** A finite number; `null` is absent. */
const number = () =>
  z
    .number({ error: (issue) => `must be a number, got ${shown(issue.input)}` })
    .nullish()
    .transform((value) => value ?? undefined);

/** A heading level of the TOC, 2 to 6; absent or `null` is `fallback`. */
const headingLevel = (fallback: number) => {
  const error = (issue: { input?: unknown }) => `must be a whole number from 2 to 6, got ${shown(issue.input)}`;
  return z
    .int({ error })
    .min(2, { error })
    .max(6, { error })
    .nullish()
    .transform((value) => value ?? fallback);
};

/** Text, or `null` for an explicit "none"; absent is undefined. */
const textOrNull = () => {
  const error = (issue: { input?: unknown }) => `must be text or null, got ${shown(issue.input)}`;
  return z.string({ error }).trim().min(1, { error }).nullable().optional();
};

/** A list of words (`keywords`): a YAML list or one comma-separated text. */
export const wordList = z
  .union([z.string().transform((words) => words.split(',')), z.array(z.union([z.string(), z.number()]))], {
    error: 'must be a list of words',
  })
  .nullish()
  .transform((items) => (items ?? []).map((item) => String(item).trim()).filter((item) => item !== ''));

/** An `image`'s text: a site path, a path beside the file or an https address (resolved where the entry is built). */
export const imageReference = z
  .string({ error: 'must be a site path or an https address' })
  .trim()
  .min(1, 'must be a site path or an https address')
  .nullish()
  .transform((value) => value ?? undefined);

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const isoDayOf = (date: Date) => date.toISOString().slice(0, 10);
/** `2024-02-30` parses to March 1st: a round trip catches days that do not exist. */
const isCalendarDay = (day: string) => {
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && isoDayOf(parsed) === day;
};

/**
 * A calendar day as `YYYY-MM-DD`. YAML turns an unquoted date into a Date at UTC midnight;
 * a quoted one stays text. Both are read as UTC, so a post's day never shifts with the
 * build machine's time zone.
 */
export const day = z
  .union([z.date().transform(isoDayOf), z.string().trim()], {
    error: (issue) =>
      issue.input == null
        ? withHint('is missing', DAY_HINT)
        : withHint(`must be a date, got ${shown(issue.input)}`, DAY_HINT),
  })
  .pipe(
    z
      .string()
      .regex(ISO_DAY, {
        abort: true,
        error: (issue) =>
          withHint(issue.input === '' ? 'is missing' : `"${String(issue.input)}" is not a date`, DAY_HINT),
      })
      .refine(isCalendarDay, {
        error: (issue) => withHint(`"${String(issue.input)}" is not a day of the calendar`, DAY_HINT),
      }),
  );

/** `last_update: { date, author }`; `date` as YYYY-MM-DD (a YAML date, or text whose first ten characters are one). */
const notADate = (issue: { input?: unknown }) => withHint(`${shown(issue.input)} is not a date`, DAY_HINT);
const lastUpdate = z
  .object(
    {
      date: z
        .union([z.date().transform(isoDayOf), z.string().transform((value) => value.trim().slice(0, 10))], {
          error: notADate,
        })
        .refine((value) => ISO_DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
          error: notADate,
        })
        .optional(),
      author: z.string({ error: 'must be text' }).trim().min(1, 'must be text').optional(),
    },
    { error: 'must be { date, author }' },
  )
  .refine((value) => value.date !== undefined || value.author !== undefined, 'needs a date, an author or both')
  .nullish()
  .transform((value) => value ?? undefined);
export type LastUpdateOverride = NonNullable<z.output<typeof lastUpdate>>;

/** The first item a list repeats, if any. */
export function firstRepeat(items: readonly string[]): string | undefined {
  return items.find((item, i) => items.indexOf(item) !== i);
}

/** A slug written as a number (`tags: [2024]`, which YAML reads as one) is still a slug. */
const integerText = z.int().transform(String);

const notText = (issue: { input?: unknown }) => `has an entry that is not text: ${shown(issue.input)}`;

/** A post's tags: a non-empty list of slugs, without repeats (each must be in content/tags.json). */
const postTags = z
  .array(
    z.union([z.string().refine((item) => item.trim() !== '', { error: notText }), integerText], { error: notText }),
    { error: 'must be a non-empty list' },
  )
  .min(1, 'must be a non-empty list')
  .superRefine((tags, context) => {
    const repeated = firstRepeat(tags);
    if (repeated !== undefined) context.addIssue({ code: 'custom', message: `lists "${repeated}" twice` });
  })
  .optional()
  .transform((tags) => tags ?? []);

/** A doc's tags: slugs (each must be in content/tags.json), repeats dropped; `null` is none. */
const docTags = z
  .array(
    z.union([z.string(), integerText], {
      error: (issue) =>
        withHint(
          `has an entry that is not a tag slug: ${shown(issue.input)}`,
          'inline tag objects are not supported: add the tag to content/tags.json and name its slug',
        ),
    }),
    { error: 'must be a list of tag slugs' },
  )
  .nullish()
  .transform((tags) => [...new Set(tags ?? [])]);

/** One author of a post: an id of content/authors.json, or an inline `{ name, title, url, image_url }`. */
const authorReference = z.union([z.string(), integerText, z.record(z.string(), z.unknown())], { error: notText });
/** A post's `authors`: a list, or one id or inline author (read as a list of one). */
const postAuthors = z
  .preprocess(
    (value) => (value == null || Array.isArray(value) ? value : [value]),
    z.array(authorReference, { error: 'must be a non-empty list' }).min(1, 'must be a non-empty list'),
  )
  .optional();

/** The hash of the default-locale source a translation matches; lib/content/translation-field.ts checks it against the locale. */
const translationOf = z.unknown();

const title = text; // <h1>, <title>, Open Graph, search, feeds
/** One sentence; else the body's first paragraph (meta description, Open Graph, search excerpts, llms.txt). */
const description = () => text().optional();

export const docFrontMatter = z.object({
  /** Replaces the file name as the last part of the doc id (and of the default slug). */
  id: text()
    .refine((id) => !id.includes('/'), {
      error: (issue) =>
        withHint(
          `"${String(issue.input)}" contains "/"`,
          'an id names the file; the folders give the rest (use `slug` to change the address)',
        ),
    })
    .optional(),
  /** The address below the docs' base: `/a/b` from its root, `b` beside the file's folder. */
  slug: text().optional(),
  title: title(),
  description: description(),
  /** A shorter label for the sidebar and breadcrumbs. */
  sidebar_label: text().optional(),
  /** Orders the doc in an autogenerated sidebar (else a `01-` prefix). */
  sidebar_position: number(),
  sidebar_class_name: text().optional(),
  /** No <h1> on the page (the title stays in <title>). */
  hide_title: flag(),
  hide_table_of_contents: flag(),
  toc_min_heading_level: headingLevel(2),
  toc_max_heading_level: headingLevel(3),
  /** The doc's label in its neighbours' pager. */
  pagination_label: text().optional(),
  /** Doc id of the pager's "next" link, or null for none. */
  pagination_next: textOrNull(),
  pagination_prev: textOrNull(),
  keywords: wordList,
  image: imageReference,
  /** Shown by `npm run dev`, left out of the production export. */
  draft: flag(),
  /** Built and reachable by its address, listed nowhere; noindex. */
  unlisted: flag(),
  /** Replaces what git says on the "last updated" line. */
  last_update: lastUpdate,
  tags: docTags,
  /** The "edit this page" address, or null for no link. */
  custom_edit_url: textOrNull(),
  translationOf,
});

export const postFrontMatter = z.object({
  /** The address below the blog's base (else the file or folder name, without its date). */
  slug: text().optional(),
  title: title(),
  description: description(),
  /** Else the date the file or folder name starts with. */
  date: day.optional(),
  authors: postAuthors,
  tags: postTags,
  image: imageReference,
  keywords: wordList,
  hide_table_of_contents: flag(),
  draft: flag(),
  unlisted: flag(),
  translationOf,
});

export const pageFrontMatter = z.object({
  title: title(),
  description: description(),
  image: imageReference,
  keywords: wordList,
  translationOf,
});

export type DocFrontMatter = z.output<typeof docFrontMatter>;
export type PostFrontMatter = z.output<typeof postFrontMatter>;
export type PageFrontMatter = z.output<typeof pageFrontMatter>;

export const FRONT_MATTER = { doc: docFrontMatter, post: postFrontMatter, page: pageFrontMatter } as const;
export type FrontMatterKind = keyof typeof FRONT_MATTER;

/** Fields Docusaurus reads and the site accepts without using: named in one warning each. */
export const IGNORED_DOCUSAURUS_FIELDS: ReadonlySet<string> = new Set([
  'parse_number_prefixes',
  'displayed_sidebar',
  'sidebar_custom_props',
  'hide_reading_time',
]);
