import { describe, expect, it } from 'vitest';
import { absoluteUrl, docEditHref, docRoute, localizePath, postRoute, tagRoute, withBasePath } from '@/lib/urls';
import { stripBasePath } from '@/lib/base-path';
import { localeOfPath } from '@/lib/i18n';

describe('localizePath', () => {
  it('leaves the default locale unprefixed', () => {
    expect(localizePath('/docs/intro', 'es')).toBe('/docs/intro/');
  });
  it('prefixes other locales', () => {
    expect(localizePath('/docs/api/users', 'en')).toBe('/en/docs/api/users/');
  });
  it('maps the home page to / and /en/', () => {
    expect(localizePath('/', 'es')).toBe('/');
    expect(localizePath('/', 'en')).toBe('/en/');
  });
  it('keeps a hash after the trailing slash', () => {
    expect(localizePath('/docs/api/users#filtros', 'es')).toBe('/docs/api/users/#filtros');
    expect(localizePath('/docs/intro?x=1#a', 'en')).toBe('/en/docs/intro/?x=1#a');
  });
  it('refuses a relative path', () => {
    expect(() => localizePath('docs/intro', 'es')).toThrow(/start with "\/"/);
  });
});

describe('route keys', () => {
  it('builds doc, post and tag keys', () => {
    expect(docRoute('api/users')).toBe('/docs/api/users');
    expect(postRoute('novedades-noviembre-2024')).toBe('/blog/novedades-noviembre-2024');
    expect(tagRoute('api')).toBe('/blog/tags/api');
  });
});

describe('withBasePath', () => {
  it('prefixes the base path when there is one', () => {
    expect(withBasePath('/en/', '/sub')).toBe('/sub/en/');
    expect(withBasePath('/en/', '')).toBe('/en/');
  });
});

describe('absoluteUrl', () => {
  it('joins the site URL and the path', () => {
    expect(absoluteUrl('/en/docs/intro/')).toBe('https://docs.vigia.example/en/docs/intro/');
  });
});

describe('localeOfPath', () => {
  it('reads a prefixed locale from the first segment, the default locale otherwise', () => {
    expect(localeOfPath('/en/docs/intro/')).toBe('en');
    expect(localeOfPath('/en')).toBe('en');
    expect(localeOfPath('/docs/intro/')).toBe('es');
    expect(localeOfPath('/english/')).toBe('es');
    expect(localeOfPath('/')).toBe('es');
  });
});

describe('stripBasePath', () => {
  it('removes the base path only where it is a whole leading segment', () => {
    expect(stripBasePath('/vigia/en/docs/', '/vigia')).toBe('/en/docs/');
    expect(stripBasePath('/vigia', '/vigia')).toBe('/');
    expect(stripBasePath('/vigiax/docs/', '/vigia')).toBe('/vigiax/docs/');
    expect(stripBasePath('/docs/', '')).toBe('/docs/');
  });
});

describe('docEditHref', () => {
  it("takes the doc's custom_edit_url, else the site's edit base with the file, else none", () => {
    expect(docEditHref('content/en/docs/a.md', 'https://github.com/o/r/edit/main/docs/a.md', 'https://x/edit')).toBe(
      'https://github.com/o/r/edit/main/docs/a.md',
    );
    expect(docEditHref('content/en/docs/a.md', undefined, 'https://x/edit/')).toBe(
      'https://x/edit/content/en/docs/a.md',
    );
    expect(docEditHref('content/en/docs/a.md', undefined, undefined)).toBeUndefined();
    expect(docEditHref('content/en/docs/a.md', null, 'https://x/edit')).toBeUndefined();
  });
});
