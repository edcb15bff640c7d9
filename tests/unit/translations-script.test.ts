/**
 * `npm run translations` (scripts/translations.ts) on a scratch copy of a fixture.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'translations-'));
fs.cpSync('tests/fixtures/content/outdated-translation', scratch, { recursive: true });
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** `npm run translations -- …args`, as package.json runs it (bundled, scripts/run-bundled.mjs). */
function run(...args: string[]) {
  const result = spawnSync(process.execPath, ['scripts/run-bundled.mjs', 'scripts/translations.ts', ...args], {
    env: { ...process.env, CONTENT_DIR: scratch },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const intro = path.join(scratch, 'en/docs/intro.mdx');

describe('npm run translations', () => {
  it('reports the outdated translation in a table and the counts, and exits 0', () => {
    const { status, stdout } = run();
    expect(status).toBe(0);
    expect(stdout).toMatch(/^ {2}outdated {4}\S*en\/docs\/intro\.mdx +source changed/m);
    expect(stdout).toMatch(/^ {2}up to date {2}\S*en\/docs\/guide\/setup\.mdx$/m);
    expect(stdout).toContain('translations: 3 up to date, 3 outdated');
  });

  it('--check prints the same report and exits 1 while a translation is outdated', () => {
    const { status, stdout, stderr } = run('--check');
    expect(status).toBe(1);
    expect(stdout).toContain('translations: 3 up to date, 3 outdated');
    expect(stderr).toContain('translations --check: 3 translations are not up to date');
  });

  it('--mark records the source hash and changes no other byte of the file', () => {
    const before = fs.readFileSync(intro, 'utf8');
    const { status, stdout } = run('--mark', intro);
    expect(status).toBe(0);
    expect(stdout).toMatch(/marked .*en\/docs\/intro\.mdx: translationOf "[0-9a-f]{12}"/);
    const after = fs.readFileSync(intro, 'utf8');
    const changed = after.split('\n').filter((line, i) => line !== before.split('\n')[i]);
    expect(changed).toEqual([expect.stringMatching(/^translationOf: "[0-9a-f]{12}"$/)]);
    expect(after.replace(/^translationOf: .*\n/m, '')).toBe(before.replace(/^translationOf: .*\n/m, ''));
    expect(run().stdout).toContain('translations: 4 up to date, 2 outdated');
  });

  it('--mark refuses an original, an unknown file and a file outside the content, writing nothing', () => {
    const original = path.join(scratch, 'es/docs/intro.mdx');
    const before = fs.readFileSync(original, 'utf8');
    const unmarked = fs.readFileSync(intro, 'utf8').replace(/^translationOf: .*\n/m, '');
    fs.writeFileSync(intro, unmarked);
    const refused = run('--mark', intro, original);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/es\/docs\/intro\.mdx: is an original \(es\), not a translation/);
    // All or none: the valid file given first is not written either.
    expect(fs.readFileSync(intro, 'utf8')).toBe(unmarked);
    expect(fs.readFileSync(original, 'utf8')).toBe(before);
    expect(run('--mark', path.join(scratch, 'en/docs/nope.mdx')).stderr).toMatch(/nope\.mdx: no such file/);
    expect(run('--mark', 'package.json').stderr).toMatch(/package\.json: not a page of/);
  });
});
