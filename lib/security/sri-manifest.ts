/**
 * Integrity for what the page loads after it started: the chunks Turbopack's runtime adds
 * (the search dialog, the Tabs leaf, a route's code and CSS on a client navigation) and
 * the stylesheets React adds (KaTeX's on a page with math). Next's own SRI covers only the
 * tags of the HTML, and the runtime inserts its `<script>` and `<link>` without
 * `integrity`. A small script written at build time, named by its own hash and loaded
 * (with its integrity) before every other script of the page, holds the SHA-256 of every
 * file the page may load that way and sets it on each such element as it is inserted,
 * before its request starts. A file whose bytes differ is then refused by the browser.
 */
import { createHash } from 'node:crypto';

/** Site paths (base path included) of loadable files, each with its `sha256-…` integrity. */
export type IntegrityMap = Record<string, string>;

/** The `integrity` value of some bytes. */
export function integrityOf(bytes: Uint8Array): string {
  return `sha256-${createHash('sha256').update(bytes).digest('base64')}`;
}

/**
 * The script that sets `integrity` on every `<script src>` and `<link href>` inserted into
 * the document whose address (query and fragment aside) is in `map`. It wraps the two DOM
 * methods the runtime and React insert with.
 */
export function buildSriScript(map: IntegrityMap): string {
  const entries = JSON.stringify(Object.fromEntries(Object.entries(map).sort(([a], [b]) => a.localeCompare(b))));
  return `(()=>{const m=${entries},p=Node.prototype,w=f=>function(n,...r){if(n&&(n.localName==="script"||n.localName==="link")&&!n.integrity){const u=n.getAttribute("src")||n.getAttribute("href")||"",h=m[new URL(u,location.href).pathname];if(h)n.integrity=h}return f.call(this,n,...r)};p.appendChild=w(p.appendChild);p.insertBefore=w(p.insertBefore)})();\n`;
}

/** The file name of the script: its hash, so that a host may cache it for a year. */
export function sriScriptName(script: string): string {
  return `sri-${createHash('sha256').update(script).digest('hex').slice(0, 16)}.js`;
}
