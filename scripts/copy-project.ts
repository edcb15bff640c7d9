/**
 * A copy of the project, without its content (but its content/site.json), in a scratch folder: what a test or a fixture
 * build may change freely (its content/, its messages) while the real project stays as it is.
 * Used by `npm run build:imported` and tests/build/dev-reload.test.ts.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** What a copy needs to build and serve the site; content/ is the caller's. */
export const PROJECT_FILES = [
  'app',
  'components',
  'lib',
  'messages',
  'public',
  'scripts',
  'next.config.mjs',
  'package.json',
  'tsconfig.json',
];

/**
 * Replaces `dest` with a fresh copy of the project, node_modules hard-linked.
 * @param {string} dest
 */
export function copyProject(dest: string) {
  fs.rmSync(dest, { recursive: true, force: true });
  fs.mkdirSync(dest, { recursive: true });
  // Without what this tree's builds write into public/ (the copy's build writes its own): a
  // copy made while one of them runs gets no half-written file.
  const generated = new Set(['public/assets', 'public/katex'].map((dir) => path.resolve(dir)));
  for (const entry of PROJECT_FILES)
    fs.cpSync(entry, path.join(dest, entry), {
      recursive: true,
      filter: (source) => !generated.has(path.resolve(source)),
    });
  // The site's configuration comes along (an import in replace mode writes its own).
  fs.mkdirSync(path.join(dest, 'content'), { recursive: true });
  fs.copyFileSync('content/site.json', path.join(dest, 'content/site.json'));
  // Hard links, not a symlink: Turbopack refuses a node_modules that points outside its root.
  execFileSync('cp', ['-al', 'node_modules', path.join(dest, 'node_modules')]);
}

/**
 * The environment a copy builds and runs in: this shell's, without what would point its
 * build elsewhere or change how it caches (content folder, dist folder, base path,
 * Turbopack's cache), so the copy uses its own defaults: content/, .next, out/.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {NodeJS.ProcessEnv}
 */
export function copyEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const { NEXT_DIST_DIR, CONTENT_DIR, BASE_PATH, VIGIA_TURBOPACK_CACHE, ...own } = env;
  return own;
}
