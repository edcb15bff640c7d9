/**
 * Locales of the site. Spanish is the default and lives at `/`; every other locale
 * lives under `/{locale}/`. Adding a locale means adding it here, its messages and
 * its content: routes and URLs follow from this list.
 */
export const LOCALES = ['es', 'en'] as const;

/** A locale the site is published in. */
export type Locale = (typeof LOCALES)[number];

/** Endonyms: a language is named in itself, whatever the page's locale (the language link). */
export const LOCALE_NAMES: Record<Locale, string> = { es: 'Español', en: 'English' };

/** The locale served without a prefix. */
export const DEFAULT_LOCALE: Locale = 'es';

/** Locales that live under their own `/{locale}/` prefix. */
export const PREFIXED_LOCALES: readonly Locale[] = LOCALES.filter((l) => l !== DEFAULT_LOCALE);

/** Whether a string names a locale of the site. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The locale of a route: the `[locale]` param where there is one, the default locale in
 * the unprefixed tree (whose routes have no such param).
 * @example routeLocale({ locale: 'en' }) === 'en'; routeLocale({}) === 'es'
 */
export function routeLocale(params: { locale?: string }): Locale {
  if (params.locale === undefined) return DEFAULT_LOCALE;
  if (!isLocale(params.locale)) throw new Error(`Unknown locale "${params.locale}"`);
  return params.locale;
}

/**
 * The locale of a site path (base path already removed): its first segment when that
 * names a prefixed locale, the default locale otherwise.
 * @example localeOfPath('/en/docs/intro/') === 'en'; localeOfPath('/docs/intro/') === 'es'
 */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return PREFIXED_LOCALES.find((l) => l === first) ?? DEFAULT_LOCALE;
}

/** Interface messages of one locale (messages/{locale}.json). */
export async function loadMessages(locale: Locale): Promise<Record<string, unknown>> {
  return (await import(`../messages/${locale}.json`)).default as Record<string, unknown>;
}
