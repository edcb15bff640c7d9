/**
 * The content `npm run build` read and checked, serialized for `next build`'s workers
 * (lib/content/index.ts reads it). Apart from the content model's modules: scripts/build.ts
 * names the file before it loads them.
 */
import fs from 'node:fs';
import v8 from 'node:v8';
import { bodyDigestOf } from '../mdx/body-lines';
import type { ContentSet, Doc } from './types';

/**
 * The variable naming the file that holds the content `npm run build` read and checked
 * (scripts/build.ts), serialized: `next build`'s workers read that instead of every file of
 * content again, each parsing them all (at the bench's x1000, 22,000 files, a gigabyte a
 * worker while it parsed).
 */
export const CONTENT_SNAPSHOT_VARIABLE = 'VIGIA_CONTENT_SNAPSHOT';

/**
 * The content with each doc's body replaced by its digest: `next build`'s workers read every
 * doc's compile back from the build cache by that digest, and never compile one (the bodies
 * were most of what each worker kept). Posts keep theirs: the
 * blog's pages cut excerpts from them. A doc in several lists stays one object.
 */
export function withoutDocBodies(content: ContentSet): ContentSet {
  const stripped = new Map<Doc, Doc>();
  const strip = (doc: Doc): Doc => {
    let copy = stripped.get(doc);
    if (!copy) {
      copy = { ...doc, body: '', bodyDigest: bodyDigestOf(doc) };
      stripped.set(doc, copy);
    }
    return copy;
  };
  const stripAll = (docs: ContentSet['docs']) =>
    Object.fromEntries(Object.entries(docs).map(([locale, list]) => [locale, list.map(strip)])) as ContentSet['docs'];
  return {
    ...content,
    docs: stripAll(content.docs),
    versions: content.versions.map((version) => ({ ...version, docs: stripAll(version.docs) })),
  };
}

/** Writes the snapshot `next build`'s workers read (`withoutDocBodies`), whole or not at all. */
export function writeContentSnapshot(file: string, content: ContentSet): void {
  const partial = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(partial, v8.serialize(withoutDocBodies(content)));
  fs.renameSync(partial, file);
}

/** The snapshot's content, if the build wrote one (it is there once the precompile has ended). */
export function readContentSnapshot(): ContentSet | undefined {
  const file = process.env[CONTENT_SNAPSHOT_VARIABLE];
  if (!file || !fs.existsSync(file)) return undefined;
  return v8.deserialize(fs.readFileSync(file)) as ContentSet;
}
