/**
 * Bad content must stop `npm run build` itself, with the file and the field in the
 * output. The first test builds a bad fixture into a scratch folder of its own; the others
 * run the build's content check alone (./content-check.ts), which is what stops it.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { checkContentOf } from './content-check';

const scratch: string[] = [];
afterAll(() => scratch.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function buildWith(scenario: string) {
  const distDir = `.next-bad-${scenario}`;
  scratch.push(distDir);
  const result = spawnSync('npm', ['run', '-s', 'build'], {
    env: {
      ...process.env,
      CONTENT_DIR: `tests/fixtures/content/${scenario}`,
      NEXT_DIST_DIR: distDir,
      NEXT_TELEMETRY_DISABLED: '1',
    },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('npm run build on bad content', () => {
  it('stops on an unknown tag, naming the file and the field, as its content check alone does', () => {
    const { status, output } = buildWith('unknown-tag');
    expect(status).not.toBe(0);
    expect(output).toContain('tests/fixtures/content/unknown-tag/es/blog/hola.mdx: tags: "noticias" is not a tag');
    const checked = checkContentOf('tests/fixtures/content/unknown-tag');
    expect(checked.status).not.toBe(0);
    expect(output).toContain(checked.output.trim().split('\n').slice(-4).join('\n'));
  });

  it('stops on a link to a page that does not exist, naming the file and the line', () => {
    const { status, output } = checkContentOf('tests/fixtures/content/broken-link');
    expect(status).not.toBe(0);
    expect(output).toContain(
      'tests/fixtures/content/broken-link/en/docs/guide/setup.mdx: body: line 15: link "/docs/guide/missing" points to no page',
    );
  });
});
