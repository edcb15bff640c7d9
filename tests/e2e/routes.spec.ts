import { expect, test } from './fixtures';
import { LOCALES, ROUTE_KEYS, urlOf } from './site-routes';

for (const { locale, prefix, siteTitle } of LOCALES) {
  test.describe(`every route in ${locale}`, () => {
    for (const routeKey of ROUTE_KEYS) {
      const url = urlOf(routeKey, prefix);
      test(`${url} answers 200 with one h1, lang="${locale}" and a "| ${siteTitle}" title`, async ({
        readerPage: page,
      }) => {
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.locator('h1')).toHaveCount(1);
        const h1 = (await page.locator('h1').innerText()).trim();
        expect(h1.length).toBeGreaterThan(0);
        if (routeKey === '/') {
          await expect(page).toHaveTitle(new RegExp(`^${siteTitle}`));
        } else {
          await expect(page).toHaveTitle(`${h1} | ${siteTitle}`);
        }
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
