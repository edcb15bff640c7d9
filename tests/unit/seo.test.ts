import { describe, expect, it } from 'vitest';
import { buildPageMetadata } from '@/lib/metadata';
import { descriptionFromBody, truncateAtWord } from '@/lib/seo/description';
import { buildLlmsSections, buildLlmsTxt, type MarkdownTwinEntry } from '@/lib/seo/llms-txt';
import { buildSitemapEntries, robotsTxt, sitemapXml } from '@/lib/seo/sitemap';
import { markdownPath, ogImagePath } from '@/lib/urls';

describe('markdownPath', () => {
  it('puts .md where the trailing slash was, in both locales', () => {
    expect(markdownPath('/docs/intro', 'es')).toBe('/docs/intro.md');
    expect(markdownPath('/docs/api/users', 'en')).toBe('/en/docs/api/users.md');
    expect(markdownPath('/blog/novedades-noviembre-2024', 'es')).toBe('/blog/novedades-noviembre-2024.md');
  });
});

describe('ogImagePath', () => {
  it('names every locale and gives the home page an index image', () => {
    expect(ogImagePath('/docs/intro', 'es')).toBe('/og/es/docs/intro.png');
    expect(ogImagePath('/', 'en')).toBe('/og/en/index.png');
  });
});

describe('buildSitemapEntries', () => {
  const entries = buildSitemapEntries(['/docs/intro', '/']);
  it('lists each page once per locale with absolute URLs', () => {
    expect(entries.map((e) => e.url)).toEqual([
      'https://docs.vigia.example/',
      'https://docs.vigia.example/en/',
      'https://docs.vigia.example/docs/intro/',
      'https://docs.vigia.example/en/docs/intro/',
    ]);
  });
  it('names es, en and x-default (the default locale) on every entry', () => {
    expect(entries[3]!.languages).toEqual({
      es: 'https://docs.vigia.example/docs/intro/',
      en: 'https://docs.vigia.example/en/docs/intro/',
      'x-default': 'https://docs.vigia.example/docs/intro/',
    });
  });
});

describe('sitemapXml', () => {
  it('writes each page with its translations as xhtml:link, its addresses escaped', () => {
    const xml = sitemapXml([
      { url: 'https://docs.vigia.example/en/a&b/', languages: { en: 'https://docs.vigia.example/en/a&b/' } },
    ]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n<url>\n<loc>https://docs.vigia.example/en/a&amp;b/</loc>\n<xhtml:link rel="alternate" hreflang="en" href="https://docs.vigia.example/en/a&amp;b/" />\n</url>\n</urlset>\n',
    );
  });
});

describe('robotsTxt', () => {
  it('allows everything and names the sitemap by its absolute URL', () => {
    expect(robotsTxt()).toBe('User-Agent: *\nAllow: /\n\nSitemap: https://docs.vigia.example/sitemap.xml\n');
  });
});

describe('buildPageMetadata', () => {
  const metadata = buildPageMetadata({
    locale: 'en',
    routeKey: '/docs/intro',
    title: 'Introduction',
    description: 'Start here.',
    markdownTwin: true,
  });
  it('gives Open Graph the absolute image, URL and both locales', () => {
    expect(metadata.openGraph).toMatchObject({
      url: 'https://docs.vigia.example/en/docs/intro/',
      locale: 'en_US',
      alternateLocale: ['es_ES'],
      images: [
        { url: 'https://docs.vigia.example/og/en/docs/intro.png', width: 1200, height: 630, alt: 'Introduction' },
      ],
    });
  });
  it('asks for a large Twitter card with the same image', () => {
    expect(metadata.twitter).toMatchObject({
      card: 'summary_large_image',
      title: 'Introduction',
      images: ['https://docs.vigia.example/og/en/docs/intro.png'],
    });
  });
  it('links the Markdown twin only when asked to', () => {
    expect(metadata.alternates?.types).toEqual({ 'text/markdown': 'https://docs.vigia.example/en/docs/intro.md' });
    expect(
      buildPageMetadata({ locale: 'es', routeKey: '/blog', title: 'Blog', description: 'x' }).alternates?.types,
    ).toBeUndefined();
  });
});

describe('descriptionFromBody', () => {
  it('takes the first paragraph as plain text', () => {
    expect(descriptionFromBody('Vigía **protege** a tu [equipo](/docs/intro).\n\n## Más\n\nOtro párrafo.')).toBe(
      'Vigía protege a tu equipo.',
    );
  });
  it('skips imports, admonitions, JSX blocks and headings before it', () => {
    const body =
      "import X from './x';\n\n:::tip\nConsejo.\n:::\n\n<details>\n<summary>S</summary>\n\nDentro.\n</details>\n\n## Título\n\nEl primero.";
    expect(descriptionFromBody(body)).toBe('El primero.');
  });
  it('returns an empty string when there is no paragraph', () => {
    expect(descriptionFromBody('## Solo un título\n\n```bash\nls\n```')).toBe('');
  });
  it('cuts a long paragraph at a word, with an ellipsis', () => {
    const text = descriptionFromBody(`${'palabra '.repeat(40)}fin.`);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toMatch(/palabra…$/);
  });
});

describe('truncateAtWord', () => {
  it('keeps short text and cuts long text at a space', () => {
    expect(truncateAtWord('uno dos', 20)).toBe('uno dos');
    expect(truncateAtWord('one two three', 9)).toBe('one two…');
  });
});

describe('buildLlmsTxt', () => {
  const twins: MarkdownTwinEntry[] = [
    {
      locale: 'es',
      routeKey: '/docs/intro',
      kind: 'docs',
      title: 'Introducción',
      description: 'Empieza aquí.',
      body: '',
      file: 'a',
    },
    {
      locale: 'en',
      routeKey: '/docs/intro',
      kind: 'docs',
      title: 'Introduction',
      description: 'Start here.',
      body: '',
      file: 'b',
    },
    {
      locale: 'en',
      routeKey: '/blog/x',
      kind: 'blog',
      title: 'A [post]',
      description: 'News\nof the month.',
      body: '',
      file: 'c',
    },
  ];
  const sections = buildLlmsSections(twins, {
    es: { docs: 'Documentación', blog: 'Blog' },
    en: { docs: 'Documentation', blog: 'Blog' },
  });
  it('has one section per locale and kind that has pages, linking the twins', () => {
    expect(sections.map((s) => s.title)).toEqual([
      'Documentación (Español)',
      'Documentation (English)',
      'Blog (English)',
    ]);
    expect(sections[1]!.links).toEqual([
      { title: 'Introduction', url: 'https://docs.vigia.example/en/docs/intro.md', description: 'Start here.' },
    ]);
  });
  it('writes the llms.txt format: H1, summary quote, ## sections of "- [title](url): description"', () => {
    expect(buildLlmsTxt('Vigía', 'Docs and blog.', sections)).toBe(
      [
        '# Vigía',
        '> Docs and blog.',
        '## Documentación (Español)',
        '- [Introducción](https://docs.vigia.example/docs/intro.md): Empieza aquí.',
        '## Documentation (English)',
        '- [Introduction](https://docs.vigia.example/en/docs/intro.md): Start here.',
        '## Blog (English)',
        '- [A \\[post\\]](https://docs.vigia.example/en/blog/x.md): News of the month.',
      ].join('\n\n') + '\n',
    );
  });
});
