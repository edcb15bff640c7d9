/**
 * A configured string in one locale. Pure: the caller passes its message lookup
 * (next-intl's `t` on the server, a plain function in tests).
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n';
import type { RichText, Text } from './schema';

/** Looks a message key up with ICU values (next-intl's `t` at the root namespace). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * The text in `locale`: a per-locale text falls back to the default locale's, then to any.
 * @example textIn({ es: 'Documentación', en: 'Docs' }, 'en', t) === 'Docs'
 */
export function textIn(text: Text, locale: Locale, translate: Translate): string {
  if (typeof text === 'string') return text;
  if ('message' in text) return translate(text.message, text.values);
  const own = text as Partial<Record<Locale, string>>;
  return own[locale] ?? own[DEFAULT_LOCALE] ?? LOCALES.map((l) => own[l]).find((t) => t !== undefined) ?? '';
}

/**
 * Rich text in `locale`: `{ html }` says the string is trusted HTML from the configuration.
 * @example richTextIn({ html: 'A<br/>B' }, 'en', t) → { html: 'A<br/>B' }
 */
export function richTextIn(text: RichText, locale: Locale, translate: Translate): { html?: string; text?: string } {
  if (typeof text === 'object' && 'html' in text) return { html: textIn(text.html, locale, translate) };
  return { text: textIn(text, locale, translate) };
}
