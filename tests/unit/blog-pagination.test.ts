import { describe, expect, it } from 'vitest';
import { BLOG_PAGE_SIZE, numberedPages, paginate } from '@/lib/blog/pagination';

const posts = (count: number) => Array.from({ length: count }, (_, i) => `post-${i + 1}`);

describe('paginate', () => {
  it('keeps 10 posts on one page with no neighbours', () => {
    const pages = paginate(posts(10), 'es');
    expect(BLOG_PAGE_SIZE).toBe(10);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchObject({
      number: 1,
      pageCount: 1,
      routeKey: '/blog',
      previous: undefined,
      next: undefined,
    });
    expect(pages[0]!.items).toHaveLength(10);
  });

  it('moves the 11th post to /blog/page/2, linked both ways', () => {
    const pages = paginate(posts(11), 'es');
    expect(pages.map((p) => p.items.length)).toEqual([10, 1]);
    expect(pages[0]).toMatchObject({ next: '/blog/page/2/', previous: undefined });
    expect(pages[1]).toMatchObject({ number: 2, routeKey: '/blog/page/2', previous: '/blog/', next: undefined });
    expect(pages[1]!.items).toEqual(['post-11']);
  });

  it('splits 25 posts into 10, 10 and 5, in order, with localised links', () => {
    const pages = paginate(posts(25), 'en');
    expect(pages.map((p) => p.items.length)).toEqual([10, 10, 5]);
    expect(pages.flatMap((p) => p.items)).toEqual(posts(25));
    expect(pages.map((p) => [p.previous, p.next])).toEqual([
      [undefined, '/en/blog/page/2/'],
      ['/en/blog/', '/en/blog/page/3/'],
      ['/en/blog/page/2/', undefined],
    ]);
    expect(pages.every((p) => p.pageCount === 3)).toBe(true);
  });

  it('still makes one page of an empty list', () => {
    expect(paginate([], 'es')).toHaveLength(1);
  });
});

describe('numberedPages', () => {
  it('numbers only the pages after the first', () => {
    expect(numberedPages(3)).toEqual([]);
    expect(numberedPages(10)).toEqual([]);
    expect(numberedPages(11)).toEqual([2]);
    expect(numberedPages(25)).toEqual([2, 3]);
  });
});
