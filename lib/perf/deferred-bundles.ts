/**
 * The page's JavaScript starts after its first paint. Next writes its client chunks as
 * `<script async>` and `<link rel="preload" as="script">` in the head: they compete with the
 * stylesheet and the page for the network, and on a slow phone the first paint waits for
 * them (Lighthouse mobile: the LCP of the same HTML about halves without them).
 * This post-build step moves them into one small inline loader that adds them, with their
 * `integrity`, once the browser reports its first paint (500 ms at most). The HTML, the
 * stylesheet and the RSC payload (`self.__next_f`) are untouched: a reader sees the same
 * page sooner, and it hydrates right after.
 */

/**
 * One deferred script: its address, its integrity ('' when unknown or left to the gate),
 * and 1 when the page only preloaded it for later (it is preloaded again, not run).
 */
export type DeferredScript = [src: string, integrity: string, preloadOnly?: 1];

const ASYNC_SCRIPT = /<script\b(?=[^>]*\ssrc="([^"]+)")(?=[^>]*\sasync(?:=""|\b))(?![^>]*\snoModule)[^>]*><\/script>/g;
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\srel="preload")(?=[^>]*\sas="script")[^>]*\/?>/g;
const INTEGRITY = /\sintegrity="([^"]+)"/;
/** Marks the loader, so the step does not run twice on one page and the bench can read it. */
export const LOADER_ID = 'deferred-bundles';

/**
 * The inline loader: adds each script after the first `paint` entry or 500 ms. Added
 * scripts are async, as Next wrote them: each runs when it arrives.
 */
export function buildLoader(scripts: readonly DeferredScript[], gate?: DeferredScript): string {
  const list = JSON.stringify(scripts).replace(/</g, '\\u003c');
  // With a gate (lib/security/sri-manifest.ts), it runs first, and the rest only once it
  // ran: a gate the browser refuses leaves the page as its HTML, readable, with no script.
  const start = gate
    ? `const e=document.createElement("script");e.src=${JSON.stringify(gate[0])};e.integrity=${JSON.stringify(gate[1])};e.onload=r;document.head.appendChild(e)`
    : 'r()';
  return `<script id="${LOADER_ID}">(()=>{let d=0;const r=()=>{for(const[s,i,p]of ${list}){let e;if(p){e=document.createElement("link");e.rel="preload";e.as="script";e.href=s}else{e=document.createElement("script");e.src=s}if(i)e.integrity=i;document.head.appendChild(e)}},g=()=>{if(d)return;d=1;${start}};try{new PerformanceObserver((l,o)=>{o.disconnect();g()}).observe({type:"paint",buffered:true})}catch{}setTimeout(g,500)})()</script>`;
}

/** The scripts a page's loader adds, its gate first (the bench counts them as first-load JavaScript). */
export function readDeferredScripts(html: string): DeferredScript[] {
  const match = new RegExp(`<script id="${LOADER_ID}">.*?for\\(const\\[s,i,p\\]of (\\[.*?\\])\\)\\{`).exec(html);
  const gate = new RegExp(`<script id="${LOADER_ID}">.*?e\\.src=("[^"]+");e\\.integrity=("[^"]+");e\\.onload=r`).exec(
    html,
  );
  const scripts = match ? (JSON.parse(match[1]!.replace(/\\u003c/g, '<')) as DeferredScript[]) : [];
  return gate ? [[JSON.parse(gate[1]!) as string, JSON.parse(gate[2]!) as string], ...scripts] : scripts;
}

/**
 * The page with its async Next scripts and script preloads replaced by the loader, placed
 * where the last of them was (so it runs after the RSC payload scripts before it), and
 * `gate` loaded before them. Behind a gate the list leaves each script's integrity out: the
 * gate sets it from its own map as the loader inserts the script, and ten hashes in every
 * page's HTML (about 0.45 KB gzip: hashes do not compress) would only repeat it.
 * Unchanged when it has none, or has the loader already.
 */
export function deferBundles(html: string, gate?: DeferredScript): string {
  if (html.includes(`<script id="${LOADER_ID}">`)) return html;
  const scripts: DeferredScript[] = [];
  const seen = new Set<string>();
  const add = (src: string, tag: string, preloadOnly: boolean) => {
    if (seen.has(src)) return;
    seen.add(src);
    const integrity = gate ? '' : (INTEGRITY.exec(tag)?.[1] ?? '');
    scripts.push(preloadOnly ? [src, integrity, 1] : [src, integrity]);
  };
  let found = false;
  // The scripts first, in the page's order, then what was only preloaded.
  let stripped = html.replace(ASYNC_SCRIPT, (tag, src: string) => {
    add(src, tag, false);
    found = true;
    return '\u0000';
  });
  stripped = stripped.replace(SCRIPT_PRELOAD, (tag) => {
    const src = /\shref="([^"]+)"/.exec(tag)?.[1];
    if (src) add(src, tag, true);
    return '';
  });
  if (!found) return html;
  const lastMarker = stripped.lastIndexOf('\u0000');
  return (stripped.slice(0, lastMarker) + buildLoader(scripts, gate) + stripped.slice(lastMarker + 1)).replaceAll(
    '\u0000',
    '',
  );
}
