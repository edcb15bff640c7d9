#!/usr/bin/env node
/**
 * Runs a TypeScript entry of the project as plain JavaScript: esbuild bundles the entry with
 * the project's own modules it imports (packages stay imports of node_modules), and Node
 * runs that bundle without a loader. `npm run build` starts this way.
 *
 * Why: through tsx, every module the build loads (its own, and the hundreds of small ones of
 * unified, micromark and Shiki) went through tsx's loader hooks, on a thread of their own.
 * That CPU is taken from Next's two render workers on a 2-core machine.
 *
 * A bundle is kept under node_modules/.cache (bare imports resolve from there, as from the
 * project) with the hash of every file it was made from, as read for it: the next run of the
 * same entry hashes those files again and runs the kept bundle when none changed (esbuild's
 * start and bundle are a build's largest start-up cost), otherwise bundles afresh. A file added
 * where an import would now resolve, with no file it was made from changed, is not seen:
 * `rm -rf node_modules/.cache/vigia` then. A run bundles into a folder of its own, then
 * publishes it; folders of runs that did not end well are removed by the next run. The worker threads the build starts
 * (scripts/threads.ts, scripts/precompile-mdx.ts) still load TypeScript through tsx: each
 * module keeps its own `import.meta.url` in the bundle (keepModuleUrls), so they find their
 * files as before.
 *
 * Usage: node scripts/run-bundled.mjs <entry.ts> [arguments of the entry...]
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Where the runs' bundles go: one folder per process id while a run bundles, then kept under `kept/`. */
export const BUNDLES_DIR = 'node_modules/.cache/vigia/bundled';

/**
 * A kept bundle not used for this long, whose files changed since, is removed by the next run
 * that bundles its entry: longer than any build runs (an x1000 bench build loads its later
 * steps' chunks from its bundle an hour or more after it started).
 */
const KEPT_BUNDLE_MS = 24 * 60 * 60 * 1000;

/**
 * Spelt in two parts: this file is bundled too (the build's worker threads bundle their
 * modules, scripts/threads.ts), and the plugin below would rewrite the words of its own message.
 */
const IMPORT_META = ['import', 'meta'].join('.');

/**
 * An esbuild plugin: in each module of the project (TypeScript or JavaScript; packages are
 * not bundled), `import.meta.url` is its own file's URL, as when tsx runs it, not the URL
 * of the bundle file it ends up in. Any other `import.meta` property stops the bundle,
 * naming the file: it would silently mean the bundle's. Each file's text, as read, goes into `read`.
 * @param {Map<string, string>} [read] absolute path → text
 * @returns {import('esbuild').Plugin}
 */
export function keepModuleUrls(read = new Map()) {
  return {
    name: 'keep-module-urls',
    setup(build) {
      build.onLoad({ filter: /\.json$/ }, async (args) => {
        const source = await fs.promises.readFile(args.path, 'utf8');
        read.set(args.path, source);
        return { contents: source, loader: 'json' };
      });
      build.onLoad({ filter: /\.(?:[cm]?tsx?|mjs|js)$/ }, async (args) => {
        const source = await fs.promises.readFile(args.path, 'utf8');
        read.set(args.path, source);
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
 * @param {Map<string, string>} [read] receives every file the bundle was made from, as read
 * @returns {Promise<string>}
 */
export async function bundleEntry(entry, outdir, read) {
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
    plugins: [keepModuleUrls(read)],
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
    if (/^\d+$/.test(name) && !isRunning(Number(name)))
      fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  }
}

/**
 * The hash of `files` (absolute paths) with their texts, in order: undefined when one is gone.
 * @param {[string, string | undefined][]} files path and text (undefined: read it now)
 */
function hashOfFiles(files) {
  const hash = createHash('sha256');
  for (const [file, known] of files) {
    let text = known;
    if (text === undefined) {
      try {
        text = fs.readFileSync(file, 'utf8');
      } catch {
        return undefined;
      }
    }
    hash.update(`\0${file}\0${text}`);
  }
  return hash.digest('hex').slice(0, 20);
}

/** What every bundle also depends on: how it is made (this file, esbuild's version) and the path aliases. */
function bundleRecipe() {
  return [
    fileURLToPath(import.meta.url),
    createRequire(import.meta.url).resolve('esbuild/package.json'),
    path.resolve('tsconfig.json'),
  ];
}

/**
 * The bundle of `entry` (bundleEntry), kept between runs: the one a run made before when
 * none of the files it was made from changed since, else a new one (then kept in its turn).
 * @param {string} entry
 * @param {string} [dir]
 * @returns {Promise<{ file: string, reused: boolean }>}
 */
export async function keptBundle(entry, dir = BUNDLES_DIR) {
  const absolute = path.resolve(entry);
  const keptDir = path.join(dir, 'kept');
  const entryKey = createHash('sha256').update(absolute).digest('hex').slice(0, 16);
  const manifestFile = path.join(keptDir, `${entryKey}.json`);
  const bundleName = `${path.parse(entry).name}.mjs`;
  /** @type {{ inputs: string[], hash: string } | undefined} */
  let manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  } catch {
    manifest = undefined;
  }
  if (manifest) {
    const hash = hashOfFiles(manifest.inputs.map((file) => [file, undefined]));
    const file = path.join(keptDir, `${entryKey}-${hash}`, bundleName);
    if (hash === manifest.hash && fs.existsSync(file)) {
      const now = new Date();
      fs.utimesSync(path.dirname(file), now, now);
      return { file, reused: true };
    }
  }
  // Hashed from the texts esbuild was given, so that a file edited meanwhile makes the next run bundle again.
  const read = new Map();
  const outdir = path.join(dir, String(process.pid), entryKey);
  fs.rmSync(outdir, { recursive: true, force: true });
  await bundleEntry(entry, outdir, read);
  const inputs = [...bundleRecipe(), ...[...read.keys()].sort()];
  const hash = hashOfFiles(inputs.map((file) => [file, read.get(file)]));
  if (hash === undefined) return { file: path.join(outdir, bundleName), reused: false };
  const published = path.join(keptDir, `${entryKey}-${hash}`);
  fs.mkdirSync(keptDir, { recursive: true });
  for (const name of fs.readdirSync(keptDir)) {
    const old = path.join(keptDir, name);
    if (name.startsWith(`${entryKey}-`) && old !== published && Date.now() - fs.statSync(old).mtimeMs > KEPT_BUNDLE_MS)
      fs.rmSync(old, { recursive: true, force: true });
  }
  try {
    fs.renameSync(outdir, published);
  } catch {
    // Another run published the same bundle first: it is used.
    fs.rmSync(outdir, { recursive: true, force: true });
  }
  const written = `${manifestFile}.${process.pid}`;
  fs.writeFileSync(written, JSON.stringify({ inputs, hash }));
  fs.renameSync(written, manifestFile);
  return { file: path.join(published, bundleName), reused: false };
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
  const ownDir = path.join(BUNDLES_DIR, String(process.pid));
  process.on('exit', () => fs.rmSync(ownDir, { recursive: true, force: true }));
  const { file: bundle } = await keptBundle(entry);
  // The entry sees the command line Node would give it run directly: its own path (which
  // its import.meta.url matches, for an "am I the main module" check) and its arguments.
  process.argv = [process.argv[0] ?? process.execPath, path.resolve(entry), ...rest];
  await import(pathToFileURL(path.resolve(bundle)).href);
}
