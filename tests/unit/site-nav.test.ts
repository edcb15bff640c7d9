import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadContent } from '@/lib/content';
import { buildPageMetadata } from '@/lib/metadata';
import { buildSiteNav } from '@/lib/navigation';
import { buildRouteKeys } from '@/lib/routes';

describe('buildSiteNav', () => {
  it('links the same page in the other locale', () => {
    expect(buildSiteNav('es', '/docs/api/users').alternates).toEqual([{ locale: 'en', href: '/en/docs/api/users/' }]);
    expect(buildSiteNav('en', '/').alternates).toEqual([{ locale: 'es', href: '/' }]);
  });
  it('points the header at the locale docs and blog', () => {
    expect(buildSiteNav('en', '/blog')).toMatchObject({ docs: '/en/docs/intro/', blog: '/en/blog/', home: '/en/' });
  });
});

describe('buildPageMetadata', () => {
  it('declares the canonical URL and every translation', () => {
    const metadata = buildPageMetadata({ locale: 'en', routeKey: '/docs/intro', title: 'Introduction', description: 'x' });
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
    const keys = buildRouteKeys(loadContent('tests/fixtures/content/valid', 'tests/fixtures/public'));
    expect([...keys].sort()).toEqual([
      '/', '/about', '/blog', '/blog/archive', '/blog/authors', '/blog/authors/ana', '/blog/cambios', '/blog/hola', '/blog/tags',
      '/blog/tags/2024', '/blog/tags/news', '/docs/guide/setup', '/docs/guide/usage', '/docs/intro',
    ]);
  });
});

describe('the chrome links of the real site', () => {
  it('point at pages that exist', () => {
    const keys = buildRouteKeys(loadContent());
    const nav = buildSiteNav('es', '/');
    for (const path of [nav.docs, nav.blog, nav.apiDocs, nav.about, nav.home]) {
      expect(keys.has(path === '/' ? '/' : path.replace(/\/$/, '')), path).toBe(true);
    }
  });
});

describe('standalone page routes', () => {
  it('exist in both route trees for every page of the real content', () => {
    const content = loadContent();
    for (const page of content.pages.es) {
      expect(fs.existsSync(`app/[locale]/${page.slug}/page.tsx`), `app/[locale]/${page.slug}/page.tsx`).toBe(true);
      expect(fs.existsSync(`app/(default)/${page.slug}/page.tsx`), `app/(default)/${page.slug}/page.tsx`).toBe(true);
    }
  });
});
