/**
 * Temporary folders and the files tests write into them. No hooks here: with `isolate: false`
 * test files share this module, so each file registers its own afterEach/afterAll calling
 * `clean()` of its own `tempFolders()`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Writes `text` to `file`, making its folder first; returns `file`. */
export function writeFile(file: string, text: string | Buffer): string {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return file;
}

/** Writes each of `files` (paths relative to `dir`) below `dir`; returns `dir`. */
export function writeFiles(dir: string, files: Record<string, string | Buffer>): string {
  for (const [name, text] of Object.entries(files)) writeFile(path.join(dir, name), text);
  return dir;
}

/** The temporary folders of one test file: `make()` adds one, `clean()` removes all made so far. */
export function tempFolders(prefix: string) {
  const made: string[] = [];
  return {
    make(): string {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
      made.push(dir);
      return dir;
    },
    clean(): void {
      for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
