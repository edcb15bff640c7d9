/**
 * `npm run build` hands the content it checked to `next build`'s workers as a snapshot
 * (lib/content/snapshot.ts): each worker read every file of content again before.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadContent } from '@/lib/content';
import { CONTENT_SNAPSHOT_VARIABLE, withoutDocBodies, writeContentSnapshot } from '@/lib/content/snapshot';
import { bodyDigestOf } from '@/lib/mdx/body-lines';
import { compileKeyOf } from '@/lib/mdx/compile-cache';
import { FIXTURES } from './fixtures';

const saved = {
  CONTENT_DIR: process.env.CONTENT_DIR,
  [CONTENT_SNAPSHOT_VARIABLE]: process.env[CONTENT_SNAPSHOT_VARIABLE],
};
let dir = '';
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  fs.rmSync(dir, { recursive: true, force: true });
  vi.resetModules();
});

describe('the content snapshot', () => {
  it('gives getContent the content the build checked, equal to a read of the files but for the docs bodies, without reading them', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-snapshot-'));
    const content = loadContent(`${FIXTURES}/valid`, 'tests/fixtures/public');
    const file = path.join(dir, 'snapshot');
    writeContentSnapshot(file, content);
    expect(fs.readdirSync(dir)).toEqual(['snapshot']);
    // A folder that is not there: a read of content would throw.
    process.env.CONTENT_DIR = path.join(dir, 'not-there');
    process.env[CONTENT_SNAPSHOT_VARIABLE] = file;
    vi.resetModules();
    const { getContent } = await import('@/lib/content');
    const read = getContent();
    expect(read).toEqual(withoutDocBodies(content));
    expect(read.assets).toBeInstanceOf(Map);
    expect(read.docs.es.length).toBeGreaterThan(0);
  });

  it("holds no doc's body, only its digest, under which the doc's compile is found as with its body", () => {
    const content = loadContent(`${FIXTURES}/valid`, 'tests/fixtures/public');
    const snapshot = withoutDocBodies(content);
    const docs = [...content.docs.es, ...content.docs.en];
    const stripped = [...snapshot.docs.es, ...snapshot.docs.en];
    expect(docs.some((doc) => doc.body.length > 0)).toBe(true);
    expect(stripped.every((doc) => doc.body === '')).toBe(true);
    expect(stripped.map((doc) => doc.bodyDigest)).toEqual(docs.map(bodyDigestOf));
    const keyOf = (doc: (typeof docs)[number]) => compileKeyOf(doc, new Set(['/docs/intro']), new Map());
    expect(keyOf(docs[0]!)).toMatch(/^[0-9a-f]+$/);
    expect(stripped.map(keyOf)).toEqual(docs.map(keyOf));
    // One doc in the current version and in the docs list is one object still.
    const current = snapshot.versions.find((v) => v.docs.es.length > 0);
    if (current) expect(current.docs.es.every((doc) => stripped.includes(doc))).toBe(true);
    expect(snapshot.posts).toEqual(content.posts);
  });

  it('is not read before the build wrote it: the content is read from its files', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-snapshot-'));
    process.env.CONTENT_DIR = path.join(dir, 'not-there');
    process.env[CONTENT_SNAPSHOT_VARIABLE] = path.join(dir, 'snapshot');
    vi.resetModules();
    const { getContent } = await import('@/lib/content');
    expect(() => getContent()).toThrow();
  });
});
