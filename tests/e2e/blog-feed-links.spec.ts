import { expect, test } from './fixtures';
import { LOCALES, urlOf } from './site-routes';

const SITE_URL = process.env.SITE_URL ?? 'https://docs.vigia.example';
const FEEDS = [
  { type: 'application/rss+xml', file: 'rss.xml' },
  { type: 'application/atom+xml', file: 'atom.xml' },
  { type: 'application/feed+json', file: 'feed.json' },
];
/** The home page and every kind of blog page. */
const PAGES = [
  '/',
  '/blog',
  '/blog/archive',
  '/blog/tags',
  '/blog/tags/api',
  '/blog/authors',
  '/blog/authors/laura-mendez',
  '/blog/novedades-noviembre-2024',
  '/blog/page/1',
];

for (const { locale, prefix } of LOCALES) {
  test(`the home page and every blog page advertise the ${locale} feeds`, async ({ request }) => {
    for (const routeKey of PAGES) {
      const html = await (await request.get(urlOf(routeKey, prefix))).text();
      for (const { type, file } of FEEDS) {
        expect(html, `${routeKey} ${type}`).toMatch(
          new RegExp(
            `<link rel="alternate" type="${type.replace('+', '\\+')}" href="${SITE_URL}${prefix}/blog/${file}"`,
          ),
        );
      }
    }
  });

  test(`the ${locale} blog shows a visible link to its RSS feed`, async ({ readerPage: page }) => {
    await page.goto(`${prefix}/blog/`);
    const link = page
      .getByRole('navigation', { name: locale === 'es' ? 'Entradas del blog' : 'Blog posts' })
      .getByRole('link', { name: 'RSS' });
    await expect(link).toBeVisible();
    const response = await page.request.get((await link.getAttribute('href'))!);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<rss version="2.0"');
  });
}
