/**
 * The content → Docusaurus site mapping of `npm run bench:docusaurus` (scripts/bench/docusaurus-*.ts):
 * the comparison is honest only if the Docusaurus site holds the same pages with the same words.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseYaml } from '@/lib/import/docusaurus';
import {
  buildChrome,
  configSource,
  DOCUSAURUS_VERSION,
  homePageSource,
  sitePackageJson,
} from '@/scripts/bench/docusaurus-config';
import {
  addThemeImports,
  detectFeatures,
  docusaurusPath,
  findStaticReferences,
  mapMdxFile,
  prismLanguages,
  removeFrontMatterFields,
} from '@/scripts/bench/docusaurus-content';
import { authorsToDocusaurus, sidebarToDocusaurus, tagsToDocusaurus, toYaml } from '@/scripts/bench/docusaurus-data';

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));
const contentBodies = () =>
  ['es', 'en'].flatMap((locale) =>
    fs
      .readdirSync(`content/${locale}`, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.mdx'))
      .map((f) => fs.readFileSync(path.join('content', locale, f), 'utf8')),
  );

describe('docusaurusPath', () => {
  it('puts the default locale in docs/, blog/ and src/pages/, and English below i18n/en/ as Docusaurus reads translations', () => {
    expect(docusaurusPath('es', 'docs', 'api/users.mdx')).toBe('docs/api/users.mdx');
    expect(docusaurusPath('es', 'pages', 'markdown-page.mdx')).toBe('src/pages/markdown-page.mdx');
    expect(docusaurusPath('en', 'docs', 'api/users.mdx')).toBe(
      'i18n/en/docusaurus-plugin-content-docs/current/api/users.mdx',
    );
    expect(docusaurusPath('en', 'blog', 'x.mdx')).toBe('i18n/en/docusaurus-plugin-content-blog/x.mdx');
    expect(docusaurusPath('en', 'pages', 'markdown-page.mdx')).toBe(
      'i18n/en/docusaurus-plugin-content-pages/markdown-page.mdx',
    );
  });
});

describe('removeFrontMatterFields', () => {
  it('drops the field with its continuation lines and keeps everything else byte for byte', () => {
    const text = '---\ntitle: A\ntranslationOf: "x"\ntags:\n- api\n---\n\nBody with translationOf: in it.\n';
    expect(removeFrontMatterFields(text, ['translationOf'])).toEqual({
      text: '---\ntitle: A\ntags:\n- api\n---\n\nBody with translationOf: in it.\n',
      removed: ['translationOf'],
    });
    expect(
      removeFrontMatterFields('---\ntitle: A\nkeywords:\n  - a\n  - b\nimage: /i.png\n---\nB', ['keywords']),
    ).toEqual({ text: '---\ntitle: A\nimage: /i.png\n---\nB', removed: ['keywords'] });
  });

  it('leaves a file without front matter or without the field as it is', () => {
    expect(removeFrontMatterFields('# Title\n', ['translationOf'])).toEqual({ text: '# Title\n', removed: [] });
    expect(removeFrontMatterFields('---\ntitle: A\n---\nB', ['translationOf'])).toEqual({
      text: '---\ntitle: A\n---\nB',
      removed: [],
    });
  });
});

describe('mapMdxFile', () => {
  it('changes only the translation field of an English doc of content/, and says so naming the file', () => {
    const file = 'content/en/docs/intro.mdx';
    const text = fs.readFileSync(file, 'utf8');
    const mapped = mapMdxFile(file, text);
    expect(mapped.text).toBe(text.replace(/^translationOf: .*\n/m, ''));
    expect(mapped.changes).toEqual([
      expect.stringMatching(/^content\/en\/docs\/intro\.mdx: front matter translationOf removed/),
    ]);
  });

  it("leaves a Spanish doc of content/ byte for byte (its dialect is Docusaurus')", () => {
    const text = fs.readFileSync('content/es/docs/user-guide/dashboard.mdx', 'utf8');
    expect(mapMdxFile('content/es/docs/user-guide/dashboard.mdx', text)).toEqual({ text, changes: [] });
  });
});

describe('addThemeImports', () => {
  it('imports from @theme the components the site provides without an import', () => {
    const body = '<Tabs>\n  <TabItem value="a" label="A">A</TabItem>\n</Tabs>\n';
    expect(addThemeImports(body)).toEqual({
      body: `import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n${body}`,
      added: ['Tabs', 'TabItem'],
    });
  });

  it('adds nothing for a component already imported, one in a code block or in inline code, or <details>', () => {
    expect(addThemeImports("import Tabs from '@theme/Tabs';\n\n<Tabs>x</Tabs>\n").added).toEqual([]);
    expect(
      addThemeImports(
        '```mdx\n<Tabs>\n```\n\nWrite `<Admonition>` like this.\n\n<details><summary>S</summary>D</details>\n',
      ).added,
    ).toEqual([]);
  });
});

describe('detectFeatures', () => {
  it('finds Mermaid fences, display and inline math, and the code languages', () => {
    expect(detectFeatures(['```mermaid\ngraph TD; A-->B\n```\n'])).toEqual({
      math: false,
      mermaid: true,
      languages: ['mermaid'],
    });
    expect(detectFeatures(['$$\nE = mc^2\n$$\n']).math).toBe(true);
    expect(detectFeatures(['The area is $\\pi r^2$ here.\n']).math).toBe(true);
    expect(detectFeatures(['```ts title="a.ts" {1}\nconst a = 1;\n```\n']).languages).toEqual(['ts']);
  });

  it('takes no shell variable, price or inline code for math', () => {
    expect(
      detectFeatures([
        '```bash\ncurl -H "Bearer $VIGIA_API_KEY"\n```\n',
        'It costs $5 and $10.\n',
        'Use `$HOME` and `${x}`.\n',
      ]).math,
    ).toBe(false);
  });

  it('finds neither math nor Mermaid in content/ today, so the Docusaurus site needs neither', () => {
    expect(detectFeatures(contentBodies())).toMatchObject({ math: false, mermaid: false });
  });
});

describe('prismLanguages', () => {
  it('names each language by its Prism grammar id, aliases included, and lists those Prism lacks', () => {
    const components = { meta: {}, bash: { alias: ['sh', 'shell'] }, typescript: { alias: 'ts' }, json: {} };
    expect(prismLanguages(['sh', 'bash', 'ts', 'json', 'dotenv', 'text', 'mermaid'], components)).toEqual({
      additional: ['bash', 'json', 'typescript'],
      plain: ['dotenv'],
    });
  });
});

describe('findStaticReferences', () => {
  it('collects avatars, front-matter images and body references that exist in public/', () => {
    const texts = ['---\nimage: /img/card.png\n---\n![a](/img/a.png) [doc](/docs/intro) <img src="/img/b.svg" />'];
    const exists = (p: string) => p.startsWith('/img/');
    expect(findStaticReferences(texts, { ana: { avatar: '/img/authors/ana.svg' } }, exists)).toEqual([
      '/img/a.png',
      '/img/authors/ana.svg',
      '/img/b.svg',
      '/img/card.png',
    ]);
  });
});

describe('sidebarToDocusaurus', () => {
  it('writes content/sidebar.json as one sidebar with Spanish labels, categories keyed by their id', () => {
    const { sidebars, translations } = sidebarToDocusaurus(readJson('content/sidebar.json'));
    expect(sidebars.docs![0]).toBe('intro');
    expect(sidebars.docs![1]).toEqual({
      type: 'category',
      key: 'introduction',
      label: 'Sobre Vigía',
      items: ['introduction/what-is-vigia'],
    });
    expect(translations.en!['sidebar.docs.category.introduction']).toEqual({ message: 'About Vigía' });
    expect(Object.keys(translations.en!)).toHaveLength(5);
  });

  it('carries doc and autogenerated entries, collapsed, and a generated index with its slug and translated title', () => {
    const { sidebars, translations } = sidebarToDocusaurus({
      items: [
        { type: 'doc', id: 'a' },
        {
          type: 'category',
          id: 'guides',
          label: { es: 'Guías', en: 'Guides' },
          collapsed: false,
          items: [{ type: 'autogenerated', dirName: 'guides' }],
          link: { type: 'generated-index', slug: 'category/guias', title: { es: 'Todas las guías', en: 'All guides' } },
        },
      ],
    });
    expect(sidebars.docs).toEqual([
      { type: 'doc', id: 'a' },
      {
        type: 'category',
        key: 'guides',
        label: 'Guías',
        collapsed: false,
        items: [{ type: 'autogenerated', dirName: 'guides' }],
        link: { type: 'generated-index', slug: '/category/guias', title: 'Todas las guías' },
      },
    ]);
    expect(translations.en).toEqual({
      'sidebar.docs.category.guides': { message: 'Guides' },
      'sidebar.docs.category.guides.link.generated-index.title': { message: 'All guides' },
    });
  });

  it('stops on an entry that is not a doc, category or autogenerated folder', () => {
    expect(() => sidebarToDocusaurus({ items: [{ type: 'link', href: 'https://x.example' }] })).toThrow(
      /content\/sidebar\.json: .* is not a doc id, category or autogenerated entry/,
    );
  });
});

describe('authorsToDocusaurus', () => {
  it('gives each author of content/authors.json their title in the locale, avatar, page, email and GitHub', () => {
    const { authors, notes } = authorsToDocusaurus(readJson('content/authors.json'), 'en');
    expect(authors['laura-mendez']).toEqual({
      name: 'Laura Méndez',
      title: 'Product lead at Vigía',
      image_url: '/img/authors/laura-mendez.svg',
      page: true,
      email: 'soporte@vigia.example',
      socials: { github: 'https://github.com/vigia-platform' },
    });
    expect(notes).toEqual([]);
  });

  it('keeps one other link as url and names the links a Docusaurus author cannot hold', () => {
    const { authors, notes } = authorsToDocusaurus(
      {
        ana: {
          name: 'Ana',
          title: 'Lead',
          links: [
            { label: 'Blog', url: 'https://a.example' },
            { label: 'Mastodon', url: 'https://m.example/@a' },
            { label: 'Site', url: 'https://b.example' },
          ],
        },
      },
      'es',
    );
    expect(authors.ana).toMatchObject({ url: 'https://a.example', socials: { mastodon: 'https://m.example/@a' } });
    expect(notes).toEqual(['authors.json: ana: link "Site" left out (a Docusaurus author has one url)']);
  });
});

describe('tagsToDocusaurus and toYaml', () => {
  it('writes tags.yml that YAML reads back as the tags of content/tags.json, at their addresses', () => {
    const tags = tagsToDocusaurus(readJson('content/tags.json'), 'en');
    const yaml = toYaml(tags);
    expect(parseYaml(yaml)).toEqual(tags);
    expect(tags['2024']).toEqual({ label: '2024', description: 'Posts from 2024.', permalink: '/2024' });
    expect(tags.ciberseguridad).toMatchObject({ label: 'Cybersecurity', permalink: '/ciberseguridad' });
  });

  it('writes authors.yml that YAML reads back, lists of objects and accents included', () => {
    const value = {
      ana: {
        name: 'Ana Núñez',
        page: true,
        links: [
          { label: 'A', url: 'https://a.example' },
          { label: 'B: "b"', url: 'mailto:b@b.example' },
        ],
        socials: {},
      },
    };
    expect(parseYaml(toYaml(value))).toEqual(value);
  });
});

describe('sitePackageJson', () => {
  it('pins every dependency to an exact version, Docusaurus at 3.10', () => {
    const { dependencies } = sitePackageJson({ math: false, mermaid: false });
    expect(DOCUSAURUS_VERSION).toMatch(/^3\.10\.\d+$/);
    expect(dependencies['@docusaurus/core']).toBe(DOCUSAURUS_VERSION);
    expect(Object.values(dependencies).every((v) => /^\d+\.\d+\.\d+$/.test(v))).toBe(true);
  });

  it('adds the math and Mermaid packages only when the content uses them', () => {
    expect(Object.keys(sitePackageJson({ math: false, mermaid: false }).dependencies)).not.toContain(
      '@docusaurus/theme-mermaid',
    );
    expect(sitePackageJson({ math: true, mermaid: true }).dependencies).toMatchObject({
      'remark-math': expect.any(String),
      'rehype-katex': expect.any(String),
      '@docusaurus/theme-mermaid': DOCUSAURUS_VERSION,
    });
  });
});

describe('buildChrome and configSource', () => {
  const messages = { es: readJson('messages/es.json'), en: readJson('messages/en.json') };
  const links = {
    app: 'https://app.example',
    admin: 'https://admin.example',
    website: 'https://w.example',
    api: 'https://api.example',
    github: 'https://github.com/x',
    contact: 'a@b.example',
  };
  const columns = [
    { id: 'docs', links: [{ id: 'intro', target: { doc: 'intro' } }] },
    {
      id: 'support',
      links: [
        { id: 'blog', target: { blog: true as const } },
        { id: 'contact', target: { product: 'contact' } },
      ],
    },
  ];
  const chrome = buildChrome(messages, links, columns, 2026);

  it('translates the navbar, footer and blog titles into English under the Spanish labels, as Docusaurus keys them', () => {
    expect(chrome.navbar.items[0]).toMatchObject({ type: 'docSidebar', sidebarId: 'docs', label: 'Documentación' });
    expect(chrome.translations.en!['docusaurus-theme-classic/navbar.json']!['item.label.Documentación']).toEqual({
      message: 'Documentation',
    });
    expect(chrome.footer.links[1]!.items).toEqual([
      { label: 'Blog', to: '/blog' },
      { label: 'Contacto', href: 'mailto:a@b.example' },
    ]);
    expect(chrome.translations.en!['docusaurus-theme-classic/footer.json']!.copyright).toEqual({
      message: 'Copyright © 2026 Vigía',
    });
    expect(chrome.translations.en!['docusaurus-plugin-content-blog/options.json']!['sidebar.title']).toEqual({
      message: 'Recent posts',
    });
  });

  it('configures both locales, the three feeds, and Faster or webpack as asked; Mermaid only when used', () => {
    const options = {
      title: 'T',
      tagline: 'G',
      url: 'https://d.example',
      editUrlBase: 'https://e.example',
      prismLanguages: ['bash'],
      chrome,
    };
    const faster = configSource({ ...options, bundler: 'faster', features: { math: false, mermaid: false } });
    expect(faster).toContain('i18n: { defaultLocale: "es", locales: ["es","en"] }');
    expect(faster).toContain("feedOptions: { type: 'all' }");
    expect(faster).toContain('future: { v4: true },');
    expect(faster).not.toContain('theme-mermaid');
    expect(faster).not.toContain('remarkMath');
    const webpack = configSource({ ...options, bundler: 'webpack', features: { math: true, mermaid: true } });
    expect(webpack).toContain('future: { v4: true, faster: false },');
    expect(webpack).toContain("themes: ['@docusaurus/theme-mermaid']");
    expect(webpack).toContain('remarkPlugins: [remarkMath]');
  });

  it("writes a home page with each locale's title and tagline", () => {
    const page = homePageSource(messages, 'intro');
    expect(page).toContain(messages.es.site.tagline);
    expect(page).toContain(messages.en.site.tagline);
    expect(page).toContain('"/docs/intro"');
  });
});
