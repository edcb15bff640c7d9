import { describe, expect, it } from 'vitest';
import { deferBundles, readDeferredScripts } from '@/lib/perf/deferred-bundles';
import { findPageAssets } from '@/scripts/bench/measure-pages';

const PAGE = [
  '<html><head><link rel="stylesheet" href="/_next/a.css"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/page.js" integrity="sha256-P"/>',
  '<link rel="preload" as="script" href="/_next/later.js"/>',
  '<script src="/_next/main.js" async="" integrity="sha256-M"></script>',
  '<script src="/_next/poly.js" noModule=""></script></head>',
  '<body><main>Hola</main><script>self.__next_f.push([1,"x"])</script>',
  '<script src="/_next/page.js" async="" integrity="sha256-P"></script><footer id="site-footer"></footer></body></html>',
].join('');

describe('deferBundles', () => {
  const deferred = deferBundles(PAGE);

  it('moves the async scripts and script preloads into one loader, integrity kept, where the last script was', () => {
    expect(deferred).not.toMatch(/<script src="\/_next\/(main|page)\.js"/);
    expect(deferred).not.toContain('rel="preload" as="script"');
    expect(readDeferredScripts(deferred)).toEqual([
      ['/_next/main.js', 'sha256-M'],
      ['/_next/page.js', 'sha256-P'],
      ['/_next/later.js', '', 1],
    ]);
    expect(deferred.indexOf('id="deferred-bundles"')).toBeGreaterThan(deferred.indexOf('self.__next_f.push'));
    expect(deferred.indexOf('id="deferred-bundles"')).toBeLessThan(deferred.indexOf('<footer'));
  });

  it('leaves the stylesheet, the RSC payload and noModule scripts alone, and runs once per page', () => {
    expect(deferred).toContain('<link rel="stylesheet" href="/_next/a.css"/>');
    expect(deferred).toContain('<script>self.__next_f.push([1,"x"])</script>');
    expect(deferred).toContain('<script src="/_next/poly.js" noModule=""></script>');
    expect(deferBundles(deferred)).toBe(deferred);
    expect(deferBundles('<html><body>static</body></html>')).toBe('<html><body>static</body></html>');
  });

  it('still counts the deferred scripts as first-load JavaScript in the bench', () => {
    expect(findPageAssets(deferred)).toEqual(findPageAssets(PAGE));
  });
});

describe('deferBundles with a gate (lib/security/sri-manifest.ts)', () => {
  const gated = deferBundles(PAGE, ['/_next/static/chunks/sri-0123.js', 'sha256-G']);

  it('loads the gate first, with its integrity, and the other scripts only once it has run, their integrity left to the gate', () => {
    expect(readDeferredScripts(gated)).toEqual([
      ['/_next/static/chunks/sri-0123.js', 'sha256-G'],
      ['/_next/main.js', ''],
      ['/_next/page.js', ''],
      ['/_next/later.js', '', 1],
    ]);
    expect(gated).not.toContain('sha256-M');
    expect(gated).not.toContain('sha256-P');
    expect(gated).toMatch(/e\.src="\/_next\/static\/chunks\/sri-0123\.js";e\.integrity="sha256-G";e\.onload=r;/);
  });

  it('counts the gate as first-load JavaScript in the bench', () => {
    expect(findPageAssets(gated).scripts).toEqual([
      '/_next/static/chunks/sri-0123.js',
      ...findPageAssets(PAGE).scripts,
    ]);
  });
});
