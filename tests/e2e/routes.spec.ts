import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { descendants, fromHtml, tagNamed } from './exported-html';
import { expect, test } from './fixtures';
import { LOCALES, ROUTE_KEYS, urlOf } from './site-routes';

const elementsNamed = (tree: Root, name: string) => descendants(tree, tagNamed(name));

const text = (element: Element | undefined) => (element ? toString(element).replace(/\s+/g, ' ').trim() : '');

// What a route answers is in its exported HTML (status, lang, heading, title): each is
// fetched and read, with no browser (a tab per route cost most of this file's time).
for (const { locale, prefix, siteTitle } of LOCALES) {
  test.describe(`every route in ${locale}`, () => {
    for (const routeKey of ROUTE_KEYS) {
      const url = urlOf(routeKey, prefix);
      test(`${url} answers 200 with one h1, lang="${locale}" and a "| ${siteTitle}" title`, async ({ request }) => {
        const response = await request.get(url);
        expect(response.status()).toBe(200);
        const tree = fromHtml(await response.text());
        expect(elementsNamed(tree, 'html')[0]?.properties.lang).toBe(locale);
        const headings = elementsNamed(tree, 'h1');
        expect(headings).toHaveLength(1);
        const h1 = text(headings[0]);
        expect(h1.length).toBeGreaterThan(0);
        const title = text(elementsNamed(tree, 'title')[0]);
        if (routeKey === '/') expect(title.startsWith(siteTitle), title).toBe(true);
        else expect(title).toBe(`${h1} | ${siteTitle}`);
      });
    }
  });
}

test('the English home answers at /en and /en/', async ({ request }) => {
  for (const url of ['/en', '/en/']) {
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<html lang="en"');
  }
});

test('a doc answers without the trailing slash too', async ({ request }) => {
  expect((await request.get('/docs/intro')).status()).toBe(200);
  expect((await request.get('/en/docs/api/users')).status()).toBe(200);
});

test('/docs is not a page of its own', async ({ request }) => {
  expect((await request.get('/docs/')).status()).toBe(404);
});
