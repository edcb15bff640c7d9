import { describe, expect, it } from 'vitest';
import { buildBlogNav } from '@/lib/blog/nav';
import {
  buildArchive,
  buildAuthorSummaries,
  buildPostList,
  buildPostPager,
  buildTagSummaries,
  type PostSummary,
} from '@/lib/blog/posts';
import { formatDay } from '@/lib/dates';
import { loadFixture } from './fixtures';

const content = loadFixture('valid');

describe('buildPostList', () => {
  it('resolves authors and tags, with localised tag labels and paths', () => {
    const [newest] = buildPostList(content, 'en');
    expect(newest).toMatchObject({ slug: 'cambios', path: '/en/blog/cambios/', date: '2025-01-20' });
    expect(newest!.authors.map((a) => a.name)).toEqual(['Ana Ruiz']);
    expect(newest!.tags).toEqual([
      { slug: 'news', label: 'News', path: '/en/blog/tags/news/' },
      { slug: '2024', label: '2024', path: '/en/blog/tags/2024/' },
    ]);
  });
});

describe('buildTagSummaries', () => {
  it('lists every tag with its posts, newest first', () => {
    const tags = buildTagSummaries(content, 'es');
    expect(tags.find((t) => t.slug === 'news')!.posts.map((p) => p.slug)).toEqual(['cambios', 'hola']);
    expect(tags.find((t) => t.slug === '2024')).toMatchObject({ label: '2024', path: '/blog/tags/2024/' });
  });
});

describe('buildArchive', () => {
  it('groups posts by UTC year, newest year first', () => {
    const post = (slug: string, date: string) => ({ slug, date }) as PostSummary;
    const archive = buildArchive([post('a', '2024-01-01'), post('b', '2025-12-31'), post('c', '2024-12-31')]);
    expect(archive.map((y) => [y.year, y.posts.map((p) => p.slug)])).toEqual([
      ['2025', ['b']],
      ['2024', ['c', 'a']],
    ]);
  });
});

describe('buildAuthorSummaries', () => {
  it('gives each author the posts they wrote and the path of their page', () => {
    expect(
      buildAuthorSummaries(content, 'es').map(({ author, posts }) => [author.id, author.path, posts.length]),
    ).toEqual([['ana', '/blog/authors/ana/', 2]]);
    expect(buildPostList(content, 'en')[0]!.authors[0]!.path).toBe('/en/blog/authors/ana/');
  });
});

describe('buildPostPager', () => {
  it('links the newer and the older post, none past the ends', () => {
    expect(buildPostPager(content, 'en', 'cambios')).toEqual({
      newer: undefined,
      older: { title: 'Hello', path: '/en/blog/hola/' },
    });
    expect(buildPostPager(content, 'es', 'hola')).toEqual({
      newer: { title: 'Cambios', path: '/blog/cambios/' },
      older: undefined,
    });
  });
});

describe('buildBlogNav', () => {
  it('links the blog index pages, the feeds and every post grouped by year', () => {
    const nav = buildBlogNav(content, 'en');
    expect(nav).toMatchObject({
      list: '/en/blog/',
      archive: '/en/blog/archive/',
      tags: '/en/blog/tags/',
      authors: '/en/blog/authors/',
    });
    expect(nav.feeds).toEqual({ rss: '/en/blog/rss.xml', atom: '/en/blog/atom.xml', json: '/en/blog/feed.json' });
    expect(nav.years.map((y) => [y.year, y.posts.map((p) => p.title)])).toEqual([
      ['2025', ['Changes']],
      ['2024', ['Hello']],
    ]);
  });
});

describe('formatDay', () => {
  it('writes the day in the locale, in UTC', () => {
    expect(formatDay('2024-11-28', 'es')).toBe('28 de noviembre de 2024');
    expect(formatDay('2025-01-01', 'en')).toBe('January 1, 2025');
  });
});
