/**
 * The `<head>` of a page: Next.js Metadata with canonical and hreflang links, built
 * from the page's route key so every page declares its translations the same way.
 */
import type { Metadata } from 'next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './i18n';
import { absoluteUrl, localizePath } from './urls';

/** Metadata of a page with a title and description (the root layout adds the title suffix). */
export function buildPageMetadata(options: { locale: Locale; routeKey: string; title: string; description: string; absoluteTitle?: boolean }): Metadata {
  const { locale, routeKey, title, description } = options;
  const languages: Record<string, string> = Object.fromEntries(LOCALES.map((l) => [l, absoluteUrl(localizePath(routeKey, l))]));
  languages['x-default'] = absoluteUrl(localizePath(routeKey, DEFAULT_LOCALE));
  return {
    title: options.absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: absoluteUrl(localizePath(routeKey, locale)), languages },
    openGraph: { title, description, locale, url: absoluteUrl(localizePath(routeKey, locale)), type: 'website' },
  };
}
