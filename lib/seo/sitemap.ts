/**
 * sitemap.xml and robots.txt: pure builders over the route keys of lib/routes.ts, so the
 * sitemap lists exactly the pages the export renders. Written as Next's metadata routes
 * wrote them (lib/site-files.ts writes them now).
 */
import { escapeHtml } from '../html-entities';
import { DEFAULT_LOCALE, LOCALES } from '../i18n';
import { absoluteUrl, localizePath, SITEMAP_PATH } from '../urls';

/** One page of the sitemap in one locale, with every translation of it and `x-default`. */
export interface SitemapEntry {
  url: string;
  languages: Record<string, string>;
}

/**
 * One entry per page and locale, each naming every translation and `x-default`.
 * @example buildSitemapEntries(['/docs/intro'])[1].url === 'https://docs.vigia.example/en/docs/intro/'
 */
export function buildSitemapEntries(routeKeys: Iterable<string>): SitemapEntry[] {
  const keys = [...routeKeys].sort();
  return keys.flatMap((routeKey) => {
    const languages: Record<string, string> = Object.fromEntries(
      LOCALES.map((l) => [l, absoluteUrl(localizePath(routeKey, l))]),
    );
    languages['x-default'] = absoluteUrl(localizePath(routeKey, DEFAULT_LOCALE));
    return LOCALES.map((locale) => ({ url: absoluteUrl(localizePath(routeKey, locale)), languages }));
  });
}

/**
 * The sitemap's XML, each translation an `xhtml:link` (Google's hreflang in sitemaps).
 * @example sitemapXml(buildSitemapEntries(['/'])).startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')
 */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    ({ url, languages }) =>
      `<url>\n<loc>${escapeHtml(url)}</loc>\n${Object.entries(languages)
        .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeHtml(href)}" />\n`)
        .join('')}</url>\n`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('')}</urlset>\n`;
}

/**
 * robots.txt: everything may be crawled; the sitemap is named by its absolute URL.
 * @example robotsTxt() === 'User-Agent: *\nAllow: /\n\nSitemap: https://docs.vigia.example/sitemap.xml\n'
 */
export function robotsTxt(): string {
  return `User-Agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(SITEMAP_PATH)}\n`;
}
