/**
 * What each client component of a page costs. For every `'use client'` module the page
 * references (its client reference manifest in `.next`):
 * - the chunk(s) Next.js put it in, and their gzip size (chunks are shared: Turbopack
 *   merges a page's client modules into one chunk, so this is not a per-module figure);
 * - its own cost: the module and the site code it imports, bundled alone by esbuild
 *   (minified, React, Next.js and the other client modules left out), gzipped.
 * esbuild comes with tsx, a dev dependency.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { gzipSize } from './measure-pages';

/**
 * Reads a page's client reference manifest (`…/page_client-reference-manifest.js`).
 * @returns {Record<string, { id: number | string, chunks: string[] }>} client modules by `[project]/path`
 */
export function readClientManifest(manifestFile: string): Record<string, { id: number | string; chunks: string[] }> {
  const sandbox: { globalThis?: unknown; __RSC_MANIFEST?: Record<string, { clientModules: object }> } = {};
  sandbox.globalThis = sandbox;
  vm.runInNewContext(fs.readFileSync(manifestFile, 'utf8'), sandbox);
  return Object.assign({}, ...Object.values(sandbox.__RSC_MANIFEST ?? {}).map((m) => m.clientModules));
}

/**
 * The site's own client modules in a manifest (not node_modules), with their chunks.
 * @returns {{ module: string, chunks: string[] }[]}
 */
export function listSiteClientModules(
  manifest: Record<string, { chunks: string[] }>,
): { module: string; chunks: string[] }[] {
  const modules = new Map<string, string[]>();
  for (const [key, entry] of Object.entries(manifest)) {
    const file = key.replace(/^\[project\]\//, '').replace(/ <module evaluation>$/, '');
    if (!file.startsWith('node_modules/'))
      modules.set(
        file,
        entry.chunks.filter((c) => c.endsWith('.js')),
      );
  }
  return [...modules].map(([module, chunks]) => ({ module, chunks })).sort((a, b) => a.module.localeCompare(b.module));
}

/** Minified, gzipped size of a client module and the site code it imports. */
async function ownCost(file: string, otherClientModules: string[]) {
  const esbuild = await import('esbuild');
  const others = new Set(otherClientModules.map((f) => path.resolve(f)));
  const result = await esbuild.build({
    entryPoints: [file],
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
    // Stylesheets are the CSS figure's; code loaded with import() is not the first load's:
    // split it off and count the entry only.
    loader: { '.css': 'empty' },
    splitting: true,
    outdir: 'bench/tmp/client-costs',
    metafile: true,
    plugins: [
      {
        name: 'leave-out-framework-and-other-client-modules',
        setup(build) {
          build.onResolve({ filter: /^(react|react-dom|next)(\/|$)/ }, (args) => ({ path: args.path, external: true }));
          build.onResolve({ filter: /^@\// }, (args) => {
            const base = path.resolve(args.path.slice(2));
            const resolved =
              ['.tsx', '.ts', '/index.ts'].map((ext) => base + ext).find((f) => fs.existsSync(f)) ?? base;
            return others.has(resolved) ? { path: args.path, external: true } : { path: resolved };
          });
        },
      },
    ],
  });
  const [entry] = Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint !== undefined)!;
  const code = Buffer.from(result.outputFiles.find((f) => f.path === path.resolve(entry))!.contents);
  return { raw: code.length, gzip: gzipSize(code) };
}

/**
 * The site's client components on a page and what each costs.
 * @param {string} manifestFile the page's client reference manifest
 * @param {string} outDir the export (chunk files are read from it)
 */
export async function measureClientComponents(manifestFile: string, outDir: string, basePath = '') {
  const modules = listSiteClientModules(readClientManifest(manifestFile));
  const rows = [];
  for (const { module, chunks } of modules) {
    const chunkGzip = chunks.reduce(
      (sum, url) => sum + gzipSize(fs.readFileSync(path.join(outDir, url.slice(basePath.length)))),
      0,
    );
    const own = await ownCost(
      module,
      modules.map((m) => m.module).filter((m) => m !== module),
    );
    rows.push({ module, chunks: chunks.map((c) => path.basename(c)), chunkGzip, ownRaw: own.raw, ownGzip: own.gzip });
  }
  return rows;
}
