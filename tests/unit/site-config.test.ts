import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ContentValidationError } from '@/lib/content/errors';
import { parseSiteConfig, textIn, richTextIn } from '@/lib/site-config';
import { siteEnvDefaults } from '@/lib/site-config/file.mjs';

const minimal = {
  title: 'Docs',
  tagline: 'All of it',
  url: 'https://docs.example.com',
  favicon: '/favicon.ico',
  navbar: { items: [] },
};
const parse = (data: unknown) => parseSiteConfig(JSON.stringify(data), 'content/site.json');
const problemsOf = (data: unknown, text = JSON.stringify(data)) => {
  try {
    parseSiteConfig(text, 'content/site.json');
  } catch (error) {
    return (error as ContentValidationError).problems.map((p) => p.message);
  }
  return [];
};

describe('parseSiteConfig', () => {
  it("accepts the project's own content/site.json", () => {
    const config = parseSiteConfig(fs.readFileSync('content/site.json', 'utf8'), 'content/site.json');
    expect(config.navbar.items.map((i) => i.type)).toContain('localeDropdown');
    expect(config.footer.columns.map((c) => c.id)).toEqual(['docs', 'platform', 'support']);
  });

  it('applies Docusaurus defaults to what is not given', () => {
    const config = parse(minimal);
    expect(config.baseUrl).toBe('/');
    expect(config.blog.postsPerPage).toBe(10);
    expect(config.colorMode).toEqual({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true });
  });

  it('accepts every navbar item type', () => {
    const items = [
      { type: 'doc', docId: 'intro', label: 'Docs' },
      { type: 'docSidebar', sidebarId: 'tutorial', label: { es: 'Tutorial', en: 'Tutorial' } },
      { type: 'link', href: 'https://github.com/x', label: 'GitHub', position: 'right' },
      { type: 'dropdown', label: 'More', items: [{ label: 'Blog', to: '/blog' }] },
      { type: 'localeDropdown' },
      { type: 'docsVersionDropdown' },
      { type: 'search', position: 'right' },
      { type: 'html', value: '<b>beta</b>' },
    ];
    expect(parse({ ...minimal, navbar: { items } }).navbar.items).toHaveLength(items.length);
  });

  it('passes the versions settings under "docs" through unvalidated', () => {
    expect(parse({ ...minimal, docs: { lastVersion: 'current', anything: [1] } }).docs).toEqual({
      lastVersion: 'current',
      anything: [1],
    });
  });

  it('names the file, the field and the fix', () => {
    const [problem] = problemsOf({ ...minimal, navbar: { items: [{ type: 'link', label: 'X' }] } });
    expect(problem).toContain('content/site.json: navbar.items[0]');
    expect(problemsOf({ ...minimal, titel: 'x' })[0]).toMatch(
      /content\/site\.json: \(root\): .*titel[\s\S]*Hint: remove the key/,
    );
    expect(problemsOf({ ...minimal, url: 'docs' })[0]).toContain('content/site.json: url:');
  });

  it("takes Docusaurus' footer style, and names the file and the fix for another value", () => {
    expect(parse({ ...minimal, footer: { style: 'dark' } }).footer.style).toBe('dark');
    expect(parse(minimal).footer.style).toBeUndefined();
    expect(problemsOf({ ...minimal, footer: { style: 'black' } })[0]).toMatch(
      /content\/site\.json: footer\.style: is "dark" or "light"[\s\S]*Hint: give one of the values named/,
    );
  });

  it('gives the line of a JSON syntax error', () => {
    expect(problemsOf(undefined, '{\n  "title": "x",\n}')[0]).toMatch(/content\/site\.json: line 3: is not valid JSON/);
  });
});

describe('textIn', () => {
  const t = (key: string, values?: Record<string, string | number>) => `${key}${values ? JSON.stringify(values) : ''}`;
  it('gives a plain string in every locale', () => expect(textIn('Docs', 'es', t)).toBe('Docs'));
  it('picks the locale, else the default locale', () => {
    expect(textIn({ es: 'Documentación', en: 'Docs' }, 'en', t)).toBe('Docs');
    expect(textIn({ es: 'Documentación' }, 'en', t)).toBe('Documentación');
    expect(textIn({ en: 'Docs' }, 'es', t)).toBe('Docs');
  });
  it('looks a message key up with its values', () =>
    expect(textIn({ message: 'siteFooter.copyright', values: { year: 2025 } }, 'es', t)).toBe(
      'siteFooter.copyright{"year":2025}',
    ));
  it('keeps HTML apart from text', () => expect(richTextIn({ html: 'A<br/>B' }, 'en', t)).toEqual({ html: 'A<br/>B' }));
});

describe('siteEnvDefaults', () => {
  it("gives site.json's addresses as the variables lib/site.ts reads", () =>
    expect(
      siteEnvDefaults({
        url: 'https://kysely.dev',
        baseUrl: '/docs/',
        productLinks: { github: 'https://github.com/k' },
      }),
    ).toEqual({ SITE_URL: 'https://kysely.dev', BASE_PATH: '/docs', VIGIA_GITHUB_URL: 'https://github.com/k' }));
  it('makes "/" the root', () => expect(siteEnvDefaults({ baseUrl: '/' })).toEqual({ BASE_PATH: '' }));
});
