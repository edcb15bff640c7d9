import type { Locale } from './i18n';

/**
 * A calendar day in words for a locale, computed in UTC so that the build machine's
 * time zone never moves a post to the day before.
 * @example formatDay('2024-11-28', 'es') === '28 de noviembre de 2024'
 */
export function formatDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
