import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '@/lib/content';
import { listSiteClientModules } from '@/scripts/bench/client-costs.mjs';
import { generateScaledContent } from '@/scripts/bench/generate-content.mjs';
import { parseBuildPhases, toSeconds } from '@/scripts/bench/build-phases.mjs';
import { findPageAssets, gzipSize } from '@/scripts/bench/measure-pages.mjs';
import { measureSearchFirstQuery } from '@/scripts/bench/measure-search.mjs';

describe('findPageAssets', () => {
  it('counts script src and modulepreload as first-load JS, stylesheets as CSS', () => {
    const html = [
      '<link rel="stylesheet" href="/_next/a.css" data-precedence="next"/>',
      '<link rel="modulepreload" href="/_next/m.js"/>',
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/later.js"/>',
      '<script src="/_next/main.js" async=""></script>',
      '<script src="/_next/legacy.js" noModule=""></script>',
      '<script>self.__next_f.push([1,""])</script>',
    ].join('');
    expect(findPageAssets(html)).toEqual({ scripts: ['/_next/m.js', '/_next/main.js'], styles: ['/_next/a.css'], preloads: ['/_next/later.js'] });
  });
});

describe('generateScaledContent', () => {
  it('writes valid content with scale times the docs, leaving the source alone', () => {
    const target = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-content-'));
    const source = 'tests/fixtures/content/valid';
    const before = fs.readFileSync(`${source}/sidebar.json`, 'utf8');
    expect(generateScaledContent(source, target, 3)).toEqual({ docs: 12 });
    const content = loadContent(target, 'tests/fixtures/public');
    expect(content.docs.en).toHaveLength(12);
    expect(content.docs.es.map((d) => d.id)).toContain('copies-2/guide/setup');
    expect(content.docs.en.find((d) => d.id === 'copies-1/intro')!.title).toBe('Introduction 1');
    expect(fs.readFileSync(`${source}/sidebar.json`, 'utf8')).toBe(before);
  });
});

describe('listSiteClientModules', () => {
  it('keeps the site\'s own client modules, once each, with their script chunks', () => {
    const manifest = {
      '[project]/node_modules/next/dist/esm/client/components/layout-router.js': { chunks: ['/_next/static/chunks/a.js'] },
      '[project]/components/site-link.tsx': { chunks: ['/_next/static/chunks/b.js', '/_next/static/chunks/b.css'] },
      '[project]/components/site-link.tsx <module evaluation>': { chunks: ['/_next/static/chunks/b.js'] },
      '[project]/components/docs/sidebar-tree.tsx': { chunks: ['/_next/static/chunks/b.js'] },
    };
    expect(listSiteClientModules(manifest)).toEqual([
      { module: 'components/docs/sidebar-tree.tsx', chunks: ['/_next/static/chunks/b.js'] },
      { module: 'components/site-link.tsx', chunks: ['/_next/static/chunks/b.js'] },
    ]);
  });
});

describe('measureSearchFirstQuery', () => {
  it('adds Pagefind\'s files and the largest index chunk of each language', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
    const write = (file: string, bytes: number) => {
      fs.mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
      fs.writeFileSync(path.join(out, file), Buffer.alloc(bytes));
    };
    const entry = JSON.stringify({ languages: { es: { hash: 'es_1', wasm: 'es', page_count: 15 } } });
    fs.mkdirSync(path.join(out, 'pagefind'), { recursive: true });
    fs.writeFileSync(path.join(out, 'pagefind/pagefind-entry.json'), entry);
    write('pagefind/pagefind.js', 0);
    write('pagefind/pagefind-worker.js', 0);
    write('pagefind/wasm.es.pagefind', 1000);
    write('pagefind/pagefind.es_1.pf_meta', 100);
    write('pagefind/index/es_a.pf_index', 30);
    write('pagefind/index/es_b.pf_index', 50);
    write('pagefind/index/en_c.pf_index', 9999);
    const scripts = 2 * gzipSize(Buffer.alloc(0));
    expect(measureSearchFirstQuery(out)).toEqual([{ language: 'es', pages: 15, indexChunks: 2, bytes: scripts + entry.length + 1000 + 100 + 50 }]);
    expect(measureSearchFirstQuery(path.join(out, 'nothing'))).toEqual([]);
  });
});

describe('parseBuildPhases', () => {
  const LOG = ['✓ Compiled successfully in 6.8s', '  Finished TypeScript in 5.5s ...', '✓ Generating static pages using 2 workers (86/86) in 3.8s', 'Wrote 28 Markdown twins, /llms.txt and 72 Open Graph images in 2.1 s.', 'Content-Security-Policy written into 77 pages (0.7 KB a page before compression) in 0.1 s.', 'Search index written to out/pagefind/ (en: 15 pages, es: 15 pages) in 98 ms'].join('\n');
  it("reads each phase's own time from the log and leaves the rest of the wall time untimed", () => {
    const phases = parseBuildPhases(LOG, 21);
    expect(phases.map((p) => p.phase)).toEqual(['compile (Next.js)', 'type check (Next.js)', 'prerender (Next.js)', 'Open Graph images, twins, llms.txt', 'Content-Security-Policy', 'search index', 'start-up, config, page data, finalisation (untimed)']);
    expect(phases.at(-1)!.seconds).toBeCloseTo(21 - (6.8 + 5.5 + 3.8 + 2.1 + 0.1 + 0.098), 5);
  });
  it('leaves out a phase the build did not run (no type check)', () => {
    expect(parseBuildPhases('✓ Compiled successfully in 1s', 2).map((p) => p.phase)).toEqual(['compile (Next.js)', 'start-up, config, page data, finalisation (untimed)']);
  });
});

describe('toSeconds', () => {
  it('reads seconds and milliseconds as logged', () => {
    expect(toSeconds('98 ms')).toBe(0.098);
    expect(toSeconds('6.8s')).toBe(6.8);
  });
});
