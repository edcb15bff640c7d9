import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '@/lib/content';
import { listSiteClientModules } from '@/scripts/bench/client-costs.mjs';
import { generateScaledContent } from '@/scripts/bench/generate-content.mjs';
import { findPageAssets } from '@/scripts/bench/measure-pages.mjs';

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
    expect(generateScaledContent(source, target, 3)).toEqual({ docs: 9 });
    const content = loadContent(target, 'tests/fixtures/public');
    expect(content.docs.en).toHaveLength(9);
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
