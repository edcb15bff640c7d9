#!/usr/bin/env node
/**
 * Runs a TypeScript entry of the project as plain JavaScript: esbuild bundles the entry with
 * the project's own modules it imports (packages stay imports of node_modules), and Node
 * runs that bundle without a loader. `npm run build` starts this way.
 *
 * Why: through tsx, every module the build loads (its own, and the hundreds of small ones of
 * unified, micromark and Shiki) went through tsx's loader hooks, on a thread of their own.
 * That CPU is taken from Next's two render workers on a 2-core machine. Bundling is cheap,
 * so it is done on every run, from the sources as they are: nothing can be stale.
 *
 * Each run writes its bundle into a folder of its own under node_modules/.cache (bare
 * imports resolve from there, as from the project) and removes it when it ends; folders of
 * runs that did not end well are removed by the next run. The worker threads the build starts
 * (scripts/threads.ts, scripts/precompile-mdx.ts) still load TypeScript through tsx: each
 * module keeps its own `import.meta.url` in the bundle (keepModuleUrls), so they find their
 * files as before.
 *
 * Usage: node scripts/run-bundled.mjs <entry.ts> [arguments of the entry...]
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Where the runs' bundles go, one folder per process id. */
export const BUNDLES_DIR = 'node_modules/.cache/vigia/bundled';

/**
 * Spelt in two parts: this file is bundled too (the build's worker threads bundle their
 * modules, scripts/threads.ts), and the plugin below would rewrite the words of its own message.
 */
const IMPORT_META = ['import', 'meta'].join('.');

/**
 * An esbuild plugin: in each module of the project (TypeScript or JavaScript; packages are
 * not bundled), `import.meta.url` is its own file's URL, as when tsx runs it, not the URL
 * of the bundle file it ends up in. Any other `import.meta` property stops the bundle,
 * naming the file: it would silently mean the bundle's.
 * @returns {import('esbuild').Plugin}
 */
export function keepModuleUrls() {
  return {
    name: 'keep-module-urls',
    setup(build) {
      build.onLoad({ filter: /\.(?:[cm]?tsx?|mjs|js)$/ }, async (args) => {
        const source = await fs.promises.readFile(args.path, 'utf8');
        const other = /\bimport\.meta\.(?!url\b)(\w+)/.exec(source);
        if (other)
          return {
            errors: [
              {
                text: `${path.relative(process.cwd(), args.path)}: ${IMPORT_META}.${other[1]} has no meaning in a bundle; use ${IMPORT_META}.url`,
              },
            ],
          };
        const contents = source.replace(/\bimport\.meta\.url\b/g, JSON.stringify(pathToFileURL(args.path).href));
        return { contents, loader: args.path.endsWith('x') ? 'tsx' : /\.[cm]?ts$/.test(args.path) ? 'ts' : 'js' };
      });
    },
  };
}

/**
 * Bundles `entry` into `outdir` (its dynamic imports become chunks beside it, loaded when
 * the entry reaches them); resolves with the bundle's entry file.
 * @param {string} entry
 * @param {string} outdir
 * @returns {Promise<string>}
 */
export async function bundleEntry(entry, outdir) {
  const { build } = await import('esbuild');
  await build({
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    outdir,
    outExtension: { '.js': '.mjs' },
    tsconfig: 'tsconfig.json',
    plugins: [keepModuleUrls()],
    logLevel: 'warning',
  });
  // esbuild names the entry's output after the entry, with outExtension's .mjs.
  return path.join(outdir, `${path.parse(entry).name}.mjs`);
}

/**
 * Removes the bundle folders of processes that no longer run (a run killed before its exit
 * handler), under `dir`.
 * @param {string} [dir]
 */
export function removeLeftBundles(dir = BUNDLES_DIR) {
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    if (!isRunning(Number(name))) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  }
}

/** Whether `pid` names a running process (signal 0 checks without sending anything). */
/** @param {number} pid */
function isRunning(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const isMain = process.argv[1] !== undefined && /scripts\/run-bundled\.mjs$/.test(process.argv[1]);
if (isMain) {
  const [entry, ...rest] = process.argv.slice(2);
  if (!entry) {
    console.error('usage: node scripts/run-bundled.mjs <entry.ts> [arguments...]');
    process.exit(2);
  }
  removeLeftBundles();
  const outdir = path.join(BUNDLES_DIR, String(process.pid));
  process.on('exit', () => fs.rmSync(outdir, { recursive: true, force: true }));
  const bundle = await bundleEntry(entry, outdir);
  // The entry sees the command line Node would give it run directly: its own path (which
  // its import.meta.url matches, for an "am I the main module" check) and its arguments.
  process.argv = [process.argv[0] ?? process.execPath, path.resolve(entry), ...rest];
  await import(pathToFileURL(path.resolve(bundle)).href);
}
