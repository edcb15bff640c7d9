/**
 * An export built for a base path, served under it by the plain static host: the imported
 * site with its docs at `/` (`npm run build:root-docs`, BASE_PATH=/handbook, out-root-docs/),
 * built with every post-build step. Its pages, assets, images, feeds, client navigation and
 * not-found page stay under /handbook/, and served elsewhere it says so.
 */
import fs from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { AUDITED_EXPORTS } from './audited-exports';
import { serveImportedSite } from './imported-site';
import { isSameWindow, markWindow, startStaticServer } from './nav-helpers';

const DIR = 'out-root-docs';
/** The base path `npm run build:root-docs` builds for (scripts/build-root-docs-fixture.ts). */
const BASE = AUDITED_EXPORTS.find((e) => e.dir === DIR)!.basePath;
const server = serveImportedSite(DIR, BASE);

/**
 * Every GET the page makes that fails or answers an error status. The router's HEAD
 * probes before prefetching are left out: it cancels them.
 */
function recordFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('requestfailed', (request) => {
    if (request.method() === 'GET') failures.push(`${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.request().method() === 'GET' && response.status() >= 400)
      failures.push(`${response.url()} ${response.status()}`);
  });
  return failures;
}

/** The same-site URLs a page refers to: links, scripts, stylesheets, images, feeds. */
async function localUrls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a[href], link[href], script[src], img[src]')]
      .map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? '')
      .filter((url) => url.startsWith('/')),
  );
}

for (const { path, h1 } of [
  { path: '/en/guides/setup/', h1: 'Setting up Beacon' },
  { path: '/en/posts/', h1: null },
  { path: '/posts/2024/03/01/signals/', h1: null },
]) {
  test(`${BASE}${path} loads every link, asset and image from under ${BASE}/`, async ({ readerPage: page }) => {
    const failures = recordFailures(page);
    await page.goto(`${server.origin}${BASE}${path}`);
    if (h1) await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    await page.waitForLoadState('networkidle');
    const urls = await localUrls(page);
    expect(urls.length).toBeGreaterThan(5);
    expect(urls.filter((url) => !url.startsWith(`${BASE}/`))).toEqual([]);
    const images = await page
      .locator('img')
      .evaluateAll((imgs) =>
        imgs.map((img) => [(img as HTMLImageElement).src, (img as HTMLImageElement).naturalWidth]),
      );
    expect(images.filter(([, width]) => width === 0)).toEqual([]);
    expect(failures).toEqual([]);
    await expect(page.locator('#base-url-banner')).toHaveCount(0);
  });
}

test(`the feeds of the blog answer under ${BASE}/, named after the site`, async ({ readerPage: page, request }) => {
  await page.goto(`${server.origin}${BASE}/en/posts/`);
  const links = page.locator('link[rel="alternate"][type*="xml"], link[rel="alternate"][type*="json"]');
  const feeds = await links.evaluateAll((all) => all.map((l) => l.getAttribute('href') ?? ''));
  expect(feeds.length).toBeGreaterThan(0);
  // Docusaurus names a feed after the site when its options name none.
  for (const title of await links.evaluateAll((all) => all.map((l) => l.getAttribute('title'))))
    expect(title).toMatch(/^Beacon \(/);
  for (const feed of feeds) {
    expect(feed).toMatch(new RegExp(`^(https?://[^/]+)?${BASE}/`));
    const response = await request.get(
      feed.startsWith('/') ? `${server.origin}${feed}` : `${server.origin}${new URL(feed).pathname}`,
    );
    expect(response.status()).toBe(200);
  }
});

test(`a link navigates on the client under ${BASE}/`, async ({ page }) => {
  await page.goto(`${server.origin}${BASE}/en/`);
  await markWindow(page);
  // The docs pager's "previous" link: the welcome doc follows the setup guide.
  await page
    .getByRole('navigation', { name: 'Documentation pages' })
    .getByRole('link', { name: /Setting up Beacon/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/en/guides/setup/$`));
  expect(await isSameWindow(page)).toBe(true);
});

// The Spanish page is the English doc, not translated, at the Spanish address.
for (const path of ['/en/guides/alerts/', '/guides/alerts/']) {
  test(`an image beside the doc and a useBaseUrl image load from under ${BASE}/ (${path})`, async ({
    readerPage: page,
    request,
  }) => {
    const failures = recordFailures(page);
    await page.goto(`${server.origin}${BASE}${path}`);
    const shot = page.getByRole('img', { name: "Beacon's list of open alerts" });
    // `./img/alert-list.png` is published once for both locales, by content hash.
    await expect(shot).toHaveAttribute('src', new RegExp(`^${BASE}/assets/alert-list-[0-9a-f]{8}\\.png$`));
    const logo = page.getByRole('img', { name: 'Beacon logo' });
    await expect(logo).toHaveAttribute('src', `${BASE}/img/beacon.svg`);
    for (const image of [shot, logo]) {
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      const response = await request.get(`${server.origin}${await image.getAttribute('src')}`);
      expect(response.status()).toBe(200);
    }
    // Front-matter `image: ./img/alert-list.png` is the page's social card, at the same file.
    const card = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(card).toBe(`https://docs.vigia.example${await shot.getAttribute('src')}`);
    expect(failures).toEqual([]);
  });
}

test(`a .html address is cleaned under ${BASE}/`, async ({ readerPage: page }) => {
  await page.goto(`${server.origin}${BASE}/en/guides/setup.html`);
  await expect(page).toHaveURL(new RegExp(`${BASE}/en/guides/setup/$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Setting up Beacon');
});

for (const { path, h1, docs } of [
  { path: '/nope/', h1: 'Página no encontrada', docs: 'Ir a la documentación' },
  { path: '/en/nope/', h1: 'Page not found', docs: 'Go to the documentation' },
]) {
  test(`the not-found page answers 404 under ${BASE}${path}, its links under ${BASE}/`, async ({
    readerPage: page,
  }) => {
    const response = await page.goto(`${server.origin}${BASE}${path}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1, { useInnerText: true });
    await expect(page.getByRole('link', { name: docs })).toHaveAttribute('href', new RegExp(`^${BASE}/`));
    expect(await page.evaluate(() => [...document.styleSheets].every((s) => s.cssRules.length > 0))).toBe(true);
    await expect(page.locator('#base-url-banner')).toHaveCount(0);
  });
}

test(`served at the root, the ${BASE} build shows the mismatch banner`, async ({ page }) => {
  const root = await startStaticServer(DIR, '');
  try {
    await page.goto(`${root.origin}/en/guides/setup/`);
    await expect(page.getByRole('alert').filter({ hasText: 'did not load' })).toHaveText(
      `This site did not load properly. It was built for the base path ${BASE}/ and seems to be served from /.`,
    );
  } finally {
    await root.close();
  }
});

test('the export holds no placeholder page of a route with nothing to list', () => {
  const placeholders = fs
    .readdirSync(DIR, { recursive: true, encoding: 'utf8' })
    .filter((entry) => entry.split('/').includes('_none'));
  expect(placeholders).toEqual([]);
});
