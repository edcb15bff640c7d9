/**
 * Category links as Docusaurus writes them, `link: { type: 'doc', id }` or
 * `link: { type: 'generated-index', title, description, slug, keywords, image }`, read from
 * `_category_` files (one per locale) and content/sidebar.json; and the check that every
 * generated index page has an address of its own. Pure.
 */
import type { z } from 'zod';
import { slug as githubSlug } from 'github-slugger';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n';
import { checkValue } from './front-matter';
import { imageReference, wordList } from './front-matter-schema';
import { resolveImage } from './front-matter-image';
import { slugify } from './docusaurus-authors';
import { ContentError } from './errors';
import { isRecord, reportProblem, type FieldContext } from './fields';
import type { CategoryLinkConfig, Doc, GeneratedIndexConfig, Localized, SidebarItemConfig } from './types';

/** A generated index as its file(s) declare it, before the category's label fills the gaps. */
export interface GeneratedIndexDraft {
  type: 'generated-index';
  slug?: string;
  title: Partial<Localized>;
  description: Partial<Localized>;
  keywords: string[];
  image?: string;
  file: string;
  field: string;
}

/** A category link as read, per file. */
export type CategoryLinkDraft = { type: 'doc'; id: string } | GeneratedIndexDraft;

const LINK_KEYS = ['type', 'id', 'title', 'description', 'slug', 'keywords', 'image'];
/** Addresses of category pages: github-slugger keeps `_` and doubled `-` (`api--sdk`). */
const CATEGORY_SLUG = /^[a-z0-9_-]+(?:\/[a-z0-9_-]+)*$/;
/** Docs' tag pages live at /docs/tags (lib/docs/tags.ts). */
const TAGS_SLUG = /^tags(\/|$)/;

/**
 * The address Docusaurus gives a generated index below /docs/ by default: `category/` and
 * the label as github-slugger (Docusaurus' slugger) writes it. Accents are dropped, since
 * the site's addresses are ASCII.
 * @example categoryIndexSlug('Getting started') === 'category/getting-started'
 * @example categoryIndexSlug('Guías') === 'category/guias'
 * @example categoryIndexSlug('API & SDK') === 'category/api--sdk'
 */
export function categoryIndexSlug(label: string): string {
  const slug = githubSlug(label.normalize('NFD').replace(/[\u0300-\u036f]/g, ''));
  return `category/${CATEGORY_SLUG.test(slug) ? slug : slugify(label)}`;
}

/**
 * A text of one file: `'Guides'` for the file's locale (every locale in sidebar.json, which
 * has none), or `{ "es": "Guías", "en": "Guides" }`.
 */
export function readCategoryText(
  ctx: FieldContext,
  value: unknown,
  field: string,
  locale?: Locale,
): Partial<Localized> {
  if (value === undefined || value === null) return {};
  if (typeof value === 'string' && value.trim() !== '') {
    return Object.fromEntries((locale ? [locale] : LOCALES).map((l) => [l, value.trim()]));
  }
  if (
    isRecord(value) &&
    Object.keys(value).length > 0 &&
    Object.entries(value).every(
      ([key, text]) => (LOCALES as readonly string[]).includes(key) && typeof text === 'string' && text.trim() !== '',
    )
  ) {
    return Object.fromEntries(Object.entries(value).map(([key, text]) => [key, (text as string).trim()]));
  }
  reportProblem(
    ctx,
    field,
    'must be text',
    `write "…", or a text per locale: { ${LOCALES.map((l) => `"${l}": "…"`).join(', ')} }`,
  );
  return {};
}

/**
 * A category's `link` as one file writes it; undefined when absent or reported.
 * Keys a link does not have are warnings, as unknown `_category_` keys are.
 */
export function readCategoryLink(
  ctx: FieldContext,
  value: unknown,
  field: string,
  options: { locale?: Locale; publicFileExists: (sitePath: string) => boolean; warnings: string[] },
): CategoryLinkDraft | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isRecord(value) || (value.type !== 'doc' && value.type !== 'generated-index')) {
    return reportProblem(
      ctx,
      field,
      'must be { "type": "doc", "id": "…" } or { "type": "generated-index" }',
      "a doc link opens that doc; a generated index is a page listing the category's items",
    );
  }
  for (const key of Object.keys(value)) {
    if (!LINK_KEYS.includes(key))
      options.warnings.push(
        `${ctx.file}: ${field}.${key}: is not a field of a category link, ignored (known: ${LINK_KEYS.join(', ')})`,
      );
  }
  if (value.type === 'doc') {
    if (typeof value.id === 'string' && value.id.trim() !== '') return { type: 'doc', id: value.id.trim() };
    return reportProblem(
      ctx,
      `${field}.id`,
      value.id === undefined ? 'is missing' : 'must be a doc id',
      'name the doc the category opens, such as "guides/overview"',
    );
  }
  let slug: string | undefined;
  if (value.slug !== undefined) {
    const trimmed = typeof value.slug === 'string' ? value.slug.trim().replace(/^\/+|\/+$/g, '') : '';
    if (CATEGORY_SLUG.test(trimmed)) slug = trimmed;
    else
      reportProblem(
        ctx,
        `${field}.slug`,
        `${JSON.stringify(value.slug)} is not an address`,
        'use lowercase words joined by "-", folders by "/", such as /category/guides',
      );
  }
  const checked = <T>(schema: z.ZodType<T>, key: string) =>
    checkValue(schema, value[key], { file: ctx.file }, `${field}.${key}`, ctx.problems);
  return {
    type: 'generated-index',
    ...(slug !== undefined && { slug }),
    title: readCategoryText(ctx, value.title, `${field}.title`, options.locale),
    description: readCategoryText(ctx, value.description, `${field}.description`, options.locale),
    keywords: checked(wordList, 'keywords') ?? [],
    image: resolveImage(
      ctx,
      checked(imageReference, 'image'),
      { publicFileExists: options.publicFileExists },
      `${field}.image`,
    ),
    file: ctx.file,
    field,
  };
}

/**
 * One category's link from the files of several locales: the first file's, with the texts
 * of the others. A link of another type, or another slug, is a problem: a translation
 * keeps its original's address.
 */
export function mergeCategoryLinks(
  ctx: FieldContext,
  first: CategoryLinkDraft | undefined,
  next: CategoryLinkDraft | undefined,
): CategoryLinkDraft | undefined {
  if (!first || !next) return first ?? next;
  const firstFile = first.type === 'generated-index' ? first.file : "another locale's _category_ file";
  if (first.type !== next.type || (first.type === 'doc' && next.type === 'doc' && first.id !== next.id)) {
    return (
      reportProblem(
        ctx,
        'link',
        `differs from the link of ${firstFile}`,
        "a translation's _category_ file keeps the original's link (or leaves `link` out)",
      ) ?? first
    );
  }
  if (first.type === 'doc' || next.type === 'doc') return first;
  if (first.slug !== undefined && next.slug !== undefined && first.slug !== next.slug) {
    reportProblem(
      ctx,
      'link.slug',
      `"${next.slug}" differs from "${first.slug}" in ${first.file}`,
      "a translation keeps the original's address (or leaves `slug` out)",
    );
  }
  return {
    ...first,
    slug: first.slug ?? next.slug,
    title: { ...next.title, ...first.title },
    description: { ...next.description, ...first.description },
    keywords: first.keywords.length > 0 ? first.keywords : next.keywords,
    image: first.image ?? next.image,
  };
}

/** Texts per locale: each locale's own, else the default locale's, else any, else the fallback's. */
export function fillLocales(texts: Partial<Localized>, fallback: Localized): Localized;
export function fillLocales(texts: Partial<Localized>): Localized | undefined;
export function fillLocales(texts: Partial<Localized>, fallback?: Localized): Localized | undefined {
  const given = texts[DEFAULT_LOCALE] ?? LOCALES.map((l) => texts[l]).find((text) => text !== undefined);
  if (given === undefined && !fallback) return undefined;
  return Object.fromEntries(LOCALES.map((l) => [l, texts[l] ?? given ?? fallback![l]])) as Localized;
}

/**
 * A category's link as the sidebar keeps it: a generated index gets its title (the label
 * when it has none) and its address (Docusaurus' default from the default locale's label).
 * @example resolveCategoryLink({ type: 'generated-index', title: {}, … }, { es: 'Guías', en: 'Guides' }) → slug 'category/guias', title the label
 */
export function resolveCategoryLink(draft: CategoryLinkDraft, label: Localized): CategoryLinkConfig {
  if (draft.type === 'doc') return draft;
  const description = fillLocales(draft.description);
  return {
    type: 'generated-index',
    slug: draft.slug ?? categoryIndexSlug(label[DEFAULT_LOCALE]),
    title: fillLocales(draft.title, label),
    ...(description && { description }),
    keywords: draft.keywords,
    ...(draft.image && { image: draft.image }),
    file: draft.file,
    field: draft.field,
  };
}

/** The generated indexes of a sidebar, depth first (the reading order). */
export function generatedIndexesOf(items: readonly SidebarItemConfig[]): GeneratedIndexConfig[] {
  return items.flatMap((item) =>
    item.type === 'doc'
      ? []
      : [...(item.link?.type === 'generated-index' ? [item.link] : []), ...generatedIndexesOf(item.items)],
  );
}

/**
 * Every generated index page has an address of its own: not another category page's, not a
 * doc's, not the docs' tag pages'. Each problem names both files.
 */
export function checkGeneratedIndexes(
  sidebar: readonly SidebarItemConfig[],
  docs: readonly Doc[],
  problems: ContentError[],
): void {
  const docBySlug = new Map(docs.map((doc) => [doc.slug, doc]));
  const seen = new Map<string, GeneratedIndexConfig>();
  const hint = 'give the category\'s link a `slug` of its own, such as "/category/other-name"';
  for (const link of generatedIndexesOf(sidebar)) {
    const address = `"/docs/${link.slug}"`;
    const first = seen.get(link.slug);
    const doc = docBySlug.get(link.slug);
    if (TAGS_SLUG.test(link.slug))
      problems.push(new ContentError(link.file, link.field, `${address} is the address of the docs' tag pages`, hint));
    else if (first)
      problems.push(
        new ContentError(
          link.file,
          link.field,
          `the category page ${address} is already the address of the category page of ${first.file} (${first.field})`,
          hint,
        ),
      );
    else if (doc)
      problems.push(
        new ContentError(
          link.file,
          link.field,
          `the category page ${address} is already the address of ${doc.file}`,
          `${hint}, or give the doc another slug`,
        ),
      );
    else seen.set(link.slug, link);
  }
}
