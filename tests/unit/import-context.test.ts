import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { childImportContext, type ImportContext } from '@/lib/import/import-context';
import { discardStaging } from '@/lib/import/staging';

const project = fs.mkdtempSync(path.join(os.tmpdir(), 'import-context-'));
afterEach(() => fs.rmSync(project, { recursive: true, force: true }));

describe('childImportContext', () => {
  it('reads mapped files under their virtual names, in a staging of its own, with empty reports', () => {
    const parent = {
      options: { site: 'site', project, force: false, prefix: '', defaultLocale: 'en' },
      staging: { dir: path.join(project, 'parent'), project },
      files: ['docs/a.md'],
      realPath: (file: string) => file,
      skipped: [{ item: 'x', reason: 'y' }],
      collisions: ['c'],
      fixes: ['f'],
      counts: new Map([['docs', 1]]),
      texts: ['t'],
      written: ['w'],
      trailingSlash: undefined,
      authorIds: new Map(),
      inlineTags: new Map(),
    } as unknown as ImportContext;
    const toReal = new Map([
      ['docs/b.md', 'versioned_docs/version-1.0/b.md'],
      ['docs/a.md', 'versioned_docs/version-1.0/a.md'],
    ]);
    const child = childImportContext(parent, toReal, { version: '1.0' });
    expect(child.files).toEqual(['docs/a.md', 'docs/b.md']);
    expect(child.realPath('docs/b.md')).toBe('versioned_docs/version-1.0/b.md');
    expect(child.realPath('blog/p.md')).toBe('blog/p.md');
    expect(child.version).toBe('1.0');
    expect(child.staging.dir).not.toBe(parent.staging.dir);
    expect(fs.existsSync(path.join(child.staging.dir, 'content'))).toBe(true);
    expect([child.skipped, child.collisions, child.fixes, child.texts, child.written]).toEqual([[], [], [], [], []]);
    expect(child.counts.size).toBe(0);
    expect(parent.collisions).toEqual(['c']);
    discardStaging(child.staging);
  });
});
