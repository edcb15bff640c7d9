/**
 * Links in content: a site path (`/docs/api/users#filtros`) must name a route of the
 * site and is localised for the page's locale; a product address of CONTENT.md is
 * mapped to the configured one (lib/site.ts). Relative links are refused, since their
 * target would change with the locale prefix and the trailing slash; a relative link to a
 * file beside the content arrives here as its href already (remark-content-assets.ts).
 */
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from './visit';
import { ContentError } from '../content/errors';
import type { Locale } from '../i18n';
import { CONTENT_LINK_ORIGINS, PRODUCT_LINKS } from '../site';
import { isAssetHref, localizePath } from '../urls';

/** What the pipeline needs to know about the file being compiled. */
export interface SiteLinksData {
  locale: Locale;
  /** Route keys that exist (lib/routes.ts). */
  routeKeys: ReadonlySet<string>;
}

/**
 * Rewrites one link target, or explains why it points nowhere.
 * @example resolveContentLink('/docs/intro#x', 'en', keys) → { url: '/en/docs/intro/#x' }
 */
export function resolveContentLink(
  url: string,
  locale: Locale,
  routeKeys: ReadonlySet<string>,
): { url: string } | { error: string; hint: string } {
  if (url.startsWith('#') || /^(https?:|mailto:|tel:)/.test(url)) {
    for (const [key, origin] of Object.entries(CONTENT_LINK_ORIGINS) as [keyof typeof PRODUCT_LINKS, string][]) {
      if (key === 'contact' && url === `mailto:${origin}`) return { url: `mailto:${PRODUCT_LINKS.contact}` };
      if (key !== 'contact' && (url === origin || url.startsWith(`${origin}/`) || url.startsWith(`${origin}?`))) {
        return { url: PRODUCT_LINKS[key] + url.slice(origin.length) };
      }
    }
    return { url };
  }
  // A file beside content, its href already written by remark-content-assets.
  if (isAssetHref(url)) return { url };
  if (!url.startsWith('/')) {
    return {
      error: `link "${url}" is relative`,
      hint: 'write links between pages as site paths such as /docs/api/users, or by file path such as ./users.mdx',
    };
  }
  const pathname = url.replace(/[?#].*$/, '');
  const routeKey = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (!routeKeys.has(routeKey)) {
    return {
      error: `link "${url}" points to no page of the site`,
      hint: 'link to /docs/<id>, /blog/<slug> or a page of content/pages, without the locale prefix',
    };
  }
  return { url: localizePath(routeKey + url.slice(pathname.length), locale) };
}

/** The remark plugin; reads `file.data.siteLinks`. */
export default function remarkSiteLinks() {
  return (tree: Root, file: VFile) => {
    const data = file.data.siteLinks as SiteLinksData | undefined;
    if (!data) throw new Error(`${file.path}: compiled without site link data`);
    visit(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'definition') return;
      const result = resolveContentLink(node.url, data.locale, data.routeKeys);
      if ('error' in result) {
        throw new ContentError(
          file.path,
          'body',
          `line ${node.position?.start.line ?? '?'}: ${result.error}`,
          result.hint,
        );
      }
      node.url = result.url;
    });
  };
}
