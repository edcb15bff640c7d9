/** Translations: fallbacks for missing ones, the check that each entry exists per locale, freshness. */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n';
import { ContentError } from './errors';
import { ctxOf, type ParsedMdx } from './entries';
import type { MdxKind } from './sources';
import { parseTranslationInfo, type TranslationSource } from './translation-field';

/**
 * Docs and posts missing in a locale are built there from the original's text (the default
 * locale's, else another's, as for a site imported from English), as Docusaurus does; the
 * page says it is not translated yet.
 */
export function addFallbacks(entries: ParsedMdx[]): ParsedMdx[] {
  const byKey = new Map<string, Map<Locale, ParsedMdx>>();
  for (const entry of entries)
    byKey.set(entry.key, (byKey.get(entry.key) ?? new Map()).set(entry.source.locale, entry));
  const fallbacks = [...byKey.values()].flatMap((perLocale) => {
    const original = perLocale.get(DEFAULT_LOCALE) ?? perLocale.get(LOCALES.find((l) => perLocale.has(l))!)!;
    return LOCALES.filter((locale) => !perLocale.has(locale)).map(
      (locale): ParsedMdx => ({
        ...original,
        source: { ...original.source, locale },
        translation: { status: 'missing', sourceFile: original.source.file, sourceLocale: original.source.locale },
      }),
    );
  });
  return [...entries, ...fallbacks];
}

/** Every entry must exist in every locale: a missing translation names the file that has one. */
export function checkTranslations(entries: ParsedMdx[], kind: MdxKind, problems: ContentError[]): void {
  const byKey = new Map<string, Map<Locale, ParsedMdx>>();
  for (const entry of entries) {
    const perLocale = byKey.get(entry.key) ?? new Map<Locale, ParsedMdx>();
    perLocale.set(entry.source.locale, entry);
    byKey.set(entry.key, perLocale);
  }
  for (const [key, perLocale] of byKey) {
    const existing = perLocale.get(DEFAULT_LOCALE) ?? [...perLocale.values()][0]!;
    for (const locale of LOCALES) {
      if (!perLocale.has(locale)) {
        problems.push(
          new ContentError(
            existing.source.file,
            'translation',
            `${kind} "${key}" has no "${locale}" version`,
            `add content/${locale}/${kind}/${existing.source.relPath}`,
          ),
        );
      }
    }
  }
}

/** Sets each entry's `translation` from its `translationOf` and its default-locale source. */
export function addTranslationInfo(entries: ParsedMdx[], problems: ContentError[]): void {
  // A fallback is no source: it is another locale's text.
  const sources = new Map<string, TranslationSource>(
    entries
      .filter((e) => e.source.locale === DEFAULT_LOCALE && e.translation?.status !== 'missing')
      .map((e) => [e.key, e.source]),
  );
  for (const entry of entries) {
    if (entry.translation?.status === 'missing') continue; // a fallback: the source's own text
    entry.translation = parseTranslationInfo(
      ctxOf(entry.source.file, problems),
      entry.data,
      entry.source.locale,
      sources.get(entry.key),
    );
  }
}
