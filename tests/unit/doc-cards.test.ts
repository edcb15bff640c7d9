import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { contentErrorOf } from './fixtures';
import { buildContentSet } from '@/lib/content/build';
import { categoryIndexSlug } from '@/lib/content/category-index';
import { buildCategoryIndexPages, buildDocCardList, categoryIndexRouteKeys } from '@/lib/docs/doc-cards';
import { buildCategoryPageModel, buildDocPageModel } from '@/lib/docs/page';
import { buildDocPager, buildSidebar, sidebarNodeContains } from '@/lib/docs/sidebar';
import { categoryPageKey } from '@/lib/docs/sidebar-entries';
import { buildShallowSidebar } from '@/lib/docs/sidebar-view';
import { convertSidebar, pinGeneratedIndexSlug, type Skipped } from '@/lib/import/docusaurus';
import { compileMdx } from '@/lib/mdx';
import { buildListedRouteKeys, buildRouteKeys } from '@/lib/routes';
import { listMarkdownTwins } from '@/lib/seo/llms-txt';
import { buildMarkdownTwin } from '@/lib/seo/markdown-twin';
import { doc, problemsOf, sourcesOf } from './memory-content';

/**
 * A folder with a generated index (`guides`, by its _category_ files), a sub-folder whose
 * index doc lists its cards (`guides/advanced`), and a doc outside both.
 */
const files = {
  'es/docs/01-intro.mdx': doc('Inicio'),
  'en/docs/01-intro.mdx': doc('Start'),
  'es/docs/02-guides/_category_.json': JSON.stringify({
    label: 'Guías',
    link: { type: 'generated-index', description: 'Todo sobre las guías.', keywords: ['guías'] },
  }),
  'en/docs/02-guides/_category_.json': JSON.stringify({
    label: 'Guides',
    link: { type: 'generated-index', title: 'All the guides', description: 'All about the guides.' },
  }),
  'es/docs/02-guides/01-install.mdx': doc('Instalar Vigía', 'sidebar_label: Instalar\ndescription: Cómo se instala.\n'),
  'en/docs/02-guides/01-install.mdx': doc('Install Vigía', 'sidebar_label: Install\ndescription: How to install it.\n'),
  'es/docs/02-guides/advanced/_category_.json': JSON.stringify({ label: 'Avanzado', position: 2 }),
  'en/docs/02-guides/advanced/_category_.json': JSON.stringify({ label: 'Advanced' }),
  'es/docs/02-guides/advanced/index.mdx': doc('Avanzado', 'description: Lo avanzado.\n', '<DocCardList />'),
  'en/docs/02-guides/advanced/index.mdx': doc('Advanced', '', 'Read on.\n\n<DocCardList />'),
  'es/docs/02-guides/advanced/a.mdx': doc('A', 'description: Texto de A.\n'),
  'es/docs/02-guides/advanced/b.mdx': doc('B', 'description: Texto de B.\n'),
  'es/docs/03-end.mdx': doc('Fin'),
};

describe('categoryIndexSlug', () => {
  it("is Docusaurus' /category/ and the label as github-slugger writes it, without accents", () => {
    expect(categoryIndexSlug('Getting started')).toBe('category/getting-started');
    expect(categoryIndexSlug('Guías')).toBe('category/guias');
    expect(categoryIndexSlug('API & SDK')).toBe('category/api--sdk');
    expect(categoryIndexSlug('Ελληνικά')).toBe('category/x');
  });
});

describe('a category with link: { type: "generated-index" }', () => {
  const content = buildContentSet(sourcesOf(files));

  it('gets a page at /docs/category/<label of the default locale>, titled per locale, with its description and keywords', () => {
    const [es] = buildCategoryIndexPages(content, 'es');
    const [en] = buildCategoryIndexPages(content, 'en');
    expect(es).toMatchObject({
      categoryId: 'guides',
      key: 'category:guides',
      routeKey: '/docs/category/guias',
      label: 'Guías',
      title: 'All the guides',
      description: 'Todo sobre las guías.',
      keywords: ['guías'],
    });
    expect(en).toMatchObject({
      routeKey: '/docs/category/guias',
      label: 'Guides',
      title: 'All the guides',
      description: 'All about the guides.',
    });
    expect(categoryIndexRouteKeys(content)).toEqual(['/docs/category/guias']);
    expect(buildRouteKeys(content).has('/docs/category/guias')).toBe(true);
    expect(buildListedRouteKeys(content)).toContain('/docs/category/guias');
  });

  it("shows a card per item: a doc's sidebar label and description, a sub-category's label and its number of items without its index doc", () => {
    const [en] = buildCategoryIndexPages(content, 'en');
    expect(en!.cards).toEqual([
      {
        kind: 'doc',
        id: 'guides/install',
        title: 'Install',
        description: 'How to install it.',
        path: '/en/docs/guides/install/',
      },
      { kind: 'category', id: 'guides/advanced', title: 'Advanced', path: '/en/docs/guides/advanced/', itemCount: 2 },
    ]);
  });

  it("is the category's link in the sidebar, which opens around it, with the category's key", () => {
    const tree = buildSidebar(content.sidebar, content.docs.es, 'es');
    const guides = tree.find((node) => node.id === 'guides')!;
    expect(guides).toMatchObject({ type: 'category', path: '/docs/category/guias/', hasPage: true });
    expect(sidebarNodeContains(guides, categoryPageKey('guides'))).toBe(true);
    expect(sidebarNodeContains(guides, 'guides')).toBe(false);
    expect(buildShallowSidebar(tree, categoryPageKey('guides')).find((e) => e.id === 'guides')).toHaveProperty('items');
    // A category without a page keeps its first doc's path and no `hasPage` key.
    const advanced =
      guides.type === 'category' ? guides.items.find((node) => node.id === 'guides/advanced') : undefined;
    expect(advanced).toMatchObject({ path: '/docs/guides/advanced/' });
    expect(advanced).not.toHaveProperty('hasPage');
  });

  it("has breadcrumbs above it and a place in the reading order, before the category's items", () => {
    const model = buildCategoryPageModel(content, 'en', 'category/guias')!;
    expect(model.trail).toEqual([]);
    expect(model.docsHome).toMatchObject({ id: 'intro', path: '/en/docs/intro/' });
    expect(model.previous).toMatchObject({ id: 'intro' });
    expect(model.next).toMatchObject({ id: 'guides/install' });
    expect(buildDocPageModel(content, 'en', 'intro')!.next).toEqual({
      id: 'category:guides',
      title: 'Guides',
      path: '/en/docs/category/guias/',
    });
    expect(buildDocPageModel(content, 'en', 'guides/install')!.previous).toMatchObject({ id: 'category:guides' });
    // The docs inside name the category in their breadcrumbs, linked to its page.
    expect(buildDocPageModel(content, 'es', 'guides/advanced/a')!.trail).toEqual([
      { id: 'guides', label: 'Guías', path: '/docs/category/guias/' },
      { id: 'guides/advanced', label: 'Avanzado' },
    ]);
    expect(buildCategoryPageModel(content, 'en', 'guides')).toBeUndefined();
  });

  it('leaves the pager of a site without such pages as it was', () => {
    const plain = buildContentSet(sourcesOf({ 'es/docs/a.mdx': doc('A'), 'es/docs/b.mdx': doc('B') }));
    expect(buildDocPageModel(plain, 'es', 'a')!.next).toEqual(buildDocPager(plain.docs.es, 'a').next);
  });

  it("takes its address from `slug`, and reads sidebar.json's links, texts per locale or for all", () => {
    const sidebar = {
      items: [
        'intro',
        {
          type: 'category',
          id: 'more',
          label: { es: 'Más', en: 'More' },
          link: {
            type: 'generated-index',
            slug: '/more-docs',
            title: 'Everything else',
            description: { es: 'El resto.', en: 'The rest.' },
          },
          items: ['end'],
        },
      ],
    };
    const set = buildContentSet(
      sourcesOf({ 'es/docs/intro.mdx': doc('Inicio'), 'es/docs/end.mdx': doc('Fin') }, sidebar),
    );
    expect(buildCategoryIndexPages(set, 'es')[0]).toMatchObject({
      routeKey: '/docs/more-docs',
      title: 'Everything else',
      description: 'El resto.',
    });
    expect(buildCategoryIndexPages(set, 'en')[0]).toMatchObject({
      routeKey: '/docs/more-docs',
      description: 'The rest.',
    });
  });
});

describe('<DocCardList />', () => {
  const content = buildContentSet(sourcesOf(files));

  it('lists the cards of the category the doc is the index of, without the doc itself', () => {
    expect(buildDocCardList(content, 'es', 'guides/advanced')).toEqual([
      {
        kind: 'doc',
        id: 'guides/advanced/a',
        title: 'A',
        description: 'Texto de A.',
        path: '/docs/guides/advanced/a/',
      },
      {
        kind: 'doc',
        id: 'guides/advanced/b',
        title: 'B',
        description: 'Texto de B.',
        path: '/docs/guides/advanced/b/',
      },
    ]);
    expect(buildDocPageModel(content, 'es', 'guides/advanced')!.docCards).toHaveLength(2);
    expect(buildDocPageModel(content, 'es', 'intro')).not.toHaveProperty('docCards');
    // The index doc stands for its category: its trail ends above it.
    expect(buildDocPageModel(content, 'es', 'guides/advanced')!.trail.map((c) => c.id)).toEqual(['guides']);
  });

  it("takes a category's description over its number of items, and a sidebar.json doc link", () => {
    const sidebar = {
      items: [
        {
          type: 'category',
          id: 'top',
          label: { es: 'Arriba', en: 'Top' },
          link: { type: 'doc', id: 'top' },
          items: [
            'a',
            { type: 'category', id: 'sub', label: { es: 'Sub', en: 'Sub' }, description: 'Lo de abajo.', items: ['b'] },
          ],
        },
      ],
    };
    const set = buildContentSet(
      sourcesOf({ 'es/docs/top.mdx': doc('Top'), 'es/docs/a.mdx': doc('A'), 'es/docs/b.mdx': doc('B') }, sidebar),
    );
    expect(set.sidebar[0]).toMatchObject({
      link: { type: 'doc', id: 'top' },
      items: [{ id: 'top' }, { id: 'a' }, { id: 'sub' }],
    });
    expect(buildDocCardList(set, 'es', 'top')!.map((c) => [c.title, c.description])).toEqual([
      ['A', 'Un párrafo de texto.'],
      ['Sub', 'Lo de abajo.'],
    ]);
  });

  async function compile(body: string, docCardList?: boolean) {
    return compileMdx({ file: 'content/es/docs/x.mdx', body, locale: 'es', bodyLineOffset: 3, docCardList }, new Set());
  }

  it("compiles in a category's index doc and renders the cards the page gives it", async () => {
    const { Content } = await compile("import Cards from '@theme/DocCardList';\n\n<Cards />\n", true);
    const html = renderToStaticMarkup(
      createElement(Content, { components: { DocCardList: () => createElement('ul', { 'data-cards': '' }) } }),
    );
    expect(html).toBe('<ul data-cards=""></ul>');
  });

  it('stops the build in any other doc, naming file, line and the fix', async () => {
    const error = await contentErrorOf(() => compile('Texto.\n\n<DocCardList />\n'));
    expect(error.message).toMatch(
      /^content\/es\/docs\/x\.mdx: body: line 6: <DocCardList \/> lists the items of the category this doc is the index of/,
    );
    expect(error.hint).toMatch(/index\.mdx.*link: \{ "type": "doc"/);
  });

  it('refuses items={…}, naming the line', async () => {
    const error = await contentErrorOf(() => compile('<DocCardList items={[]} />\n', true));
    expect(error.message).toMatch(/line 4: <DocCardList items=\{…\} \/> is not supported/);
  });

  it("is a list of links in the doc's Markdown twin", () => {
    const twin = listMarkdownTwins(content).find((t) => t.locale === 'en' && t.routeKey === '/docs/guides/advanced')!;
    const markdown = buildMarkdownTwin(twin, {
      routeKeys: buildRouteKeys(content),
      twinRouteKeys: new Set(),
      admonitionLabels: {} as never,
    });
    expect(markdown).toContain(
      'Read on.\n\n- [A](https://docs.vigia.example/en/docs/guides/advanced/a/): Texto de A.\n- [B](',
    );
  });
});

describe('bad category pages stop the build, naming the files', () => {
  it('two pages at one address', () => {
    const problems = problemsOf(
      sourcesOf({
        'es/docs/a/_category_.json': JSON.stringify({
          label: 'Uno',
          link: { type: 'generated-index', slug: '/category/x' },
        }),
        'es/docs/a/one.mdx': doc('One'),
        'es/docs/b/_category_.json': JSON.stringify({
          label: 'Dos',
          link: { type: 'generated-index', slug: 'category/x/' },
        }),
        'es/docs/b/two.mdx': doc('Two'),
      }),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^c\/es\/docs\/b\/_category_\.json: link: the category page "\/docs\/category\/x" is already the address of the category page of c\/es\/docs\/a\/_category_\.json \(link\)\n {2}Hint: give the category's link a `slug`/,
      ),
    ]);
  });

  it("a page at a doc's address, or at the tag pages'", () => {
    const sidebar = {
      items: [
        'guias',
        {
          type: 'category',
          id: 'g',
          label: { es: 'Guías', en: 'Guides' },
          link: { type: 'generated-index', slug: 'guias' },
          items: ['x'],
        },
        {
          type: 'category',
          id: 't',
          label: { es: 'T', en: 'T' },
          link: { type: 'generated-index', slug: '/tags' },
          items: ['y'],
        },
      ],
    };
    const problems = problemsOf(
      sourcesOf({ 'es/docs/guias.mdx': doc('Guías'), 'es/docs/x.mdx': doc('X'), 'es/docs/y.mdx': doc('Y') }, sidebar),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^c\/sidebar\.json: items\[1\]\.link: the category page "\/docs\/guias" is already the address of c\/es\/docs\/guias\.mdx/,
      ),
      expect.stringMatching(
        /^c\/sidebar\.json: items\[2\]\.link: "\/docs\/tags" is the address of the docs' tag pages/,
      ),
    ]);
  });

  it('a link of an unknown type, a bad slug or image, a doc link to no doc, a translation with another slug', () => {
    const sidebar = {
      items: [
        { type: 'category', id: 'a', label: { es: 'A', en: 'A' }, link: { type: 'page' }, items: ['x'] },
        {
          type: 'category',
          id: 'b',
          label: { es: 'B', en: 'B' },
          link: { type: 'generated-index', slug: 'Mal Slug', image: '/img/none.png' },
          items: ['y'],
        },
        { type: 'category', id: 'c', label: { es: 'C', en: 'C' }, link: { type: 'doc', id: 'nope' }, items: ['z'] },
      ],
    };
    const problems = problemsOf(
      sourcesOf(
        {
          'es/docs/x.mdx': doc('X'),
          'es/docs/y.mdx': doc('Y'),
          'es/docs/z.mdx': doc('Z'),
          'es/docs/f/_category_.json': JSON.stringify({
            label: 'F',
            link: { type: 'generated-index', slug: '/category/f' },
          }),
          'en/docs/f/_category_.json': JSON.stringify({
            label: 'F',
            link: { type: 'generated-index', slug: '/category/g' },
          }),
          'es/docs/f/w.mdx': doc('W'),
        },
        { items: [...sidebar.items, { type: 'autogenerated', dirName: 'f' }] },
      ),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^c\/sidebar\.json: items\[0\]\.link: must be \{ "type": "doc", "id": "…" \} or \{ "type": "generated-index" \}/,
        ),
        expect.stringMatching(/^c\/sidebar\.json: items\[1\]\.link\.slug: "Mal Slug" is not an address/),
        expect.stringMatching(/^c\/sidebar\.json: items\[1\]\.link\.image: public\/img\/none\.png does not exist/),
        expect.stringMatching(/^c\/sidebar\.json: items\[2\]\.link\.id: "nope" is not a doc/),
        expect.stringMatching(
          /^c\/en\/docs\/f\/_category_\.json: link\.slug: "category\/g" differs from "category\/f" in c\/es\/docs\/f\/_category_\.json/,
        ),
      ]),
    );
  });
});

describe('the importer and generated indexes', () => {
  it('writes sidebars.js links with the address Docusaurus gave them and their texts per locale', () => {
    const skipped: Skipped[] = [];
    const labels = {
      es: {
        'sidebar.s.category.Guides': 'Guías',
        'sidebar.s.category.Guides.link.generated-index.title': 'Todas las guías',
      },
    };
    const items = convertSidebar(
      's',
      [
        {
          type: 'category',
          label: 'Guides',
          link: { type: 'generated-index', title: 'All guides', description: 'Read them.' },
          items: ['a'],
        },
        {
          type: 'category',
          label: 'More',
          items: [{ type: 'category', label: 'Guides', link: { type: 'generated-index' }, items: ['b'] }],
        },
      ],
      labels,
      skipped,
    );
    expect(items[0]).toMatchObject({
      id: 'guides',
      link: {
        type: 'generated-index',
        slug: '/category/guides',
        title: { es: 'Todas las guías', en: 'All guides' },
        description: { es: 'Read them.', en: 'Read them.' },
      },
    });
    // Docusaurus' slugger numbers a second category of the same label.
    expect(items[1]).toMatchObject({ items: [{ link: { type: 'generated-index', slug: '/category/guides-1' } }] });
    expect(skipped).toEqual([]);
  });

  it("pins the Docusaurus address into a _category_ file of the old site's own locale, JSON or YAML", () => {
    expect(
      JSON.parse(
        pinGeneratedIndexSlug('{ "label": "Advanced", "link": { "type": "generated-index" } }', false, '02-advanced')!,
      ),
    ).toEqual({ label: 'Advanced', link: { type: 'generated-index', slug: '/category/advanced' } });
    const yaml = pinGeneratedIndexSlug('link:\n  type: generated-index\n', true, '03-more-tools')!;
    expect(yaml).toMatch(/^# Written as JSON/);
    expect(JSON.parse(yaml.slice(yaml.indexOf('\n') + 1))).toEqual({
      link: { type: 'generated-index', slug: '/category/more-tools' },
    });
    expect(
      pinGeneratedIndexSlug('{ "link": { "type": "generated-index", "slug": "/x" } }', false, 'a'),
    ).toBeUndefined();
    expect(pinGeneratedIndexSlug('{ "label": "A" }', false, 'a')).toBeUndefined();
  });
});

describe('an index doc that only lists its cards', () => {
  it('takes its title as description, as a Docusaurus site writes it (a heading and <DocCardList />)', () => {
    const content = buildContentSet(
      sourcesOf({
        'es/docs/intro.mdx': doc('Inicio'),
        'en/docs/intro.mdx': doc('Start'),
        'es/docs/guias/index.mdx': doc('Guías', '', '<DocCardList />'),
        'en/docs/guias/index.mdx': doc('Guides', '', '<DocCardList />'),
        'es/docs/guias/uno.mdx': doc('Uno'),
        'en/docs/guias/uno.mdx': doc('One'),
      }),
    );
    expect(content.docs.es.find((d) => d.id === 'guias')!.description).toBe('Guías');
    expect(content.docs.en.find((d) => d.id === 'guias')!.description).toBe('Guides');
  });

  it('has none when it has neither a paragraph nor cards', () => {
    const content = buildContentSet(
      sourcesOf({ 'es/docs/intro.mdx': doc('Inicio', '', '## Solo un título'), 'en/docs/intro.mdx': doc('Start') }),
    );
    expect(content.docs.es[0]!.description).toBe('');
  });
});
