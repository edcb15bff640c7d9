import { describe, expect, it } from 'vitest';
import { buildDocPageModel } from '@/lib/docs/page';
import { buildDocPager, buildDocTrail, buildSidebar, sidebarNodeContains } from '@/lib/docs/sidebar';
import { loadFixture } from './fixtures';

const content = loadFixture('valid');

describe('buildSidebar', () => {
  it('builds the tree of sidebar.json with localised labels and paths', () => {
    expect(buildSidebar(content.sidebar, content.docs.en, 'en')).toEqual([
      { type: 'doc', id: 'intro', label: 'Introduction', path: '/en/docs/intro/' },
      {
        type: 'category',
        id: 'guide',
        label: 'Guide',
        path: '/en/docs/guide/setup/',
        items: [
          { type: 'doc', id: 'guide/setup', label: 'Setup', path: '/en/docs/guide/setup/' },
          { type: 'doc', id: 'guide/usage', label: 'Usage', path: '/en/docs/guide/usage/' },
        ],
      },
      { type: 'doc', id: 'components', label: 'Components', path: '/en/docs/components/' },
    ]);
  });
  it('leaves the default locale unprefixed', () => {
    const [first] = buildSidebar(content.sidebar, content.docs.es, 'es');
    expect(first).toMatchObject({ label: 'Introducción', path: '/docs/intro/' });
  });
});

describe('sidebarNodeContains', () => {
  it('finds a doc inside a category', () => {
    const [, category] = buildSidebar(content.sidebar, content.docs.es, 'es');
    expect(sidebarNodeContains(category!, 'guide/usage')).toBe(true);
    expect(sidebarNodeContains(category!, 'intro')).toBe(false);
  });
});

describe('buildDocPager', () => {
  it('links the previous and next docs in reading order', () => {
    const pager = buildDocPager(content.docs.en, 'guide/setup');
    expect(pager.previous).toEqual({ id: 'intro', title: 'Introduction', path: '/en/docs/intro/' });
    expect(pager.next).toEqual({ id: 'guide/usage', title: 'Usage', path: '/en/docs/guide/usage/' });
  });
  it('has no previous link on the first doc and no next on the last', () => {
    expect(buildDocPager(content.docs.es, 'intro').previous).toBeUndefined();
    expect(buildDocPager(content.docs.es, 'components').next).toBeUndefined();
  });
});

describe('buildDocTrail', () => {
  it('lists the categories above a doc', () => {
    const tree = buildSidebar(content.sidebar, content.docs.es, 'es');
    expect(buildDocTrail(tree, 'guide/setup')).toEqual([{ id: 'guide', label: 'Guía' }]);
    expect(buildDocTrail(tree, 'intro')).toEqual([]);
  });
});

describe('buildDocPageModel', () => {
  it('gathers what a doc page renders', () => {
    const model = buildDocPageModel(content, 'en', 'guide/setup')!;
    expect(model.routeKey).toBe('/docs/guide/setup');
    expect(model.docsHome?.path).toBe('/en/docs/intro/');
    expect(model.trail).toEqual([{ id: 'guide', label: 'Guide' }]);
  });
  it("gives the sidebar the items of the current doc's category only", () => {
    const model = buildDocPageModel(content, 'en', 'intro')!;
    expect(model.sidebar.map((n) => [n.id, n.type === 'category' ? n.items?.length : 'doc'])).toEqual([
      ['intro', 'doc'],
      ['guide', undefined],
      ['components', 'doc'],
    ]);
    expect(buildDocPageModel(content, 'en', 'guide/setup')!.sidebar[1]).toMatchObject({
      id: 'guide',
      items: [{ id: 'guide/setup' }, { id: 'guide/usage' }],
    });
  });
  it("starts the breadcrumbs at the docs' own page (`slug: /`) where there is one, as Docusaurus does", () => {
    const withDocsPage = {
      ...content,
      docs: { ...content.docs, en: content.docs.en.map((d) => (d.id === 'components' ? { ...d, slug: '' } : d)) },
    };
    expect(buildDocPageModel(withDocsPage, 'en', 'guide/setup')!.docsHome).toMatchObject({
      id: 'components',
      path: '/en/docs/',
    });
  });
  it("leaves the docs home out of the main doc's own breadcrumbs", () => {
    expect(buildDocPageModel(content, 'es', 'intro')!.docsHome).toBeUndefined();
  });
  it('answers undefined for an unknown doc', () => {
    expect(buildDocPageModel(content, 'en', 'nope')).toBeUndefined();
  });
});
