/**
 * `npm run docs:version -- <name>` (scripts/docs-version.ts) on a copy of the `valid` fixture:
 * what a cut copies and records, that a translation keeps comparing with the original of its
 * own version, and that a bad name or a clash is one line and writes nothing.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContentSources } from '@/lib/content/sources';
import { setTranslationOf } from '@/lib/translations/front-matter';
import { shortSourceHash } from '@/lib/translations/hash';
import { buildTranslationReport } from '@/lib/translations/report';
import { FIXTURE_PUBLIC, FIXTURES } from './fixtures';
import { tempFolders } from './temp-files';

const temp = tempFolders('vigia-docs-version-');
afterAll(temp.clean);

/** Runs the command on the content at `dir`. */
function cut(dir: string, ...args: string[]) {
  const result = spawnSync('node', ['scripts/run-bundled.mjs', 'scripts/docs-version.ts', ...args], {
    env: { ...process.env, CONTENT_DIR: dir },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Every file below `dir` with its bytes, to compare before and after. */
function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => {
        const file = path.join(e.parentPath, e.name);
        return [path.relative(dir, file), fs.readFileSync(file).toString('base64')];
      }),
  );
}

/** The translation row of the English `intro.mdx` of the current docs or of version `version`. */
function introRow(dir: string, version?: string) {
  const folder = version ? `versioned_docs/version-${version}` : 'docs';
  return buildTranslationReport(readContentSources(dir, FIXTURE_PUBLIC).mdx).find(
    (row) => path.resolve(row.file) === path.join(dir, 'en', folder, 'intro.mdx'),
  );
}

let content: string;
beforeAll(() => {
  content = path.join(temp.make(), 'content');
  fs.cpSync(`${FIXTURES}/valid`, content, { recursive: true });
  // The English intro translates the Spanish one as it stands, as `npm run translations -- --mark` records.
  const english = path.join(content, 'en/docs/intro.mdx');
  const spanish = fs.readFileSync(path.join(content, 'es/docs/intro.mdx'), 'utf8');
  fs.writeFileSync(english, setTranslationOf(fs.readFileSync(english, 'utf8'), shortSourceHash(spanish)));
});

describe('npm run docs:version', () => {
  it("copies every locale's docs with the files beside them and the sidebar, and lists the versions newest first", () => {
    const first = cut(content, '1.0');
    expect(first.status, first.stderr).toBe(0);
    expect(cut(content, '2.0').status).toBe(0);
    expect(JSON.parse(fs.readFileSync(path.join(content, 'versions.json'), 'utf8'))).toEqual(['2.0', '1.0']);
    for (const locale of ['es', 'en'])
      for (const file of ['intro.mdx', 'guide/setup.mdx', 'guide/usage/index.mdx', 'guide/img/panel.png'])
        expect(fs.readFileSync(path.join(content, locale, 'versioned_docs/version-1.0', file))).toEqual(
          fs.readFileSync(path.join(content, locale, 'docs', file)),
        );
    expect(fs.readFileSync(path.join(content, 'versioned_sidebars/version-1.0-sidebars.json'), 'utf8')).toBe(
      fs.readFileSync(path.join(content, 'sidebar.json'), 'utf8'),
    );
  });

  it('keeps a translation comparing with the original of its own version', () => {
    expect(introRow(content)?.status).toBe('up-to-date');
    expect(introRow(content, '1.0')?.status).toBe('up-to-date');
    // The Spanish current intro changes: the current English one is now behind, 1.0's is not.
    fs.appendFileSync(path.join(content, 'es/docs/intro.mdx'), '\nUn cambio posterior a la versión 1.0.\n');
    expect(introRow(content)?.status).toBe('outdated');
    expect(introRow(content, '1.0')?.status).toBe('up-to-date');
    expect(path.resolve(introRow(content, '1.0')?.sourceFile ?? '')).toBe(
      path.join(content, 'es/versioned_docs/version-1.0/intro.mdx'),
    );
  });

  it('refuses a bad name or one already cut in one line, and writes nothing', () => {
    const before = snapshot(content);
    for (const [name, says] of [
      ['1/0', /^docs:version: version name "1\/0" must not include a slash .*; nothing was written$/],
      ['1.0', /^docs:version: version "1\.0" already exists in content\/versions\.json; nothing was written$/],
    ] as const) {
      const result = cut(content, name);
      expect(result.status, name).toBe(1);
      expect(result.stderr.trim(), name).toMatch(says);
      expect(result.stderr.trim().split('\n'), name).toHaveLength(1);
    }
    expect(snapshot(content)).toEqual(before);
  });
});
