/**
 * A real `next build` of a fixture whose Spanish intro doc, `hola` post and standalone
 * page changed after their English translations were marked: the build still succeeds,
 * prints one line of counts, and the outdated pages (only they) carry the notice.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A custom distDir receives the export itself (next/dist/export/utils.js), not out/.
const distDir = '.next-bad-outdated-translation';
let build: { status: number | null; output: string };

beforeAll(() => {
  const result = spawnSync('npx', ['next', 'build'], {
    env: { ...process.env, CONTENT_DIR: 'tests/fixtures/content/outdated-translation', NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
  });
  build = { status: result.status, output: `${result.stdout}${result.stderr}` };
}, 180_000);
afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

const html = (route: string) => fs.readFileSync(path.join(distDir, route, 'index.html'), 'utf8');

describe('npm run build with an outdated translation', () => {
  it('succeeds and prints the counts in one line, once (not once per worker)', () => {
    expect(build.status, build.output).toBe(0);
    expect(build.output.match(/^translations: .*$/gm)).toEqual(['translations: 3 up to date, 3 outdated']);
  });

  it('shows an outdated doc, post and page a note above the title, with a link to the Spanish page, kept out of the search index', () => {
    const notice = (route: string) => `<p class="translation-notice" role="note" data-pagefind-ignore="true">This translation may be out of date: the Spanish original has changed since it was translated. <a href="/${route}/" hrefLang="es" lang="es">Leer el original en español</a></p><h1>`;
    expect(html('en/docs/intro')).toContain(`${notice('docs/intro')}Introduction</h1>`);
    expect(html('en/blog/hola')).toContain(`${notice('blog/hola')}Hello</h1>`);
    expect(html('en/markdown-page')).toContain(`${notice('markdown-page')}About</h1>`);
  });

  it('shows no notice on up-to-date translations and on the originals', () => {
    for (const route of ['en/docs/guide/setup', 'en/blog/cambios', 'docs/intro', 'blog/hola', 'markdown-page']) {
      expect(html(route), route).not.toContain('translation-notice');
    }
  });
});
