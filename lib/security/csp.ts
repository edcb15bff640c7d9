/**
 * A strict Content-Security-Policy for a static export, by hashes: every inline script and
 * style of a page is final once `next build` has written it, so each page's policy lists the
 * SHA-256 of its own inline code and nothing else runs. Next.js' page data
 * (`self.__next_f.push(…)`) is inline and its SRI does not cover it (next.js #95353); nonces
 * would need a server. Pure functions; `scripts/apply-csp.ts` writes the result into `out/`.
 * A page is handled as its bytes (lib/html-bytes.ts), as the browser hashes it.
 */
import { createHash } from 'node:crypto';
import { BASE_DIRECTIVES, serialisePolicy, type Directive } from './headers';
import { bytesOfText, textOfBytes } from '../html-bytes';
import { decodeHtmlEntities } from '../html-entities';
import { insertAtHeadTop } from '../html-head';
import { integrityOf } from './sri-manifest';

/** The name the policy's `<meta>` carries, so a second run replaces it. */
const META_PATTERN = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/?>/;

/** The text of every inline `<script>` (no `src`) of a page, in document order. */
export function findInlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/\ssrc=/.test(m[1] ?? ''))
    .map((m) => m[2]!);
}

/** The text of every inline `<style>` element of a page. */
export function findInlineStyles(html: string): string[] {
  return [...html.matchAll(/<style(\s[^>]*)?>([\s\S]*?)<\/style>/g)].map((m) => m[2]!);
}

/**
 * A CSP hash source of an element's text given as its UTF-8 bytes (lib/html-bytes.ts), as
 * the browser computes it.
 * @example hashSource('') === "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"
 */
export function hashSource(bytes: string): string {
  return `'sha256-${createHash('sha256').update(bytes, 'latin1').digest('base64')}'`;
}

/**
 * The values of the page's `style="…"` attributes (content may write `style={{…}}`), as the
 * browser hashes them: entities decoded, as UTF-8 bytes. Allowed one by one through 'unsafe-hashes'.
 */
export function findStyleAttributes(html: string): string[] {
  const markup = html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<style[\s\S]*?<\/style>/g, '');
  return [...markup.matchAll(/<[a-zA-Z][^>]*?\sstyle="([^"]*)"/g)].map((m) =>
    bytesOfText(decodeHtmlEntities(textOfBytes(m[1]!))),
  );
}

/** What a page's policy allows beyond the shared directives: texts as their UTF-8 bytes (lib/html-bytes.ts). */
export interface PageSources {
  scripts: readonly string[];
  styles: readonly string[];
  /** Values of `style` attributes: each allowed by its hash with 'unsafe-hashes' (none: the keyword stays out). */
  styleAttributes?: readonly string[];
  /** Pagefind compiles WebAssembly: allowed without allowing eval. */
  wasm: boolean;
}

/** The directives of one page: the shared ones plus its script and style hashes. */
export function buildPageDirectives(sources: PageSources): Directive[] {
  const unique = (texts: readonly string[]) => [...new Set(texts.map(hashSource))];
  return [
    ...BASE_DIRECTIVES,
    ['script-src', ["'self'", ...unique(sources.scripts), ...(sources.wasm ? ["'wasm-unsafe-eval'"] : [])]],
    [
      'style-src',
      [
        "'self'",
        ...unique(sources.styles),
        ...(sources.styleAttributes?.length ? ["'unsafe-hashes'", ...unique(sources.styleAttributes)] : []),
      ],
    ],
  ];
}

/** The policy of a page's HTML (its bytes, lib/html-bytes.ts). */
export function buildPagePolicy(html: string): string {
  const withoutOldPolicy = html.replace(META_PATTERN, '');
  return serialisePolicy(
    buildPageDirectives({
      scripts: findInlineScripts(withoutOldPolicy),
      styles: findInlineStyles(withoutOldPolicy),
      styleAttributes: findStyleAttributes(withoutOldPolicy),
      wasm: true,
    }),
  );
}

/**
 * The page (its bytes, lib/html-bytes.ts) with its policy `<meta>` at the top of `<head>`: right after the charset
 * declaration (which must stay within the first 1024 bytes), before any script or style.
 */
export function applyPolicy(html: string): string {
  const withoutOldPolicy = html.replace(META_PATTERN, '');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${buildPagePolicy(withoutOldPolicy)}"/>`;
  const withPolicy = insertAtHeadTop(withoutOldPolicy, meta);
  if (withPolicy === undefined) throw new Error('No <head> to put the Content-Security-Policy in');
  return withPolicy;
}

/**
 * `sha256-…` of an asset's bytes, once per buffer: every page of a build names the same few
 * chunks, which a reader that keeps what it read (scripts/apply-csp.ts) hands out again.
 */
const integrities = new WeakMap<Buffer, string>();
export function assetIntegrity(bytes: Buffer): string {
  let integrity = integrities.get(bytes);
  if (integrity === undefined) integrities.set(bytes, (integrity = integrityOf(bytes)));
  return integrity;
}

/**
 * The page with `integrity` on each stylesheet and each `<script src>` that lacks it: Next's
 * SRI covers its own bootstrap scripts and preloads, not stylesheets nor the page's client
 * chunks that React writes as async scripts. `readAsset` returns the bytes an address names,
 * or undefined when it is not a file of the export (then the element is left alone).
 */
export function addMissingIntegrity(html: string, readAsset: (href: string) => Buffer | undefined): string {
  const withIntegrity = (tag: string, url: string) => {
    if (/\sintegrity=/.test(tag)) return tag;
    const bytes = readAsset(url);
    return bytes ? tag.replace(/(\/?>)$/, ` integrity="${assetIntegrity(bytes)}"$1`) : tag;
  };
  return html
    .replace(/<link rel="stylesheet" href="([^"]+)"[^>]*>/g, (tag, href: string) => withIntegrity(tag, href))
    .replace(/<script src="([^"]+)"[^>]*>/g, (tag, src: string) => withIntegrity(tag, src));
}
