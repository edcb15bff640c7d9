/**
 * A rebuild keeps what did not change and gives the export a clean build gives. It works on
 * the copy of the project that `npm run build:imported` builds from a clean state (the
 * imported Docusaurus fixture: tabs, math, code marks, both locales), whose export is
 * out-docusaurus/: edit one doc and rebuild (only that body is compiled again, and the page
 * shows the edit), put it back and rebuild: the export equals the clean one byte for byte.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareExports } from '@/scripts/compare-exports.mjs';
import { copyEnv } from '@/scripts/copy-project.mjs';

const PROJECT = '.scratch/docusaurus-import';
const CLEAN_EXPORT = 'out-docusaurus';
const DOC = path.join(PROJECT, 'content', 'en', 'docs', 'intro.md');
const MARKER = 'A sentence added to prove the rebuild took the edit.';

function build(): { status: number | null; output: string } {
  const result = spawnSync('npm', ['run', '-s', 'build'], { cwd: PROJECT, env: { ...copyEnv(), NEXT_TELEMETRY_DISABLED: '1' }, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

let original = '';
let edited: ReturnType<typeof build>;
let editedPage = '';
let restored: ReturnType<typeof build>;

beforeAll(() => {
  // Alone (`npx vitest run tests/build/warm-rebuild.test.ts`), make the clean build first.
  if (!fs.existsSync(path.join(PROJECT, '.next')) || !fs.existsSync(CLEAN_EXPORT)) {
    const result = spawnSync('node', ['scripts/build-imported-fixture.mjs'], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`npm run build:imported failed:\n${result.stdout}${result.stderr}`);
  }
  original = fs.readFileSync(DOC, 'utf8');
  fs.writeFileSync(DOC, `${original.trimEnd()}\n\n${MARKER}\n`);
  try {
    edited = build();
    editedPage = fs.readFileSync(path.join(PROJECT, 'out', 'en', 'docs', 'intro', 'index.html'), 'utf8');
  } finally {
    fs.writeFileSync(DOC, original);
  }
  restored = build();
}, 300_000);

afterAll(() => {
  if (original) fs.writeFileSync(DOC, original);
});

describe('a rebuild after one doc changed', () => {
  it('compiles that one body again, reads every other from the cache, and the page shows the edit', () => {
    expect(edited.status, edited.output).toBe(0);
    expect(edited.output).toMatch(/^MDX: 1 of \d+ bodies compiled/m);
    expect(edited.output).toMatch(/Open Graph images \(0 drawn,/);
    expect(editedPage).toContain(MARKER);
  });

  it('gives, once the doc is put back, the export of a clean build byte for byte', () => {
    expect(restored.status, restored.output).toBe(0);
    expect(restored.output).toMatch(/^MDX: 0 of \d+ bodies compiled/m);
    expect(compareExports(CLEAN_EXPORT, path.join(PROJECT, 'out'))).toEqual([]);
  });
});
