import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  addMissingIntegrity,
  applyPolicy,
  buildPagePolicy,
  findInlineScripts,
  findInlineStyles,
  findStyleAttributes,
  hashSource,
} from '@/lib/security/csp';

const PAGE =
  '<!DOCTYPE html><html lang="es"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/_next/static/a.css" data-precedence="next"/><script src="/_next/static/x.js" async=""></script><style>.a{color:red}</style><script>self.__next_f.push([1,"a"])</script></head><body><script type="application/ld+json">{}</script></body></html>';

describe('findInlineScripts', () => {
  it('returns the text of scripts without src, in order', () => {
    expect(findInlineScripts(PAGE)).toEqual(['self.__next_f.push([1,"a"])', '{}']);
  });
});

describe('findInlineStyles', () => {
  it('returns the text of <style> elements', () => {
    expect(findInlineStyles(PAGE)).toEqual(['.a{color:red}']);
  });
});

describe('hashSource', () => {
  it("hashes the UTF-8 text as the browser does ('sha256-…' of the empty string)", () => {
    expect(hashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});

describe('applyPolicy', () => {
  it('puts the policy right after the charset, before any script or style, with the hashes of that page only', () => {
    const html = applyPolicy(PAGE);
    expect(html).toMatch(
      /^<!DOCTYPE html><html lang="es"><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="[^"]+"\/><link/,
    );
    const policy = html.match(/content="([^"]+)"/)![1]!;
    expect(policy).toContain(`script-src 'self' ${hashSource('self.__next_f.push([1,"a"])')}`);
    expect(policy).toContain(`style-src 'self' ${hashSource('.a{color:red}')}`);
    expect(policy).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\s\*/);
  });
  it('replaces its own policy when run again (idempotent)', () => {
    expect(applyPolicy(applyPolicy(PAGE))).toBe(applyPolicy(PAGE));
  });
});

describe('findStyleAttributes', () => {
  it('finds a style attribute outside scripts, and ignores one inside script text', () => {
    expect(findStyleAttributes('<div style="color:red"></div>')).toEqual(['color:red']);
    expect(findStyleAttributes('<script>x = \'<div style="a">\'</script>')).toEqual([]);
  });
});

describe('style attributes (content writes style={{…}})', () => {
  it('reads their values as the browser hashes them, entities decoded', () => {
    expect(
      findStyleAttributes('<span style="background-color:#25c2a0;font-family:&quot;A&quot;">x</span><p>style="no"</p>'),
    ).toEqual(['background-color:#25c2a0;font-family:"A"']);
  });

  it('allows each one by its hash with unsafe-hashes, and never unsafe-inline', () => {
    const policy = buildPagePolicy('<html><head></head><body><span style="color:red">x</span></body></html>');
    expect(policy).toContain(`style-src 'self' 'unsafe-hashes' ${hashSource('color:red')}`);
    expect(policy).not.toContain('unsafe-inline');
  });

  it('leaves unsafe-hashes out of a page without any', () => {
    expect(buildPagePolicy('<html><head></head><body><p>x</p></body></html>')).not.toContain('unsafe-hashes');
  });
});

describe('addMissingIntegrity', () => {
  it('adds the sha256 of a script that has none, and keeps the one Next wrote', () => {
    const html = addMissingIntegrity(
      '<script src="/a.js" async=""></script><script src="/b.js" integrity="sha256-keep"></script>',
      () => Buffer.from(''),
    );
    expect(html).toBe(
      '<script src="/a.js" async="" integrity="sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU="></script><script src="/b.js" integrity="sha256-keep"></script>',
    );
  });
  it('adds the sha256 of the stylesheet the href names', () => {
    const html = addMissingIntegrity(PAGE, (href) => (href === '/_next/static/a.css' ? Buffer.from('') : undefined));
    expect(html).toContain(
      '<link rel="stylesheet" href="/_next/static/a.css" data-precedence="next" integrity="sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU="/>',
    );
  });
});

describe('deploy configurations', () => {
  it('deploy/nginx.conf and public/_headers are up to date with lib/security/headers.ts', () => {
    expect(() =>
      execFileSync('node', ['scripts/run-bundled.mjs', 'scripts/write-deploy-configs.ts', '--check'], {
        stdio: 'pipe',
      }),
    ).not.toThrow();
  });
});
