/**
 * The build id Next.js writes into every page's data and static folder, drawn from the
 * build's inputs instead of at random: the same sources and content give the same id, so
 * a warm rebuild's export can be compared byte for byte with a clean one
 * (tests/build/warm-rebuild.test.ts), and any change gives a new id, which is what the
 * client router needs to notice a new deployment.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** What a build is made of, besides the installed packages (package-lock.json stands for them). */
const INPUTS = ['app', 'components', 'lib', 'messages', 'public', 'next.config.mjs', 'package-lock.json', 'tsconfig.json'];

function filesBelow(entry) {
  if (!fs.existsSync(entry)) return [];
  if (fs.statSync(entry).isFile()) return [entry];
  return fs.readdirSync(entry, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** The commit checked out, if any: "last updated" dates come from git history, not from the files. */
function headCommit(cwd) {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

/**
 * A 21-character id (the length of Next's own) hashing every input file's path and bytes,
 * the content folder's, the commit and the variables that change the output.
 * @param {{ cwd?: string, contentDir?: string, env?: Record<string, string | undefined> }} [options]
 */
export function buildIdOfInputs({ cwd = process.cwd(), contentDir = process.env.CONTENT_DIR ?? 'content', env = process.env } = {}) {
  const hash = createHash('sha256');
  hash.update(JSON.stringify([env.BASE_PATH ?? '', contentDir, headCommit(cwd)]));
  const files = [...INPUTS, contentDir].flatMap((entry) => filesBelow(path.resolve(cwd, entry))).sort();
  for (const file of files) {
    hash.update(`\0${path.relative(cwd, file)}\0`);
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('base64url').slice(0, 21);
}
