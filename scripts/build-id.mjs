/**
 * The build id Next.js writes into every page's data and static folder, drawn from what
 * `next build` compiles instead of at random: the same code gives the same id, so a warm
 * rebuild's export can be compared byte for byte with a clean one
 * (tests/build/warm-rebuild.test.ts), and a change of code gives a new id, which is what
 * the client router needs to notice new bundles.
 *
 * Content is not compiled (the pages read content/ while they are prerendered), so it is
 * not part of the id: a build whose code has not changed since the last compile in the
 * same folder reuses that compile and only prerenders (`next build
 * --experimental-build-mode=generate`, chosen by scripts/build.ts with compileIsReusable).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * What `next build` compiles: the app, its components and library, the messages it imports,
 * its configuration (with the scripts that imports) and the installed packages
 * (package-lock.json stands for them). Not content/ nor public/: the pages read the one,
 * the export copies the other.
 */
export const COMPILED_INPUTS = [
  'app',
  'components',
  'lib',
  'messages',
  'next.config.mjs',
  'scripts/build-id.mjs',
  'scripts/content-reload.mjs',
  'scripts/server-packages.mjs',
  'scripts/static-export-adapter.mjs',
  'package-lock.json',
  'tsconfig.json',
];

/**
 * @param {string} entry
 * @returns {string[]}
 */
function filesBelow(entry) {
  if (!fs.existsSync(entry)) return [];
  if (fs.statSync(entry).isFile()) return [entry];
  return fs
    .readdirSync(entry, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

/**
 * A 21-character id (the length of Next's own) hashing every compiled input's path and
 * bytes, and the base path (Next writes it into the bundles).
 * @param {{ cwd?: string, env?: Record<string, string | undefined> }} [options]
 */
export function buildIdOfInputs({ cwd = process.cwd(), env = process.env } = {}) {
  const hash = createHash('sha256');
  hash.update(JSON.stringify([env.BASE_PATH ?? '']));
  const files = COMPILED_INPUTS.flatMap((entry) => filesBelow(path.resolve(cwd, entry))).sort();
  for (const file of files) {
    hash.update(`\0${path.relative(cwd, file)}\0`);
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('base64url').slice(0, 21);
}

/** The file, in Next's output folder, naming the build id of the last compile that ended well. */
export const COMPILED_MARK = 'vigia-compiled';

/**
 * Whether the compile in `distDir` was made from the code there is now (`id`, from
 * buildIdOfInputs): scripts/build.ts marks it once `next build` has compiled and exported
 * without an error, and Next's own BUILD_ID must agree.
 * @param {string} distDir
 * @param {string} id
 */
export function compileIsReusable(distDir, id) {
  const read = (/** @type {string} */ name) => {
    try {
      return fs.readFileSync(path.join(distDir, name), 'utf8').trim();
    } catch {
      return undefined;
    }
  };
  return read(COMPILED_MARK) === id && read('BUILD_ID') === id;
}
