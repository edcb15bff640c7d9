#!/usr/bin/env node
/**
 * Compares two exports file by file, the build id set aside (Next.js draws a new one for
 * every build; it names a folder and appears in the page data). Prints each difference;
 * exits 1 when there is one. Used by the warm-rebuild test (tests/build/warm-rebuild.test.ts).
 *
 * Usage: node scripts/run-bundled.mjs scripts/compare-exports.ts <dirA> <dirB>
 */
import fs from 'node:fs';
import path from 'node:path';
import { isEntryModule } from './is-entry-module';

/** The build id of an export: the one folder of `_next/static/` that is not `chunks`/`media`. */
export function buildIdOf(dir: string): string | undefined {
  const base = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .find((e) => e.isDirectory() && e.name === 'static' && path.basename(e.parentPath) === '_next');
  if (!base) return undefined;
  const staticDir = path.join(base.parentPath, base.name);
  return fs
    .readdirSync(staticDir)
    .find(
      (name) =>
        !['chunks', 'media', 'css'].includes(name) && fs.existsSync(path.join(staticDir, name, '_buildManifest.js')),
    );
}

function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * The differences between two exports, each as one line (`only in a: x`, `differs: y`).
 * @param {string} a @param {string} b
 * @returns {string[]}
 */
export function compareExports(a: string, b: string): string[] {
  const ids = [buildIdOf(a), buildIdOf(b)];
  const normalise = (text: string, id: string | undefined) => (id ? text.replaceAll(id, '<build-id>') : text);
  const filesA = new Map(listFiles(a).map((f) => [normalise(f, ids[0]), f]));
  const filesB = new Map(listFiles(b).map((f) => [normalise(f, ids[1]), f]));
  const differences = [];
  for (const name of filesA.keys()) if (!filesB.has(name)) differences.push(`only in ${a}: ${name}`);
  for (const name of filesB.keys()) if (!filesA.has(name)) differences.push(`only in ${b}: ${name}`);
  for (const [name, fileA] of filesA) {
    const fileB = filesB.get(name);
    if (!fileB) continue;
    const bytesA = fs.readFileSync(path.join(a, fileA));
    const bytesB = fs.readFileSync(path.join(b, fileB));
    if (bytesA.equals(bytesB)) continue;
    if (normalise(bytesA.toString('latin1'), ids[0]) !== normalise(bytesB.toString('latin1'), ids[1]))
      differences.push(`differs: ${name}`);
  }
  return differences;
}

const isMain = isEntryModule(import.meta.url);
if (isMain) {
  const [a, b] = process.argv.slice(2);
  if (!a || !b) {
    console.error('usage: compare-exports <dirA> <dirB>');
    process.exit(2);
  }
  const differences = compareExports(a, b);
  console.log(differences.length ? differences.join('\n') : `${a} and ${b} are the same export (build ids aside).`);
  process.exit(differences.length ? 1 : 0);
}
