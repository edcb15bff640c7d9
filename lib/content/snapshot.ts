/**
 * The content `npm run build` read and checked, serialized for `next build`'s workers
 * (lib/content/index.ts reads it). Apart from the content model's modules: scripts/build.ts
 * names the file before it loads them.
 */
import fs from 'node:fs';
import v8 from 'node:v8';
import type { ContentSet } from './types';

/**
 * The variable naming the file that holds the content `npm run build` read and checked
 * (scripts/build.ts), serialized: `next build`'s workers read that instead of every file of
 * content again, each parsing them all (at the bench's x1000, 22,000 files, a gigabyte a
 * worker while it parsed).
 */
export const CONTENT_SNAPSHOT_VARIABLE = 'VIGIA_CONTENT_SNAPSHOT';

/** Writes the snapshot `next build`'s workers read, whole or not at all. */
export function writeContentSnapshot(file: string, content: ContentSet): void {
  const partial = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(partial, v8.serialize(content));
  fs.renameSync(partial, file);
}

/** The snapshot's content, if the build wrote one (it is there once the precompile has ended). */
export function readContentSnapshot(): ContentSet | undefined {
  const file = process.env[CONTENT_SNAPSHOT_VARIABLE];
  if (!file || !fs.existsSync(file)) return undefined;
  return v8.deserialize(fs.readFileSync(file)) as ContentSet;
}
