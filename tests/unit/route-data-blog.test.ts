import { describe, expect, it, vi } from 'vitest';

// Only the route data is under test: messages are their keys.
vi.mock('@/lib/translator', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/translator')>()),
  getTranslations: async () => Object.assign((key: string) => key, { raw: (key: string) => key }),
}));

const { getArchivePage, getAuthorIndexPage, getTagIndexPage, getTagPage } = await import(
  '@/lib/route-data/blog-indexes'
);
const { getBlogListPageData } = await import('@/lib/route-data/blog-list');
const { getPostPage } = await import('@/lib/route-data/post');
const { localizePath, withBasePath } = await import('@/lib/urls');

/** The navbar's own-locale link: the page the navbar was built for. */
const ownPage = (nav: { languages: { current: boolean; href: string }[] }) =>
  nav.languages.find((l) => l.current)?.href;
const pathOf = (routeKey: string, locale: 'es' | 'en') => withBasePath(localizePath(routeKey, locale));

// The project's own content: every blog page's data carries its frame, so its view calls no lib function.
describe("the blog pages' route data", () => {
  it('gives each page its navbar (marking the page) and the blog sidebar of its locale', async () => {
    const tag = getTagPage('en', 'phishing')!;
    expect(tag.frame.nav.locale).toBe('en');
    expect(ownPage(tag.frame.nav)).toBe(pathOf(tag.routeKey, 'en'));
    expect(tag.frame.blogNav.years.length).toBeGreaterThan(0);
    for (const page of [getTagIndexPage('es'), getAuthorIndexPage('es'), getArchivePage('es')])
      expect(ownPage(page.frame.nav)).toBe(pathOf(page.routeKey, 'es'));
  });

  it("gives the list its title, lead and every listed post's excerpt, and a post its frame", async () => {
    const list = (await getBlogListPageData('es', 1))!;
    expect(list.title).toBe('blog.title');
    expect(Object.keys(list.excerpts).sort()).toEqual(list.page.items.map((post) => post.slug).sort());
    expect(ownPage(list.frame.nav)).toBe(pathOf(list.page.routeKey, 'es'));
    const slug = list.page.items[0]!.slug;
    const post = (await getPostPage('es', slug.split('/')))!;
    expect(ownPage(post.frame.nav)).toBe(pathOf(post.routeKey, 'es'));
    expect(await getBlogListPageData('es', 99)).toBeUndefined();
  });
});
