import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '@/lib/content';
import { listSiteClientModules } from '@/scripts/bench/client-costs';
import { generateScaledContent } from '@/scripts/bench/generate-content';
import { PRECOMPILE_WAIT, parseBuildPhases, parseSelfTimedSteps, toSeconds } from '@/scripts/bench/build-phases';
import { findPageAssets, gzipSize } from '@/scripts/bench/measure-pages';
import { measureSearchFirstQuery } from '@/scripts/bench/measure-search';
import { processTreeRss, readStatLine, treeRss } from '@/scripts/bench/measure-process';

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
    expect(findPageAssets(html)).toEqual({
      scripts: ['/_next/m.js', '/_next/main.js'],
      styles: ['/_next/a.css'],
      preloads: ['/_next/later.js'],
    });
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
  it("keeps the site's own client modules, once each, with their script chunks", () => {
    const manifest = {
      '[project]/node_modules/next/dist/esm/client/components/layout-router.js': {
        chunks: ['/_next/static/chunks/a.js'],
      },
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
  it("adds Pagefind's files and the largest index chunk of each language", () => {
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
    expect(measureSearchFirstQuery(out)).toEqual([
      { language: 'es', pages: 15, indexChunks: 2, bytes: scripts + entry.length + 1000 + 100 + 50 },
    ]);
    expect(measureSearchFirstQuery(path.join(out, 'nothing'))).toEqual([]);
  });
});

describe('parseBuildPhases', () => {
  const timed = (pairs: [number, string][]) => pairs.map(([seconds, text]) => ({ seconds, text }));
  // `next build` starts beside the precompile (scripts/build.ts): their lines interleave.
  const LOG = timed([
    [0.4, 'KaTeX: 20 fonts in public/katex/fonts (0 copied)'],
    [0.9, '▲ Next.js 16.4.6 (Turbopack)'],
    [1.4, '  Creating an optimized production build ...'],
    [1.5, 'translations: 15 up to date, 0 outdated'],
    [5.9, "MDX: 36 of 36 bodies compiled (0 from the build cache), 6 of 6 posts' feed HTML, in 5.3 s."],
    [11.5, '✓ Compiled successfully in 10.1s'],
    [11.6, '  Skipping validation of types'],
    [11.7, '  Collecting page data using 2 workers ...'],
    [12.9, '  Generating static pages using 2 workers (0/87) ...'],
    [17.0, '✓ Generating static pages using 2 workers (87/87) in 4.1s'],
    [17.2, '  Finalizing page optimization ...'],
    [17.6, 'Route (app)'],
    [19.0, 'Wrote 72 Open Graph images (72 drawn, 0 from the build cache) in 1.2 s.'],
    [19.1, 'Post-build steps done in 1.3 s.'],
  ]);
  it('gives every second of the wall time to one phase, from landmark line to landmark line', () => {
    const phases = parseBuildPhases(LOG, 19.5);
    expect(phases.map((p) => [p.phase, Number(p.seconds.toFixed(2))])).toEqual([
      ['start-up, KaTeX fonts, content assets', 0.4],
      ['Next.js start-up and config', 1],
      // The precompile ran inside it (1.5 to 5.9 s): not a phase that adds to it.
      ['compile (Next.js, the MDX precompile beside it)', 10.1],
      ['type check (Next.js)', 0.1],
      ['page data (Next.js)', 1.3],
      ['prerender (Next.js)', 4.1],
      ['finalisation (Next.js)', 0.6],
      ['post-build: twins, OG images, CSP, search index', 1.5],
      ['the rest (exit)', 0.4],
    ]);
    expect(phases.reduce((sum, p) => sum + p.seconds, 0)).toBeCloseTo(19.5, 5);
  });
  it('gives the prerender its wait for a precompile that outlasts the compile and page data of Next.js', () => {
    const phases = parseBuildPhases(
      timed([
        [1, 'KaTeX: 20 fonts in public/katex/fonts (0 copied)'],
        [2, '  Creating an optimized production build ...'],
        [27, '✓ Compiled successfully in 25s'],
        [27.1, '  Collecting page data using 2 workers ...'],
        [35, '  Generating static pages using 2 workers (0/2265) ...'],
        [80, "MDX: 2214 of 2214 bodies compiled (0 from the build cache), 6 of 6 posts' feed HTML, in 78.9 s."],
        [167, '✓ Generating static pages using 2 workers (2265/2265) in 132s'],
      ]),
      170,
    );
    expect(phases.map((p) => [p.phase, Number(p.seconds.toFixed(2))])).toEqual([
      ['start-up, KaTeX fonts, content assets', 1],
      ['Next.js start-up and config', 1],
      ['compile (Next.js, the MDX precompile beside it)', 25],
      ['type check (Next.js)', 0.1],
      ['page data (Next.js)', 7.9],
      [PRECOMPILE_WAIT, 45],
      ['prerender (Next.js)', 87],
      ['the rest (exit)', 3],
    ]);
  });
  it('merges a phase whose landmark is missing into the next one', () => {
    const phases = parseBuildPhases(
      LOG.filter((l) => !l.text.startsWith('Route (app)')),
      19.5,
    );
    expect(phases.find((p) => p.phase === 'post-build: twins, OG images, CSP, search index')!.seconds).toBeCloseTo(
      2.1,
      5,
    );
    expect(phases.some((p) => p.phase === 'finalisation (Next.js)')).toBe(false);
  });
});

describe('parseSelfTimedSteps', () => {
  it('reads the times the steps print of themselves, minutes included', () => {
    const log = [
      "MDX: 36 of 36 bodies compiled (0 from the build cache), 6 of 6 posts' feed HTML, in 4.3 s.",
      '✓ Compiled successfully in 6.8s',
      '✓ Generating static pages using 2 workers (2265/2265) in 2.2min',
      'Search index written to out/pagefind/ (en: 15 pages) in 98 ms',
    ].join('\n');
    expect(parseSelfTimedSteps(log)).toEqual([
      { step: 'content check and MDX precompile', seconds: 4.3 },
      { step: 'compile (as Next.js times it)', seconds: 6.8 },
      { step: 'prerender (as Next.js times it)', seconds: 132 },
      { step: 'search index', seconds: 0.098 },
    ]);
  });
});

describe('toSeconds', () => {
  it('reads seconds and milliseconds as logged', () => {
    expect(toSeconds('98 ms')).toBe(0.098);
    expect(toSeconds('6.8s')).toBe(6.8);
    expect(toSeconds('2.2min')).toBeCloseTo(132, 5);
  });
});

describe('peak memory of a build (measure-process.ts, read from /proc)', () => {
  it('reads the process, its parent and resident memory of a stat line, whatever the command is called', () => {
    expect(
      readStatLine(
        '4242 (next-render (worker) 2) S 1 4100 4100 0 -1 4194560 0 0 0 0 0 0 0 0 20 0 1 0 5 100 250 1',
        4096,
      ),
    ).toEqual({ pid: 4242, ppid: 1, rss: 250 * 4096 });
  });

  it('sums a process and every process below it, a child in a group of its own (next build) too', () => {
    const processes = [
      { pid: 10, ppid: 1, rss: 100 }, // npm
      { pid: 11, ppid: 10, rss: 200 }, // the build
      { pid: 12, ppid: 11, rss: 400 }, // next build, detached
      { pid: 13, ppid: 12, rss: 800 }, // a render worker
      { pid: 20, ppid: 1, rss: 1600 }, // another program
    ];
    expect(treeRss(10, processes)).toBe(1500);
    expect(treeRss(12, processes)).toBe(1200);
    expect(treeRss(99, processes)).toBe(0);
    expect(processTreeRss(process.pid)).toBeGreaterThanOrEqual(process.memoryUsage().rss * 0.9);
  });
});
