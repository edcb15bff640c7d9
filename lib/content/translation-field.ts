/**
 * The `translationOf` front-matter field: validated here, at the content boundary,
 * and turned into the page's TranslationInfo (lib/translations decides the status).
 */
import { DEFAULT_LOCALE, type Locale } from '../i18n';
import { isSourceHash } from '../translations/hash';
import { classifyTranslation, TRANSLATION_FIELD } from '../translations/status';
import { reportProblem, type FieldContext } from './fields';
import type { TranslationInfo } from './types';

/** The source a translation is compared with: its default-locale file. */
export interface TranslationSource {
  file: string;
  text: string;
}

/**
 * The freshness of a file of `locale` with front matter `data` against `source`;
 * undefined for an original, or when the value is invalid (a problem is reported).
 */
export function parseTranslationInfo(
  ctx: FieldContext,
  data: Record<string, unknown>,
  locale: Locale,
  source: TranslationSource | undefined,
): TranslationInfo | undefined {
  const value = data[TRANSLATION_FIELD];
  if (locale === DEFAULT_LOCALE) {
    if (value !== undefined)
      reportProblem(
        ctx,
        TRANSLATION_FIELD,
        `is set on an original (${DEFAULT_LOCALE}) file`,
        'only translations record the hash of their source: remove the field',
      );
    return undefined;
  }
  if (value !== undefined && !isSourceHash(value)) {
    const hint =
      typeof value === 'number'
        ? 'YAML read it as a number: write it in quotes, as `npm run translations -- --mark` does'
        : `run \`npm run translations -- --mark ${ctx.file}\` once the translation matches its source`;
    return reportProblem(
      ctx,
      TRANSLATION_FIELD,
      `${JSON.stringify(value)} is not a source hash (8 to 64 hex digits)`,
      hint,
    );
  }
  // A translation without a source is reported by the translations check of build.ts.
  if (!source) return undefined;
  return { status: classifyTranslation(value, source.text), sourceFile: source.file, sourceLocale: DEFAULT_LOCALE };
}
