/**
 * A real `next build` of content whose Spanish intro doc, `cambios` post and `markdown-page`
 * changed after their English translations were marked: the build still succeeds, prints
 * one line of counts, and the outdated pages (only they) carry the notice. The build is
 * `npm run build:base-path` (the `valid` fixture, for /vigia/, into out-vigia/), which
 * `npm test` runs anyway; this reads its export and its log, and runs it only when they
 * are missing (this file alone).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE_PATH_EXPORT, BASE_PATH_LOG, SUCCEEDED } from '@/scripts/build-base-path';

let output = '';

beforeAll(() => {
  if (!fs.existsSync(BASE_PATH_LOG) || !fs.existsSync(path.join(BASE_PATH_EXPORT, 'index.html'))) {
    spawnSync('node', ['scripts/run-bundled.mjs', 'scripts/build-base-path.ts'], { encoding: 'utf8' });
  }
  output = fs.readFileSync(BASE_PATH_LOG, 'utf8');
}, 180_000);

const html = (route: string) => fs.readFileSync(path.join(BASE_PATH_EXPORT, route, 'index.html'), 'utf8');

describe('npm run build with outdated translations', () => {
  it('succeeds and prints the counts in one line, once (not once per worker)', () => {
    expect(output.trimEnd().split('\n').at(-1), output).toMatch(new RegExp(`^${SUCCEEDED} in `));
    expect(output.match(/^translations: .*$/gm)).toEqual(['translations: 2 up to date, 3 outdated, 2 untracked']);
  });

  it('shows an outdated doc, post and page a note above the title, with a link to the Spanish page under the base path, kept out of the search index', () => {
    const notice = (route: string) =>
      `<p class="translation-notice" role="note" data-pagefind-ignore="true">This translation may be out of date: the Spanish original has changed since it was translated. <a href="/vigia/${route}/" hrefLang="es" lang="es">Leer el original en español</a></p><h1>`;
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
