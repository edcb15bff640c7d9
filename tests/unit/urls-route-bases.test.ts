import { describe, expect, it } from 'vitest';
import { routeBasesOf } from '@/lib/site-config/file.mjs';
import { sidebarOfInstance } from '@/lib/docs/instances';
import { mergeModeNote, siteRouteBases } from '@/lib/import/docusaurus-routes';
import { blogRoutesAt, docRoute, docTagRoute, joinRoute, postRoute, routeBases, type RouteBases } from '@/lib/urls';

const ROOT_DOCS: RouteBases = { docs: '', blog: 'posts', docsInstances: [] };
const WITH_COMMUNITY: RouteBases = {
  docs: 'docs',
  blog: 'blog',
  docsInstances: [{ id: 'community', folder: 'community', routeBasePath: 'community' }],
};

describe('docRoute', () => {
  it('puts a doc below the docs base', () => expect(docRoute('api/users')).toBe('/docs/api/users'));

  it('serves docs at the site root when the base is empty, the `slug: /` doc at /', () => {
    expect(docRoute('intro', ROOT_DOCS)).toBe('/intro');
    expect(docRoute('', ROOT_DOCS)).toBe('/');
    expect(docRoute('1.0/intro', ROOT_DOCS)).toBe('/1.0/intro');
    expect(docRoute('next', ROOT_DOCS)).toBe('/next');
  });

  it("serves another instance's folder at its own base", () => {
    expect(docRoute('community/faq', WITH_COMMUNITY)).toBe('/community/faq');
    expect(docRoute('community', WITH_COMMUNITY)).toBe('/community');
    expect(docRoute('communityx/faq', WITH_COMMUNITY)).toBe('/docs/communityx/faq');
    const renamed = { ...WITH_COMMUNITY, docsInstances: [{ id: 'c', folder: 'community', routeBasePath: 'help/c' }] };
    expect(docRoute('community/faq', renamed)).toBe('/help/c/faq');
  });

  it('puts the docs tag pages below the docs base', () => expect(docTagRoute('api', '', ROOT_DOCS)).toBe('/tags/api'));
});

describe('postRoute and blogRoutesAt', () => {
  it('puts posts and the blog index pages below the blog base', () => {
    expect(postRoute('2024/03/01/signals', ROOT_DOCS)).toBe('/posts/2024/03/01/signals');
    expect(blogRoutesAt('posts')).toEqual({
      list: '/posts',
      archive: '/posts/archive',
      authors: '/posts/authors',
      tags: '/posts/tags',
    });
  });
});

describe('joinRoute', () => {
  it('joins a base and a path, either empty', () => {
    expect(joinRoute('', '')).toBe('/');
    expect(joinRoute('docs', '')).toBe('/docs');
    expect(joinRoute('', 'a/b')).toBe('/a/b');
  });
});

describe('routeBases', () => {
  it("is Vigía's layout without VIGIA_ROUTES", () =>
    expect(routeBases(undefined)).toEqual({ docs: 'docs', blog: 'blog', docsInstances: [] }));

  it('reads the variable site.json sets, slashes trimmed', () => {
    const variable = JSON.stringify(
      routeBasesOf({ docs: '/', blog: '/posts/', docsInstances: [{ id: 'community', routeBasePath: '/community' }] }),
    );
    expect(routeBases(variable)).toEqual({
      docs: '',
      blog: 'posts',
      docsInstances: [{ id: 'community', folder: 'community', routeBasePath: 'community' }],
    });
  });
});

describe('siteRouteBases', () => {
  it("keeps a Docusaurus site's bases and gives each further instance its id as folder", () =>
    expect(siteRouteBases({ routeBasePath: '' }, [{ id: 'community', routeBasePath: 'help' }], undefined)).toEqual({
      docs: '',
      blog: 'blog',
      docsInstances: [{ id: 'community', folder: 'community', routeBasePath: 'help' }],
    }));
});

describe('mergeModeNote', () => {
  it("names in one line the site's bases merge mode leaves, and --replace", () => {
    const line = mergeModeNote('docusaurus.config.js', { routeBasePath: '' }, { routeBasePath: 'posts' });
    expect(line).toBe(
      "docusaurus.config.js: merge mode keeps this project's /docs/ and /blog/: the site's docs at / are served at /docs/, its posts at /posts at /blog/; --replace brings the site's own",
    );
    expect(line).not.toContain('\n');
  });
  it('says nothing when the site has the same bases (its other docs instances come at theirs)', () =>
    expect(mergeModeNote('docusaurus.config.js', { routeBasePath: 'docs' }, { routeBasePath: 'blog' })).toBe(
      undefined,
    ));
});

describe('sidebarOfInstance', () => {
  const sidebar = [
    { type: 'doc' as const, id: 'intro' },
    {
      type: 'category' as const,
      id: 'community',
      label: { es: 'Comunidad', en: 'Community' },
      items: [{ type: 'doc' as const, id: 'community/faq' }],
    },
  ];
  it("gives an instance its category's items and the main docs the rest", () => {
    expect(sidebarOfInstance(sidebar, 'community', WITH_COMMUNITY)).toEqual([{ type: 'doc', id: 'community/faq' }]);
    expect(sidebarOfInstance(sidebar, undefined, WITH_COMMUNITY)).toEqual([{ type: 'doc', id: 'intro' }]);
  });
});
