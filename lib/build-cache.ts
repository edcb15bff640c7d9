/**
 * The build's own cache on disk, beside Turbopack's in `.next/cache/`: work a rebuild
 * would repeat (a doc's compiled MDX, an Open Graph image) is stored under the hash of
 * everything it was made from, so an unchanged input is read back, never trusted stale.
 * `rm -rf .next` (or `VIGIA_BUILD_CACHE=off`) gives a clean build. Writes are atomic, so
 * the render workers that share the folder never read half a file.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { processMemo } from './process-memo';

/** What a key is made of: strings and bytes, in order. */
export type KeyPart = string | Uint8Array;

/**
 * The SHA-256 of the parts, each length-prefixed so that `['ab', 'c']` and `['a', 'bc']` differ.
 * @example cacheKey(['a', 'b']) !== cacheKey(['ab'])
 */
export function cacheKey(parts: readonly KeyPart[]): string {
  const hash = createHash('sha256');
  for (const part of parts) {
    const bytes = typeof part === 'string' ? Buffer.from(part) : part;
    hash.update(`${bytes.length}:`);
    hash.update(bytes);
  }
  return hash.digest('hex');
}

/**
 * Where `next build` keeps its build, whatever NEXT_DIST_DIR says: with `output: 'export'` a
 * custom distDir receives the export alone (next/dist/export/utils.js).
 */
export const NEXT_BUILD_DIR = '.next';

/** Where the cache lives, or undefined when it is switched off. */
export function buildCacheDir(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string | undefined {
  if (env.VIGIA_BUILD_CACHE === 'off') return undefined;
  return path.join(cwd, env.VIGIA_BUILD_CACHE_DIR ?? path.join(NEXT_BUILD_DIR, 'cache', 'vigia'));
}

/** A cache of one kind of work (`mdx`, `og`), keyed by hex hashes. */
export interface BuildCache {
  has(key: string): boolean;
  read(key: string): Buffer | undefined;
  write(key: string, data: string | Uint8Array): void;
  /**
   * Puts the stored result at `file` without reading it: a hard link (the cache only ever
   * replaces an entry by renaming a new file over it, so a link never sees it change), or a
   * copy where links fail (another file system). Replaces what `file` held. With `stamp`
   * (keep's), only an entry no one wrote since it was kept.
   * @returns false when the key is not stored (or its stamp differs)
   */
  linkTo(key: string, file: string, stamp?: string): boolean;
  /**
   * Stores `file` under `key` without reading it: a hard link, or a copy where links fail.
   * The file is then the entry: one written in place later changes it, which its stamp tells.
   * @returns the entry's stamp (linkTo checks it), undefined when it could not be stored
   */
  keep(key: string, file: string): string | undefined;
}

const DISABLED: BuildCache = {
  has: () => false,
  read: () => undefined,
  write: () => {},
  linkTo: () => false,
  keep: () => undefined,
};

/** What tells a file from the same file written since: its inode, size and modification time. */
function stampOf(file: string): string | undefined {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  return stat && `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
}

/** The cache of one kind of work under `dir` (none when `dir` is undefined). */
export function openBuildCache(kind: string, dir: string | undefined = buildCacheDir()): BuildCache {
  if (!dir) return DISABLED;
  const fileOf = (key: string) => path.join(dir, kind, key.slice(0, 2), key);
  // An entry is replaced whole: written beside, then renamed over the old one.
  const store = (key: string, writeTo: (temporary: string) => void): boolean => {
    const file = fileOf(key);
    const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    try {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      writeTo(temporary);
      fs.renameSync(temporary, file);
      return true;
    } catch {
      // A cache that cannot be written only costs the next build time.
      fs.rmSync(temporary, { force: true });
      return false;
    }
  };
  return {
    has: (key) => fs.existsSync(fileOf(key)),
    read(key) {
      try {
        return fs.readFileSync(fileOf(key));
      } catch {
        return undefined;
      }
    },
    write(key, data) {
      store(key, (temporary) => fs.writeFileSync(temporary, data));
    },
    keep(key, file) {
      let stamp: string | undefined;
      const stored = store(key, (temporary) => {
        try {
          fs.linkSync(file, temporary);
        } catch {
          fs.copyFileSync(file, temporary);
        }
        stamp = stampOf(temporary);
      });
      return stored ? stamp : undefined;
    },
    linkTo(key, file, stamp) {
      const stored = fileOf(key);
      if (stamp !== undefined && stampOf(stored) !== stamp) return false;
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.rmSync(file, { force: true });
      try {
        fs.linkSync(stored, file);
      } catch {
        try {
          fs.copyFileSync(stored, file);
        } catch {
          return false; // Not stored (or not readable): drawn again.
        }
      }
      return true;
    },
  };
}

/** The code that turns content into pages, and the locked package versions: what most cached work is made by. */
export const PIPELINE_SOURCES = ['lib', 'package-lock.json', 'next.config.mjs'] as const;

/** Shared by every copy of this module in a process (lib/process-memo.ts). */
const fingerprints = processMemo('source-fingerprints', () => new Map<string, string>());

/**
 * The hash of the files under `roots` (and single files) that shape a cached result:
 * the code of the pipeline and the locked package versions. Any change there is a miss.
 * Read once per process and set of roots (a build does not edit its own code).
 */
export function sourceFingerprint(roots: readonly string[], cwd = process.cwd()): string {
  const id = JSON.stringify([cwd, roots]);
  let fingerprint = fingerprints.get(id);
  if (!fingerprint) fingerprints.set(id, (fingerprint = hashSources(roots, cwd)));
  return fingerprint;
}

/**
 * The hash of a set of strings, or of a map's entries, in any order; once per object (routes
 * and the files beside content are built once per content set and shared by every compile).
 */
const digests = new WeakMap<object, string>();
export function digestOf(values: ReadonlySet<string> | ReadonlyMap<string, string>): string {
  let digest = digests.get(values);
  if (!digest) {
    const items: string[] =
      values instanceof Map ? [...values].map(([from, to]) => `${from}\0${to}`) : [...(values as ReadonlySet<string>)];
    digests.set(values, (digest = cacheKey(items.sort())));
  }
  return digest;
}

function hashSources(roots: readonly string[], cwd: string): string {
  const files: string[] = [];
  for (const root of roots) {
    const full = path.join(cwd, root);
    if (!fs.existsSync(full)) continue;
    if (fs.statSync(full).isFile()) files.push(full);
    else
      for (const entry of fs.readdirSync(full, { recursive: true, withFileTypes: true }))
        if (entry.isFile()) files.push(path.join(entry.parentPath, entry.name));
  }
  files.sort();
  return cacheKey(files.flatMap((file) => [path.relative(cwd, file), fs.readFileSync(file)]));
}
