import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadContent } from '@/lib/content';
import { catchAllParams } from '@/lib/content-routes';
import { buildPageMetadata } from '@/lib/metadata';
import { buildSiteNav, showsSoleVersion, soleDocsVersion } from '@/lib/navigation';
import { buildRouteKeys } from '@/lib/routes';
import { buildSiteThemeCss } from '@/lib/import/docusaurus-site-files';
import { isSiteTheme, SITE_THEME_CSS } from '@/lib/site-config/site-theme';
import { loadFixture } from './fixtures';

describe('buildSiteNav', () => {
  it('links the same page in the other locale', () => {
    expect(buildSiteNav('es', '/docs/api/users').alternates).toEqual([
      { locale: 'en', href: '/en/docs/api/users/', current: false, label: 'English' },
    ]);
    expect(buildSiteNav('en', '/').alternates).toEqual([{ locale: 'es', href: '/', current: false, label: 'Español' }]);
  });
  it('lists every locale for the locale menu, the current one marked', () => {
    expect(buildSiteNav('en', '/blog').languages).toEqual([
      { locale: 'es', href: '/blog/', current: false, label: 'Español' },
      { locale: 'en', href: '/en/blog/', current: true, label: 'English' },
    ]);
  });
  it('points the header at the locale docs and blog', () => {
    expect(buildSiteNav('en', '/blog')).toMatchObject({ docs: '/en/docs/intro/', blog: '/en/blog/', home: '/en/' });
  });
});

describe('showsSoleVersion', () => {
  it("holds the versions dropdown in the root layout only on a docs page of a site's one version", () => {
    expect(soleDocsVersion()).toEqual({ name: 'current', label: 'Next' });
    expect(showsSoleVersion(buildSiteNav('es', '/docs/api/users'))).toBe(true);
    expect(showsSoleVersion(buildSiteNav('es', '/blog'))).toBe(false);
    const other = { name: '1.0', label: '1.0', path: '/docs/1.0/intro/', current: false };
    const [own] = buildSiteNav('es', '/docs/intro').versions!;
    expect(showsSoleVersion(buildSiteNav('es', '/docs/intro', [own!, other]))).toBe(false);
    expect(showsSoleVersion(buildSiteNav('es', '/docs/intro', [{ ...own!, label: 'Canary' }]))).toBe(false);
  });
});

describe('buildPageMetadata', () => {
  it('declares the canonical URL and every translation', () => {
    const metadata = buildPageMetadata({
      locale: 'en',
      routeKey: '/docs/intro',
      title: 'Introduction',
      description: 'x',
    });
    expect(metadata.alternates).toEqual({
      canonical: 'https://docs.vigia.example/en/docs/intro/',
      languages: {
        es: 'https://docs.vigia.example/docs/intro/',
        en: 'https://docs.vigia.example/en/docs/intro/',
        'x-default': 'https://docs.vigia.example/docs/intro/',
      },
    });
  });
});

describe('buildRouteKeys', () => {
  it('lists every page of the content', () => {
    const keys = buildRouteKeys(loadFixture('valid'));
    expect([...keys].sort()).toEqual([
      '/',
      '/blog',
      '/blog/archive',
      '/blog/authors',
      '/blog/authors/ana',
      '/blog/cambios',
      '/blog/hola',
      '/blog/tags',
      '/blog/tags/2024',
      '/blog/tags/news',
      '/docs/components',
      '/docs/guide/setup',
      '/docs/guide/usage',
      '/docs/intro',
      '/markdown-page',
    ]);
  });
});

describe('the chrome links of the real site', () => {
  it('point at pages that exist', () => {
    const keys = buildRouteKeys(loadContent('content'));
    const nav = buildSiteNav('es', '/');
    const internal = nav.footer
      .flatMap((c) => c.links)
      .filter((l) => !l.external)
      .map((l) => l.href);
    for (const path of [nav.docs, nav.blog, nav.home, ...internal]) {
      expect(keys.has(path === '/' ? '/' : path.replace(/\/$/, '')), path).toBe(true);
    }
  });
});

describe('the footer columns', () => {
  it("are the old site's three, in order, with their links", () => {
    const footer = buildSiteNav('en', '/').footer;
    expect(
      footer.map((c) => [c.id, c.links.map((l) => (l.label as { message: string }).message.split('.').pop())]),
    ).toEqual([
      ['docs', ['intro', 'userGuide', 'apiReference']],
      ['platform', ['webApp', 'adminPanel', 'website']],
      ['support', ['blog', 'contact', 'github']],
    ]);
    expect(footer[0]!.links.map((l) => l.href)).toEqual([
      '/en/docs/intro/',
      '/en/docs/user-guide/getting-started/',
      '/en/docs/api/overview/',
    ]);
    expect(footer[1]!.links.every((l) => l.external)).toBe(true);
    expect(footer[2]!.links.map((l) => l.href)).toEqual([
      '/en/blog/',
      'mailto:soporte@vigia.example',
      'https://github.com/vigia-platform',
    ]);
  });
});

describe('the versions dropdown', () => {
  it('shows on docs pages only, with the current version "Next" pointing at the same doc', () => {
    expect(buildSiteNav('en', '/docs/api/users').versions).toEqual([
      { name: 'current', label: 'Next', path: '/en/docs/api/users/', current: true },
    ]);
    expect(buildSiteNav('en', '/blog').versions).toBeUndefined();
  });
});

describe('standalone page routes', () => {
  it('are listed by the catch-all in the locales that have the page, and in no other', () => {
    const content = loadContent('content');
    for (const locale of ['es', 'en'] as const)
      for (const page of content.pages[locale])
        expect(catchAllParams(content, locale)).toContainEqual({ path: page.slug.split('/') });
    const withoutEnglishPages = { ...content, pages: { ...content.pages, en: [] } };
    expect(catchAllParams(withoutEnglishPages, 'en').map((p) => p.path.join('/'))).not.toContain('markdown-page');
    expect(catchAllParams(withoutEnglishPages, 'es')).toContainEqual({ path: ['markdown-page'] });
  });
});

describe("Docusaurus' footer class names", () => {
  it('are worn only under an imported site theme: the project has none, an importer-written one is', () => {
    expect(buildSiteNav('es', '/').docusaurusFooterClasses).toBe(false);
    expect(isSiteTheme(buildSiteThemeCss('.footer { padding: 2rem; }', 'src/css/custom.css'))).toBe(true);
    expect(isSiteTheme(fs.readFileSync(SITE_THEME_CSS, 'utf8'))).toBe(false);
  });
});
