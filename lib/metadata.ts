/**
 * The `<head>` of a page: Next.js Metadata with canonical and hreflang links, Open Graph
 * and Twitter card tags, built from the page's route key so every page declares its
 * translations and its share image the same way.
 */
import type { Metadata } from 'next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './i18n';
import { absoluteUrl, localizePath, markdownPath, ogImagePath } from './urls';

/** Open Graph locales (`language_TERRITORY`); a new locale must name its own. */
export const OG_LOCALES: Record<Locale, string> = { es: 'es_ES', en: 'en_US' };

/** Size of the Open Graph images (scripts/write-build-extras.ts), the common 1.91:1 card. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * Metadata of a page with a title and description (the root layout adds the title suffix).
 * `markdownTwin` (docs and posts) links the page's Markdown copy for AI readers and crawlers.
 */
export function buildPageMetadata(options: {
  locale: Locale;
  routeKey: string;
  title: string;
  description: string;
  absoluteTitle?: boolean;
  markdownTwin?: boolean;
  /** Front-matter `keywords`: a `<meta name="keywords">` when there are some. */
  keywords?: readonly string[];
  /** Front-matter `image` (a site path or an https address) instead of the page's drawn card. */
  image?: string;
  /** An unlisted page: `noindex`, so search engines leave it out too. */
  noindex?: boolean;
  /** Another page stands for this one (a doc of an older version: the same doc in the last version). */
  canonicalRouteKey?: string;
}): Metadata {
  const { locale, routeKey, title } = options;
  // A page may have no description (Docusaurus needs none): then no description meta at all.
  const description = options.description || undefined;
  const languages: Record<string, string> = Object.fromEntries(
    LOCALES.map((l) => [l, absoluteUrl(localizePath(routeKey, l))]),
  );
  languages['x-default'] = absoluteUrl(localizePath(routeKey, DEFAULT_LOCALE));
  const url = absoluteUrl(localizePath(routeKey, locale));
  const image = options.image
    ? { url: options.image.startsWith('/') ? absoluteUrl(options.image) : options.image, alt: title }
    : { url: absoluteUrl(ogImagePath(routeKey, locale)), ...OG_IMAGE_SIZE, alt: title, type: 'image/png' };
  return {
    title: options.absoluteTitle ? { absolute: title } : title,
    description,
    alternates: {
      canonical: options.canonicalRouteKey ? absoluteUrl(localizePath(options.canonicalRouteKey, locale)) : url,
      languages,
      ...(options.markdownTwin && { types: { 'text/markdown': absoluteUrl(markdownPath(routeKey, locale)) } }),
    },
    openGraph: {
      title,
      description,
      url,
      type: 'website',
      locale: OG_LOCALES[locale],
      alternateLocale: LOCALES.filter((l) => l !== locale).map((l) => OG_LOCALES[l]),
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image.url] },
    ...(options.keywords && options.keywords.length > 0 && { keywords: [...options.keywords] }),
    ...(options.noindex && { robots: { index: false, follow: true } }),
  };
}
