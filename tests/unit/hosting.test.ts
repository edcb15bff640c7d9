import { describe, expect, it } from 'vitest';
import { buildHostingScript, buildSiteSections, guessServedBasePath, toCleanPath } from '@/lib/hosting';

describe('toCleanPath', () => {
  it('drops .html and index.html, keeping the base path', () => {
    expect(toCleanPath('/docs/intro.html')).toBe('/docs/intro/');
    expect(toCleanPath('/docs/intro/index.html')).toBe('/docs/intro/');
    expect(toCleanPath('/vigia/en/blog/index.html')).toBe('/vigia/en/blog/');
    expect(toCleanPath('/index.html')).toBe('/');
  });
  it('leaves clean addresses alone', () => {
    expect(toCleanPath('/docs/intro/')).toBe('/docs/intro/');
    expect(toCleanPath('/blog/rss.xml')).toBe('/blog/rss.xml');
  });
});

describe('guessServedBasePath', () => {
  const sections = ['en', 'docs', 'blog'];
  it('takes what comes before the first section of the site', () => {
    expect(guessServedBasePath('/x/docs/intro/', sections)).toBe('/x/');
    expect(guessServedBasePath('/x/y/en/docs/intro/', sections)).toBe('/x/y/');
    expect(guessServedBasePath('/docs/intro/', sections)).toBe('/');
  });
  it("falls back to the address' folder (a home page)", () => {
    expect(guessServedBasePath('/x/', sections)).toBe('/x/');
    expect(guessServedBasePath('/x/index.html', sections)).toBe('/x/');
  });
});

describe('buildSiteSections', () => {
  it('lists the prefixed locales and the first segment of every route', () => {
    expect(buildSiteSections(['/', '/docs/intro', '/docs/api/users', '/blog', '/markdown-page'], ['en'])).toEqual(['en', 'docs', 'blog', 'markdown-page']);
  });
});

describe('buildHostingScript', () => {
  const options = { basePath: '/vigia', sections: ['docs'], texts: { en: { title: 'T', text: '{built} {served}' } } };
  it('is valid JavaScript, small enough for every page', () => {
    const script = buildHostingScript(options);
    expect(() => new Function(script)).not.toThrow();
    expect(script.length).toBeLessThan(1500);
  });
  it('replaces the address on a real page and reloads it from the not-found page', () => {
    expect(buildHostingScript(options)).toContain('history.replaceState');
    expect(buildHostingScript({ ...options, notFound: true })).toContain('l.replace(');
  });
});
