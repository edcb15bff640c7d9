/**
 * The optional Docusaurus front-matter fields of docs, posts and pages (lib/content/front-matter.ts
 * says what each means), validated into typed values. Each guard reports a problem naming
 * the file and the field and returns a safe default, so one pass lists every problem.
 */
import { assetPath } from '../urls';
import { MISSING_ASSET_HINT, missingAssetMessage, resolveAssetReference, type ContentAssets } from './assets';
import { reportProblem, type FieldContext } from './fields';
import type { LastUpdateOverride } from './types';

/**
 * `true`, `false` or absent (false). An empty value (`draft:`, YAML's null) is a mistake, as
 * Docusaurus' schema (Joi.boolean) says.
 */
export function parseFlag(ctx: FieldContext, data: Record<string, unknown>, field: string): boolean {
  const value = data[field];
  if (value === undefined) return false;
  if (typeof value === 'boolean') return value;
  reportProblem(
    ctx,
    field,
    `must be true or false, got ${JSON.stringify(value)}`,
    `write \`${field}: true\` or remove the field`,
  );
  return false;
}

/** A finite number, or undefined when absent. */
export function parseOptionalNumber(
  ctx: FieldContext,
  data: Record<string, unknown>,
  field: string,
): number | undefined {
  const value = data[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  return reportProblem(ctx, field, `must be a number, got ${JSON.stringify(value)}`);
}

/** A heading level of the TOC, 2 to 6. */
export function parseHeadingLevel(
  ctx: FieldContext,
  data: Record<string, unknown>,
  field: string,
  fallback: number,
): number {
  const value = data[field];
  if (value === undefined || value === null) return fallback;
  if (Number.isInteger(value) && (value as number) >= 2 && (value as number) <= 6) return value as number;
  reportProblem(ctx, field, `must be a whole number from 2 to 6, got ${JSON.stringify(value)}`);
  return fallback;
}

/** A list of words (`keywords`): a YAML list or one comma-separated text. */
export function parseWordList(ctx: FieldContext, data: Record<string, unknown>, field: string): string[] {
  const value = data[field];
  if (value === undefined || value === null) return [];
  const items = typeof value === 'string' ? value.split(',') : value;
  if (!Array.isArray(items) || items.some((item) => typeof item !== 'string' && typeof item !== 'number')) {
    reportProblem(ctx, field, 'must be a list of words');
    return [];
  }
  return items.map((item) => String(item).trim()).filter((item) => item !== '');
}

/** A text, `null` (an explicit "none"), or undefined when absent. */
export function parseTextOrNull(
  ctx: FieldContext,
  data: Record<string, unknown>,
  field: string,
): string | null | undefined {
  if (!Object.hasOwn(data, field)) return undefined;
  const value = data[field];
  if (value === null) return null;
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return reportProblem(ctx, field, `must be text or null, got ${JSON.stringify(value)}`);
}

/** What a front-matter `image` may name: a file of public/, or a file beside the MDX file. */
export interface ImageFiles {
  publicFileExists: (sitePath: string) => boolean;
  /** The MDX file a relative path starts from (`content/es/blog/2024-11-05-x/index.mdx`). */
  from: string;
  assets: ContentAssets;
  /** Line of the `image:` field in the file, for messages. */
  line?: number;
}

/**
/**
 * `image`: a site path (`/img/card.png`, checked against public/), a path relative to the
 * MDX file (`./cover.png`, published under /assets/: lib/content/assets.ts), or an https URL.
 * `field` names it elsewhere than in front matter (a category link's `link.image`), where
 * only a site path or an address is possible (no file to be relative to).
 * @example parseImage(ctx, { image: '/img/a.png' }, files) === '/img/a.png'
 * @example parseImage(ctx, { image: './cover.png' }, files) === '/assets/cover-1a2b3c4d.png'
 */
export function parseImage(
  ctx: FieldContext,
  data: Record<string, unknown>,
  files: ImageFiles | Pick<ImageFiles, 'publicFileExists'>,
  field = 'image',
): string | undefined {
  const value = data[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value.trim() === '')
    return reportProblem(ctx, field, 'must be a site path or an https address');
  const image = value.trim();
  if (/^https:\/\//.test(image)) return image;
  const at = 'line' in files && files.line !== undefined ? `line ${files.line}: ` : '';
  const relative = 'from' in files ? resolveAssetReference(image, files.from, files.assets) : undefined;
  if (relative?.kind === 'missing')
    return reportProblem(ctx, field, `${at}${missingAssetMessage(image, relative.file)}`, MISSING_ASSET_HINT);
  if (relative) return assetPath(relative.name);
  if (!image.startsWith('/'))
    return reportProblem(
      ctx,
      field,
      `${at}"${image}" is not a site path`,
      'from' in files
        ? 'give the path of a file in public/, such as /img/social/card.png, or of a file beside this one, such as ./cover.png'
        : 'give the path of a file in public/, such as /img/social/card.png',
    );
  if (!files.publicFileExists(image)) return reportProblem(ctx, field, `${at}public${image} does not exist`);
  return image;
}

/** `last_update: { date, author }`; `date` as YYYY-MM-DD (a YAML date or text). */
export function parseLastUpdate(ctx: FieldContext, data: Record<string, unknown>): LastUpdateOverride | undefined {
  const value = data.last_update;
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value))
    return reportProblem(ctx, 'last_update', 'must be { date, author }');
  const { date, author } = value as Record<string, unknown>;
  const override: LastUpdateOverride = {};
  if (date !== undefined) {
    const day =
      date instanceof Date ? date.toISOString().slice(0, 10) : typeof date === 'string' ? date.trim().slice(0, 10) : '';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`)))
      return reportProblem(
        ctx,
        'last_update.date',
        `${JSON.stringify(date)} is not a date`,
        'write the day as YYYY-MM-DD',
      );
    override.date = day;
  }
  if (author !== undefined) {
    if (typeof author !== 'string' || author.trim() === '')
      return reportProblem(ctx, 'last_update.author', 'must be text');
    override.author = author.trim();
  }
  if (override.date === undefined && override.author === undefined)
    return reportProblem(ctx, 'last_update', 'needs a date, an author or both');
  return override;
}

/** Tag slugs of a doc: optional, each in content/tags.json. */
export function parseDocTags(ctx: FieldContext, data: Record<string, unknown>, known: ReadonlySet<string>): string[] {
  const value = data.tags;
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    reportProblem(ctx, 'tags', 'must be a list of tag slugs');
    return [];
  }
  const tags: string[] = [];
  for (const raw of value) {
    const slug = Number.isInteger(raw) ? String(raw) : raw;
    if (typeof slug !== 'string')
      reportProblem(
        ctx,
        'tags',
        `has an entry that is not a tag slug: ${JSON.stringify(raw)}`,
        'inline tag objects are not supported: add the tag to content/tags.json and name its slug',
      );
    else if (!known.has(slug))
      reportProblem(
        ctx,
        'tags',
        `"${slug}" is not a tag`,
        `add it to content/tags.json or use one of: ${[...known].join(', ')}`,
      );
    else if (!tags.includes(slug)) tags.push(slug);
  }
  return tags;
}
