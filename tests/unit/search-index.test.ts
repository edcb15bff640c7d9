import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { partIndexesFor } from '@/lib/search/pagefind';
import {
  buildSearchIndex,
  PART_PAGES_VARIABLE,
  partPages,
  splitIntoParts,
  versionIndexFolder,
} from '@/scripts/search-index';

let siteDir = '';

function writeSite(pages: Record<string, string>) {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
  for (const [file, html] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
    fs.writeFileSync(path.join(siteDir, file), html);
  }
}

let cacheDir = '';
afterEach(() => {
  fs.rmSync(siteDir, { recursive: true, force: true });
  if (cacheDir) fs.rmSync(cacheDir, { recursive: true, force: true });
});

const doc = (lang: string, title: string) =>
  `<html lang="${lang}"><body><nav>Menu</nav><article data-pagefind-body><h1>${title}</h1><p>Text.</p></article></body></html>`;

describe('buildSearchIndex', () => {
  it('writes one index per <html lang> with only the pages that mark a body', async () => {
    writeSite({
      'docs/a/index.html': doc('es', 'Autenticación'),
      'en/docs/a/index.html': doc('en', 'Authentication'),
      'blog/index.html': '<html lang="es"><body><h1>Blog</h1></body></html>',
    });
    const { languages } = await buildSearchIndex(siteDir);
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
  it('runs the step it is given while Pagefind indexes, on pages staged before it, and ends it before it returns', async () => {
    writeSite({ 'docs/a/index.html': doc('es', 'Autenticación') });
    const page = path.join(siteDir, 'docs/a/index.html');
    const seen: string[] = [];
    await buildSearchIndex(siteDir, undefined, undefined, async () => {
      // Begun before any index is written, so the two run side by side.
      seen.push(fs.existsSync(path.join(siteDir, 'pagefind/pagefind-entry.json')) ? 'after' : 'before');
      // As the policy step does: the page replaced by a new file, which the staged link does not see.
      fs.writeFileSync(`${page}.tmp`, doc('es', 'Autenticación').replace('<head>', '<head><meta name="x">'));
      fs.renameSync(`${page}.tmp`, page);
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen.push('ended');
    });
    expect(seen).toEqual(['before', 'ended']);
  });

  it('makes the index in parts past the pages a part holds, each language in every part it fills', async () => {
    writeSite({
      'docs/a/index.html': doc('es', 'Autenticación'),
      'docs/b/index.html': doc('es', 'Búsqueda'),
      'docs/c/index.html': doc('es', 'Campañas'),
      'en/docs/a/index.html': doc('en', 'Authentication'),
    });
    const { languages } = await buildSearchIndex(siteDir, undefined, 2);
    expect(languages).toEqual(
      expect.arrayContaining([
        { language: 'es', pages: 3 },
        { language: 'en', pages: 1 },
      ]),
    );
    const entryOf = (folder: string) =>
      JSON.parse(fs.readFileSync(path.join(siteDir, 'pagefind', folder, 'pagefind-entry.json'), 'utf8')).languages;
    // Part 0 is the index itself, with every language; part 1 holds the Spanish page dealt to it.
    expect(entryOf('')).toMatchObject({ es: { page_count: 2 }, en: { page_count: 1 } });
    expect(entryOf('parts/1/')).toEqual({ es: expect.objectContaining({ page_count: 1 }) });
    expect(fs.existsSync(path.join(siteDir, 'pagefind/parts/1/pagefind.js'))).toBe(false);
    expect(JSON.parse(fs.readFileSync(path.join(siteDir, 'pagefind/search.json'), 'utf8'))).toEqual({
      versions: [],
      parts: [{ index: 'parts/1/', languages: ['es'] }],
    });
  });
  it('fails when a page has no <html lang>', async () => {
    writeSite({ 'a/index.html': '<html><body><article data-pagefind-body><h1>A</h1></article></body></html>' });
    await expect(buildSearchIndex(siteDir)).rejects.toThrow(/without <html lang>/);
  });
  it('fails when no page marks a body to index', async () => {
    writeSite({ 'index.html': '<html lang="es"><body><h1>Hola</h1></body></html>' });
    await expect(buildSearchIndex(siteDir)).rejects.toThrow(/data-pagefind-body/);
  });

  it('indexes a cut version apart once, then reads its index from the build cache instead of indexing it again', async () => {
    const pages = {
      'docs/next/a/index.html': doc('es', 'Actual'),
      'docs/1.0/a/index.html': doc('es', 'Antigua'),
      'en/docs/1.0/a/index.html': doc('en', 'Old'),
    };
    cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-cache-'));
    const entry = path.join(cacheDir, 'entry-1.0');
    fs.mkdirSync(entry);
    const versions = {
      values: ['docs/next', 'docs/1.0'],
      separate: [{ name: '1.0', value: 'docs/1.0', paths: ['/docs/1.0/a/', '/en/docs/1.0/a/'], entry }],
    };
    writeSite(pages);
    const first = await buildSearchIndex(siteDir, versions);
    // The main index leaves the version's pages out; the version's own index holds them, without a loader.
    expect(first.languages).toEqual([{ language: 'es', pages: 1 }]);
    expect(first.versions).toEqual([{ name: '1.0', reused: false }]);
    const own = path.join(siteDir, 'pagefind', versionIndexFolder('1.0'));
    const ownEntry = JSON.parse(fs.readFileSync(path.join(own, 'pagefind-entry.json'), 'utf8'));
    expect(ownEntry.languages.es.page_count).toBe(1);
    expect(ownEntry.languages.en.page_count).toBe(1);
    expect(fs.existsSync(path.join(own, 'pagefind.js'))).toBe(false);
    expect(JSON.parse(fs.readFileSync(path.join(siteDir, 'pagefind/search.json'), 'utf8'))).toEqual({
      versions: [{ value: 'docs/next' }, { value: 'docs/1.0', index: 'versions/1.0/' }],
      parts: [],
    });
    const stored = fs.readdirSync(path.join(entry, 'search'), { recursive: true }).sort();
    expect(stored).toContain('pagefind-entry.json');

    // A warm build: the same entry, so the stored index is linked in, not made again (a
    // page changed behind the cache's back shows which one the export got).
    fs.rmSync(siteDir, { recursive: true, force: true });
    writeSite({
      ...pages,
      'en/docs/1.0/a/index.html': doc('en', 'Changed'),
      'en/docs/1.0/b/index.html': doc('en', 'B'),
    });
    const second = await buildSearchIndex(siteDir, {
      ...versions,
      separate: [{ ...versions.separate[0]!, paths: [...versions.separate[0]!.paths, '/en/docs/1.0/b/'] }],
    });
    expect(second.versions).toEqual([{ name: '1.0', reused: true }]);
    const restored = path.join(siteDir, 'pagefind', versionIndexFolder('1.0'));
    expect(fs.readdirSync(restored, { recursive: true }).sort()).toEqual(stored);
    expect(JSON.parse(fs.readFileSync(path.join(restored, 'pagefind-entry.json'), 'utf8'))).toEqual(ownEntry);
  });
  it('names a version index folder by the version when the name is safe in an address', () => {
    expect(versionIndexFolder('1.0')).toBe('versions/1.0/');
    expect(versionIndexFolder('v 2 #beta')).toMatch(/^versions\/[0-9a-f]{12}\/$/);
  });
});

describe('splitIntoParts', () => {
  const languageOf = (file: string) => (file.startsWith('en/') ? 'en' : 'es');
  it('keeps every page in one part, without reading a language, when they fit', () => {
    const read: string[] = [];
    expect(splitIntoParts(['a', 'en/a'], 2, (f) => (read.push(f), 'es'))).toEqual([['a', 'en/a']]);
    expect(read).toEqual([]);
  });
  it("deals each language's pages in turn over as few parts as the limit allows", () => {
    expect(splitIntoParts(['a', 'b', 'c', 'en/a', 'en/b'], 2, languageOf)).toEqual([
      ['a', 'en/a'],
      ['b', 'en/b'],
      ['c'],
    ]);
  });
});

describe('partPages', () => {
  it('is 2,500 unless the variable says otherwise', () => {
    expect(partPages({})).toBe(2500);
    expect(partPages({ [PART_PAGES_VARIABLE]: '40' })).toBe(40);
  });
  it('names the variable when its value is not a whole number of 1 or more', () => {
    for (const value of ['0', '-3', '2.5', 'many'])
      expect(() => partPages({ [PART_PAGES_VARIABLE]: value })).toThrow(`${PART_PAGES_VARIABLE}=${value}:`);
  });
});

describe('partIndexesFor', () => {
  const parts = [
    { index: 'parts/1/', languages: ['es', 'en'] },
    { index: 'parts/2/', languages: ['es'] },
  ];
  it("lists the parts with pages in the page's language, falling back to its base language as Pagefind does", () => {
    expect(partIndexesFor(parts, 'es')).toEqual(['parts/1/', 'parts/2/']);
    expect(partIndexesFor(parts, 'en-gb')).toEqual(['parts/1/']);
    expect(partIndexesFor(parts, 'fr')).toEqual([]);
  });
});
