/**
 * The inline head script every page carries (components/hosting-check.tsx). It runs
 * before the page paints and before any bundle, so it works when the bundles fail:
 * - clean addresses: `/docs/intro.html` and `/docs/intro/index.html` become
 *   `/docs/intro/`; on the not-found page (a host answering 404.html for `x.html`) by
 *   `location.replace` with the page hidden meanwhile, on a real page (a host serving
 *   `x/index.html` itself) by `history.replaceState`, before the client router starts;
 * - base URL mismatch: served under a path the export was not built for, the address
 *   lies outside the base path, or the page's stylesheets fail (a failed stylesheet has
 *   no rules; every bundle fails alike); a banner names the base path it was built for
 *   and the one it seems to be served from.
 */

/** What the script needs to know, all fixed at build time. */
export interface HostingScriptOptions {
  /** The base path the export is built for, '' at the root (lib/site.ts). */
  basePath: string;
  /** First path segments of the site's routes (`docs`, `blog`, `en`…): where the site starts in an address. */
  sections: readonly string[];
  /** Banner texts per locale: a title, and a text with `{built}` and `{served}`. */
  texts: Record<string, { title: string; text: string }>;
  /** The script of the not-found page: `.html` addresses are reloaded clean. */
  notFound?: boolean;
}

/** Id of the banner element, styled by HOSTING_CHECK_CSS. */
export const BASE_URL_BANNER_ID = 'base-url-banner';

/**
 * The address without `.html`: the export writes `x/index.html`, served at `x/`.
 * @example toCleanPath('/docs/intro.html') === '/docs/intro/'
 * @example toCleanPath('/en/blog/index.html') === '/en/blog/'
 */
export function toCleanPath(pathname: string): string {
  return pathname.replace(/(\/index)?\.html$/, '/');
}

/**
 * The base path an address seems to be served under: what comes before the first
 * segment that starts the site's routes, or the address' folder.
 * @example guessServedBasePath('/x/docs/intro/', ['docs', 'blog']) === '/x/'
 * @example guessServedBasePath('/docs/intro/', ['docs']) === '/'
 */
export function guessServedBasePath(pathname: string, sections: readonly string[]): string {
  const segments = pathname.split('/');
  const start = segments.findIndex((segment, i) => i > 0 && sections.includes(segment));
  return start === -1 ? pathname.slice(0, pathname.lastIndexOf('/') + 1) : `${segments.slice(0, start).join('/')}/`;
}

// The two helpers above, in the browser: the script reuses their source, so the unit
// tests of the helpers test what runs in the page.
const CLEAN = toCleanPath.toString();
const GUESS = guessServedBasePath.toString();

/** The inline script (a few hundred bytes; it counts in every page's HTML). */
export function buildHostingScript({ basePath, sections, texts, notFound = false }: HostingScriptOptions): string {
  const args = [basePath, sections, texts, BASE_URL_BANNER_ID].map((v) => JSON.stringify(v)).join(',');
  const fixAddress = notFound
    ? `d.documentElement.style.visibility='hidden';l.replace(c+l.search+l.hash);return`
    : `history.replaceState(history.state,'',c+l.search+l.hash);p=c`;
  return `(function(b,s,m,id){var C=(${CLEAN}),G=(${GUESS}),d=document,l=location,p=l.pathname,c=C(p);if(c!==p){${fixAddress}}addEventListener('load',function(){var bad=b&&p!==b&&p.indexOf(b+'/')!==0,i,k=d.querySelectorAll('link[rel=stylesheet]'),u=G(p,s),t=m[d.documentElement.lang]||m.en,e,h;for(i=0;i<k.length;i++)if(!(k[i].sheet&&k[i].sheet.cssRules.length))bad=1;if(!bad||u===b+'/'||d.getElementById(id))return;e=d.createElement('div');e.id=id;e.setAttribute('role','alert');h=d.createElement('strong');h.textContent=t.title+' ';e.appendChild(h);e.appendChild(d.createTextNode(t.text.replace('{built}',b+'/').replace('{served}',u)));d.body.prepend(e)})})(${args});`;
}

/** The banner's style, inline too: the site's stylesheet is what failed to load. */
export const HOSTING_CHECK_CSS = `#${BASE_URL_BANNER_ID}{position:sticky;top:0;z-index:1000;padding:.75rem 1rem;color-scheme:light dark;background:light-dark(#fff4e5,#3b2506);color:light-dark(#5a3300,#ffd9a8);border-bottom:3px solid light-dark(#c2410c,#fdba74);font:1rem/1.5 system-ui,sans-serif}`;

/**
 * The first segments of the site's addresses: the prefixed locales and each route's first segment.
 * @example buildSiteSections(['/', '/docs/intro', '/blog'], ['en']) → ['en', 'docs', 'blog']
 */
export function buildSiteSections(routeKeys: Iterable<string>, prefixedLocales: readonly string[]): string[] {
  const sections = new Set(prefixedLocales);
  for (const key of routeKeys) {
    const first = key.split('/')[1];
    if (first) sections.add(first);
  }
  return [...sections];
}
