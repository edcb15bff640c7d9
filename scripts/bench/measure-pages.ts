/**
 * Bytes a visitor downloads for one exported page: the JavaScript of its first load
 * (every `<script src>` and `modulepreload`), its HTML and its CSS, raw and gzip -9.
 */
import { readDeferredScripts } from '../../lib/perf/deferred-bundles';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** gzip -9 size of a buffer. */
export function gzipSize(buffer: Buffer): number {
  return zlib.gzipSync(buffer, { level: 9 }).length;
}

/**
 * The asset URLs an HTML page loads on first load.
 * @param {string} html
 * `preloads` are scripts fetched at low priority for later (`rel=preload as=script`):
 * reported apart, since the budget counts what the page runs on first load.
 * @returns {{ scripts: string[], styles: string[], preloads: string[] }}
 */
export function findPageAssets(html: string): { scripts: string[]; styles: string[]; preloads: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const preloads = new Set<string>();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    const rel = /\brel="([^"]+)"/.exec(tag)?.[1] ?? '';
    // `noModule` scripts run only in browsers without ES modules: not a modern first load.
    if (tag.startsWith('<script') && src && !/\bnoModule\b/i.test(tag)) scripts.add(src);
    else if (tag.startsWith('<link') && href && /\bmodulepreload\b/.test(rel)) scripts.add(href);
    else if (tag.startsWith('<link') && href && /\bstylesheet\b/.test(rel)) styles.add(href);
    else if (tag.startsWith('<link') && href && /\bpreload\b/.test(rel) && /\bas="script"/.test(tag))
      preloads.add(href);
  }
  // The scripts the page's loader adds after its first paint (lib/perf/deferred-bundles.ts) still load on first load.
  for (const [src, , preloadOnly] of readDeferredScripts(html)) (preloadOnly ? preloads : scripts).add(src);
  for (const url of scripts) preloads.delete(url);
  return { scripts: [...scripts], styles: [...styles], preloads: [...preloads] };
}

/** Sum of raw and gzip sizes of site files named by URL path. */
function sumFiles(outDir: string, urls: readonly string[], basePath: string) {
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const file = path.join(outDir, url.slice(basePath.length).split('?')[0]!);
    const buffer = fs.readFileSync(file);
    raw += buffer.length;
    gzip += gzipSize(buffer);
  }
  return { raw, gzip };
}

/**
 * Measures one exported HTML file.
 * @param {string} outDir the export
 * @param {string} htmlFile path of the HTML file below outDir
 */
export function measurePage(outDir: string, htmlFile: string, basePath = '') {
  const buffer = fs.readFileSync(path.join(outDir, htmlFile));
  const { scripts, styles, preloads } = findPageAssets(buffer.toString('utf8'));
  return {
    js: { ...sumFiles(outDir, scripts, basePath), files: scripts.length },
    preloadJs: { ...sumFiles(outDir, preloads, basePath), files: preloads.length },
    html: { raw: buffer.length, gzip: gzipSize(buffer) },
    css: { ...sumFiles(outDir, styles, basePath), files: styles.length },
  };
}
