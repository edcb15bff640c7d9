/**
 * The inline head script every page carries (components/hosting-check.tsx). It runs
 * before the page paints and before any bundle, so it works when the bundles fail:
 * - clean addresses: `/docs/intro.html` and `/docs/intro/index.html` become
 *   `/docs/intro/`; on the not-found page (a host answering 404.html for `x.html`) by
 *   `location.replace` with the page hidden meanwhile, on a real page (a host serving
 *   `x/index.html` itself) by `history.replaceState`, before the client router starts;
 * - base URL mismatch: served under a path the export was not built for, the address
 *   lies outside the base path, or the page's stylesheets fail (a failed stylesheet has
 *   no sheet, no rules, or, refused under `X-Content-Type-Options: nosniff`, rules that throw
 *   when read; every bundle fails alike). A banner then names the base path it was built
 *   for and the one it seems served from: what precedes the first segment that starts
 *   the site's routes, else the address' folder (`/x/docs/intro/` → `/x/`).
 * Its bytes are in every page's HTML, hence the hand-minified code;
 * tests/unit/hosting.test.ts runs it.
 */

/** What the script needs to know, all fixed at build time. */
export interface HostingScriptOptions {
  /** The base path the export is built for, '' at the root (lib/site.ts). */
  basePath: string;
  /** First path segments of the site's routes (`docs`, `blog`, `en`…). */
  sections: readonly string[];
  /** The banner's text per `<html lang>` of the page, with `{built}` and `{served}`. */
  texts: Record<string, string>;
  /** The script of the not-found page: `.html` addresses are reloaded clean. */
  notFound?: boolean;
}

/** Id of the banner element, styled by HOSTING_CHECK_CSS. */
export const BASE_URL_BANNER_ID = 'base-url-banner';

/** The inline script. */
export function buildHostingScript({ basePath, sections, texts, notFound = false }: HostingScriptOptions): string {
  const args = [basePath, sections, texts].map((v) => JSON.stringify(v)).join(',');
  const fixAddress = notFound
    ? `d.documentElement.style.visibility='hidden';l.replace(c+l.search+l.hash);return`
    : `history.replaceState(history.state,'',c+l.search+l.hash);p=c`;
  return `(function(b,s,m){var d=document,l=location,p=l.pathname,c=p.replace(/(\\/index)?\\.html$/,'/');if(c!=p){${fixAddress}}addEventListener('load',function(){var k=d.querySelectorAll('link[rel=stylesheet]'),f=b&&p!=b&&p.indexOf(b+'/'),x=p.split('/'),i=0,j=1,u,e;for(;i<k.length;i++)try{if(!k[i].sheet.cssRules.length)f=1}catch(e){f=1}while(j<x.length-1&&s.indexOf(x[j])<0)j++;u=x.slice(0,j).join('/')+'/';if(f&&u!=b+'/'){e=d.createElement('p');e.id='${BASE_URL_BANNER_ID}';e.setAttribute('role','alert');e.textContent=m[d.documentElement.lang].replace('{built}',b+'/').replace('{served}',u);d.body.prepend(e)}})})(${args})`;
}

/** The banner's style, inline too: the site's stylesheet is what failed to load. */
export const HOSTING_CHECK_CSS = `#${BASE_URL_BANNER_ID}{margin:0;padding:1em;background:#fed;color:#520;font:1rem system-ui}`;

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
