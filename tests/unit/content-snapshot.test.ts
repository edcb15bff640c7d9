/**
 * `npm run build` hands the content it checked to `next build`'s workers as a snapshot
 * (lib/content/snapshot.ts): each worker read every file of content again before.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadContent } from '@/lib/content';
import { CONTENT_SNAPSHOT_VARIABLE, writeContentSnapshot } from '@/lib/content/snapshot';
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
  it('gives getContent the content the build checked, equal to a read of the files, without reading them', async () => {
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
    expect(read).toEqual(content);
    expect(read.assets).toBeInstanceOf(Map);
    expect(read.docs.es.length).toBeGreaterThan(0);
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
