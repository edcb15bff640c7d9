/**
 * A real `next build` of content whose Spanish intro doc, `cambios` post and `markdown-page`
 * changed after their English translations were marked: the build still succeeds, prints
 * one line of counts, and the outdated pages (only they) carry the notice. The build is
 * `npm run build:fixture` (the `valid` fixture, into out-fixture/), which `npm test` runs
 * after `npm run build` anyway; this reads its export and its log, and runs both builds only
 * when they are missing (this file alone).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_EXPORT, FIXTURE_LOG, SUCCEEDED } from '@/scripts/build-fixture';

let output = '';

beforeAll(() => {
  if (!fs.existsSync(FIXTURE_LOG) || !fs.existsSync(path.join(FIXTURE_EXPORT, 'index.html'))) {
    spawnSync('npm', ['run', '-s', 'build'], { encoding: 'utf8' });
    spawnSync('node', ['scripts/run-bundled.mjs', 'scripts/build-fixture.ts'], { encoding: 'utf8' });
  }
  output = fs.readFileSync(FIXTURE_LOG, 'utf8');
}, 360_000);

const html = (route: string) => fs.readFileSync(path.join(FIXTURE_EXPORT, route, 'index.html'), 'utf8');

describe('npm run build with outdated translations', () => {
  it("reuses the site build's compile: content is read while the pages are prerendered, not compiled", () => {
    expect(output).toMatch(/^Next\.js: no compiled input changed since the last build/m);
    expect(output).not.toMatch(/Compiled successfully/);
  });

  it('succeeds and prints the counts in one line, once (not once per worker)', () => {
    expect(output.trimEnd().split('\n').at(-1), output).toMatch(new RegExp(`^${SUCCEEDED} in `));
    expect(output.match(/^translations: .*$/gm)).toEqual(['translations: 2 up to date, 3 outdated, 2 untracked']);
  });

  it('shows an outdated doc, post and page a note above the title, with a link to the Spanish page kept out of the search index', () => {
    const notice = (route: string) =>
      `<p class="translation-notice" role="note" data-pagefind-ignore="true">This translation may be out of date: the Spanish original has changed since it was translated. <a href="/${route}/" hrefLang="es" lang="es">Leer el original en español</a></p><h1>`;
    expect(html('en/docs/intro')).toContain(`${notice('docs/intro')}Introduction</h1>`);
    expect(html('en/blog/cambios')).toContain(`${notice('blog/cambios')}Changes</h1>`);
    expect(html('en/markdown-page')).toContain(`${notice('markdown-page')}About</h1>`);
  });

  it('shows no notice on up-to-date translations and on the originals', () => {
    for (const route of ['en/docs/guide/setup', 'en/blog/hola', 'docs/intro', 'blog/cambios', 'markdown-page']) {
      expect(html(route), route).not.toContain('translation-notice');
    }
  });
});
