import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSearchIndex } from '@/scripts/search-index';

let siteDir = '';

function writeSite(pages: Record<string, string>) {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
  for (const [file, html] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
    fs.writeFileSync(path.join(siteDir, file), html);
  }
}

afterEach(() => fs.rmSync(siteDir, { recursive: true, force: true }));

const doc = (lang: string, title: string) =>
  `<html lang="${lang}"><body><nav>Menu</nav><article data-pagefind-body><h1>${title}</h1><p>Text.</p></article></body></html>`;

describe('buildSearchIndex', () => {
  it('writes one index per <html lang> with only the pages that mark a body', async () => {
    writeSite({
      'docs/a/index.html': doc('es', 'Autenticación'),
      'en/docs/a/index.html': doc('en', 'Authentication'),
      'blog/index.html': '<html lang="es"><body><h1>Blog</h1></body></html>',
    });
    const languages = await buildSearchIndex(siteDir);
    expect(languages).toEqual(
      expect.arrayContaining([
        { language: 'es', pages: 1 },
        { language: 'en', pages: 1 },
      ]),
    );
    expect(fs.existsSync(path.join(siteDir, 'pagefind/pagefind.js'))).toBe(true);
    expect(fs.existsSync(path.join(siteDir, 'pagefind/pagefind-ui.js'))).toBe(false);
    expect(fs.existsSync(path.join(siteDir, 'pagefind/wasm.es.pagefind'))).toBe(true);
    expect(fs.existsSync(path.join(siteDir, 'pagefind/wasm.unknown.pagefind'))).toBe(false);
  });
  it('fails when a page has no <html lang>', async () => {
    writeSite({ 'a/index.html': '<html><body><article data-pagefind-body><h1>A</h1></article></body></html>' });
    await expect(buildSearchIndex(siteDir)).rejects.toThrow(/without <html lang>/);
  });
  it('fails when no page marks a body to index', async () => {
    writeSite({ 'index.html': '<html lang="es"><body><h1>Hola</h1></body></html>' });
    await expect(buildSearchIndex(siteDir)).rejects.toThrow(/data-pagefind-body/);
  });
});
