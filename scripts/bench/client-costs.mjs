/**
 * What each client component of a page costs: for every `'use client'` module the page
 * references (its client reference manifest in `.next`), the chunk(s) that hold it,
 * the gzip size of those chunks, and the bytes of the module's own factory inside them
 * (Turbopack chunks push `id, factory` pairs; a factory runs to the next pair).
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { gzipSize } from './measure-pages.mjs';

/** Where a Turbopack chunk's module factories start: `,<id>,` before an arrow or function. */
const FACTORY_START = /[,[](\d+),(?=(?:\(?[a-zA-Z_$][\w$]*(?:,[a-zA-Z_$][\w$]*)*\)?=>|function\b))/g;

/**
 * Splits a Turbopack chunk into module factories.
 * @param {string} code
 * @returns {Map<string, string>} module id → its factory's text
 */
export function splitChunkModules(code) {
  const starts = [...code.matchAll(FACTORY_START)].map((m) => ({ id: m[1], index: m.index + 1 }));
  const modules = new Map();
  starts.forEach((start, i) => modules.set(start.id, code.slice(start.index, starts[i + 1]?.index ?? code.length)));
  return modules;
}

/**
 * Reads a page's client reference manifest (`…/page_client-reference-manifest.js`).
 * @returns {Record<string, { id: number | string, chunks: string[] }>} client modules by `[project]/path`
 */
export function readClientManifest(manifestFile) {
  const sandbox = { globalThis: {} };
  sandbox.globalThis = sandbox;
  vm.runInNewContext(fs.readFileSync(manifestFile, 'utf8'), sandbox);
  const manifests = Object.values(sandbox.__RSC_MANIFEST ?? {});
  return Object.assign({}, ...manifests.map((m) => m.clientModules));
}

/**
 * The site's own client components on a page and what each costs.
 * @param {string} manifestFile the page's client reference manifest
 * @param {string} outDir the export (chunk files are read from it)
 * @returns {{ module: string, chunks: string[], chunkGzip: number, ownRaw: number, ownGzip: number }[]}
 */
export function measureClientComponents(manifestFile, outDir, basePath = '') {
  const modules = readClientManifest(manifestFile);
  const rows = [];
  const chunkCache = new Map();
  const readChunk = (url) => {
    if (!chunkCache.has(url)) chunkCache.set(url, fs.readFileSync(path.join(outDir, url.slice(basePath.length))));
    return chunkCache.get(url);
  };
  for (const [key, entry] of Object.entries(modules)) {
    const file = key.replace(/^\[project\]\//, '').replace(/ <module evaluation>$/, '');
    if (file.startsWith('node_modules/') || rows.some((r) => r.module === file)) continue;
    const chunks = entry.chunks.filter((c) => c.endsWith('.js'));
    let ownRaw = 0;
    let ownGzip = 0;
    let chunkGzip = 0;
    for (const chunk of chunks) {
      const buffer = readChunk(chunk);
      chunkGzip += gzipSize(buffer);
      const own = splitChunkModules(buffer.toString('utf8')).get(String(entry.id));
      if (own) {
        ownRaw += Buffer.byteLength(own);
        ownGzip += gzipSize(Buffer.from(own));
      }
    }
    rows.push({ module: file, chunks: chunks.map((c) => path.basename(c)), chunkGzip, ownRaw, ownGzip });
  }
  return rows.sort((a, b) => b.ownGzip - a.ownGzip);
}
