/**
 * The sitemap's entries and robots.txt rules: pure builders over the route keys of
 * lib/routes.ts, so the sitemap lists exactly the pages the export renders.
 */
import type { MetadataRoute } from 'next';
import { DEFAULT_LOCALE, LOCALES } from '../i18n';
import { absoluteUrl, localizePath, SITEMAP_PATH } from '../urls';

/**
 * One entry per page and locale, each naming every translation and `x-default`.
 * @example buildSitemapEntries(['/docs/intro'])[1].url === 'https://docs.vigia.example/en/docs/intro/'
 */
export function buildSitemapEntries(routeKeys: Iterable<string>): MetadataRoute.Sitemap {
  const keys = [...routeKeys].sort();
  return keys.flatMap((routeKey) => {
    const languages: Record<string, string> = Object.fromEntries(
      LOCALES.map((l) => [l, absoluteUrl(localizePath(routeKey, l))]),
    );
    languages['x-default'] = absoluteUrl(localizePath(routeKey, DEFAULT_LOCALE));
    return LOCALES.map((locale) => ({ url: absoluteUrl(localizePath(routeKey, locale)), alternates: { languages } }));
  });
}

/** robots.txt: everything may be crawled; the sitemap is named by its absolute URL. */
export function buildRobots(): MetadataRoute.Robots {
  return { rules: [{ userAgent: '*', allow: '/' }], sitemap: absoluteUrl(SITEMAP_PATH) };
}
