import { describe, expect, it } from 'vitest';
import type { ContentError } from '@/lib/content/errors';
import { checkReservedDocRoutes } from '@/lib/content/reserved-routes';
import type { Doc } from '@/lib/content/types';
import { DEFAULT_ROUTE_BASES, type RouteBases } from '@/lib/urls';

const ROOT_DOCS: RouteBases = {
  docs: '',
  blog: 'posts',
  docsInstances: [{ id: 'community', folder: 'community', routeBasePath: 'help' }],
};

const doc = (slug: string, tags: string[] = []) =>
  ({ slug, file: `content/es/docs/${slug || 'index'}.mdx`, tags }) as Doc;

function problemsOf(docs: Doc[], bases: RouteBases, path = ''): string[] {
  const problems: ContentError[] = [];
  checkReservedDocRoutes([{ path, docs }], bases, problems);
  return problems.map((p) => p.message);
}

describe('checkReservedDocRoutes', () => {
  it('names the file, the address, what is there and the fix, for docs at `/`', () => {
    const messages = problemsOf(
      [doc('en/guide'), doc('posts'), doc('blog/news'), doc('docs/old'), doc('help/faq'), doc('intro')],
      ROOT_DOCS,
    );
    expect(messages).toEqual([
      expect.stringContaining(
        'content/es/docs/en/guide.mdx: slug: its address "/en/guide" is the prefix of the en pages',
      ),
      expect.stringContaining(`"/posts" is the blog's base`),
      expect.stringContaining('"/blog/news" is a route folder of the site (the blog at /blog)'),
      expect.stringContaining('"/docs/old" is a route folder of the site (the docs at /docs)'),
      expect.stringContaining('"/help/faq" is the base of the docs instance "community"'),
    ]);
    expect(messages[0]).toContain('Hint: give it a front-matter `slug` outside it');
  });

  it("lets a docs instance's own docs be at its base", () => {
    expect(problemsOf([doc('community/faq'), doc('community')], ROOT_DOCS)).toEqual([]);
  });

  it("reserves a version's tag pages only when its docs have tags", () => {
    expect(problemsOf([doc('tags/list')], ROOT_DOCS)).toEqual([]);
    expect(problemsOf([doc('tags/list'), doc('intro', ['api'])], ROOT_DOCS)).toEqual([
      expect.stringContaining(`"/tags/list" is the docs' tag pages`),
    ]);
    expect(problemsOf([doc('1.0/tags'), doc('1.0/intro', ['api'])], ROOT_DOCS, '1.0')).toEqual([
      expect.stringContaining(`"/1.0/tags" is the docs' tag pages`),
    ]);
  });

  it('finds nothing in docs at /docs, whatever their folders', () => {
    expect(problemsOf([doc('en/guide'), doc('blog/news'), doc('posts')], DEFAULT_ROUTE_BASES)).toEqual([]);
  });
});
