/**
 * Bad versioned content must stop `npm run build` naming the file: versions.json that is not
 * a list of names, a version without its folder, a versioned sidebar naming a doc the
 * version lacks, a link from one version into a doc another version removed. Each scenario
 * is the `valid` fixture with a version cut by `npm run docs:version`, then broken, and run
 * through the build's content check (./content-check.ts; bad-content.test.ts proves the
 * build stops on what it finds).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkContentOf } from './content-check';

const SCRATCH = '.scratch/bad-versions';
afterAll(() => fs.rmSync(SCRATCH, { recursive: true, force: true }));

/** A copy of the valid fixture with version 1.0 cut, changed by `breakIt`. */
function scenario(name: string, breakIt: (dir: string) => void): string {
  const dir = path.join(SCRATCH, name);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync('tests/fixtures/content/valid', dir, { recursive: true });
  const cut = spawnSync('node', ['scripts/run-bundled.mjs', 'scripts/docs-version.ts', '1.0'], {
    env: { ...process.env, CONTENT_DIR: dir },
    encoding: 'utf8',
  });
  expect(cut.status, cut.stderr).toBe(0);
  breakIt(dir);
  return dir;
}

describe('npm run build on bad versioned content', () => {
  it('stops on a versions.json that is not a list of names', () => {
    const dir = scenario('versions-not-a-list', (d) => fs.writeFileSync(`${d}/versions.json`, '{ "1.0": true }\n'));
    const { status, output } = checkContentOf(dir);
    expect(status).not.toBe(0);
    expect(output).toContain(`${dir}/versions.json: file: must be a list of version names`);
  });

  it('stops on a version without its folder', () => {
    const dir = scenario('version-without-folder', (d) => fs.writeFileSync(`${d}/versions.json`, '["1.0", "0.9"]\n'));
    const { status, output } = checkContentOf(dir);
    expect(status).not.toBe(0);
    expect(output).toContain(
      `${dir}/versions.json: versions: version "0.9" has no folder ${dir}/es/versioned_docs/version-0.9`,
    );
  });

  it('stops on a versioned sidebar naming a doc the version lacks', () => {
    const dir = scenario('versioned-sidebar-unknown-doc', (d) => {
      const file = `${d}/versioned_sidebars/version-1.0-sidebars.json`;
      const sidebar = JSON.parse(fs.readFileSync(file, 'utf8'));
      sidebar.items.push('guide/removed');
      fs.writeFileSync(file, JSON.stringify(sidebar));
    });
    const { status, output } = checkContentOf(dir);
    expect(status).not.toBe(0);
    expect(output).toContain(
      `${dir}/versioned_sidebars/version-1.0-sidebars.json: items: "guide/removed" is not a doc`,
    );
    expect(output).toContain('create content/es/versioned_docs/version-1.0/guide/removed.mdx or remove the entry');
  });

  it('stops on a link from one version into a doc another version removed', () => {
    const dir = scenario('link-into-removed-doc', (d) => {
      // The current docs drop guide/usage; version 1.0 still links to it at /docs/next/.
      for (const locale of ['es', 'en']) fs.rmSync(`${d}/${locale}/docs/guide/usage`, { recursive: true });
      const sidebar = JSON.parse(fs.readFileSync(`${d}/sidebar.json`, 'utf8'));
      sidebar.items[1].items = ['guide/setup'];
      fs.writeFileSync(`${d}/sidebar.json`, JSON.stringify(sidebar));
      fs.appendFileSync(
        `${d}/en/versioned_docs/version-1.0/intro.mdx`,
        '\nSee [what comes next](/docs/next/guide/usage).\n',
      );
    });
    const { status, output } = checkContentOf(dir);
    expect(status).not.toBe(0);
    expect(output).toMatch(
      new RegExp(
        `${dir}/en/versioned_docs/version-1.0/intro.mdx: body: line \\d+: link "/docs/next/guide/usage" points to no page`,
      ),
    );
  });
});
