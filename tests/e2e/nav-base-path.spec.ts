/**
 * The export built for a base path (`npm run build:base-path`: BASE_PATH=/vigia, the small
 * `valid` fixture content, into out-vigia/) served under /vigia/ by the plain static host.
 */
import fs from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { isSameWindow, markWindow, startStaticServer } from './nav-helpers';

const DIR = 'out-vigia';
const BASE = '/vigia';

let server: Awaited<ReturnType<typeof startStaticServer>>;
test.beforeAll(async () => {
  if (!fs.existsSync(`${DIR}/index.html`))
    throw new Error(`${DIR}/ is missing: run \`npm run build:base-path\` first.`);
  server = await startStaticServer(DIR, BASE);
});
test.afterAll(() => server.close());

/**
 * Every GET the page makes that fails or answers an error status. The router's HEAD
 * probes before prefetching are left out: it cancels them, and the fixture content has
 * no `api/overview` doc for the footer's REST API link.
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
  { path: '/docs/intro/', h1: 'Introducción' },
  { path: '/en/blog/', h1: null },
  { path: '/blog/hola/', h1: null },
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

test(`the feeds of the blog answer under ${BASE}/`, async ({ readerPage: page, request }) => {
  await page.goto(`${server.origin}${BASE}/blog/`);
  const feeds = await page
    .locator('link[rel="alternate"][type*="xml"], link[rel="alternate"][type*="json"]')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
  for (const feed of feeds) {
    expect(feed).toMatch(new RegExp(`^(https?://[^/]+)?${BASE}/`));
    const response = await request.get(
      feed.startsWith('/') ? `${server.origin}${feed}` : `${server.origin}${new URL(feed).pathname}`,
    );
    expect(response.status()).toBe(200);
  }
});

test(`a link navigates on the client under ${BASE}/`, async ({ page }) => {
  await page.goto(`${server.origin}${BASE}/docs/intro/`);
  await markWindow(page);
  // The docs pager's "next" link: intro is followed by guide/setup.
  await page
    .getByRole('navigation', { name: 'Páginas de la documentación' })
    .getByRole('link', { name: /Instalación/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/docs/guide/setup/$`));
  expect(await isSameWindow(page)).toBe(true);
});

for (const { path, alt, icon } of [
  { path: '/docs/guide/setup/', alt: 'Panel de Vigía con la campaña en curso', icon: 'Icono de Vigía' },
  { path: '/en/docs/guide/setup/', alt: 'Vigía dashboard with the running campaign', icon: 'Vigía icon' },
]) {
  test(`an image beside the doc and a useBaseUrl image load from under ${BASE}/ (${path})`, async ({
    readerPage: page,
    request,
  }) => {
    const failures = recordFailures(page);
    await page.goto(`${server.origin}${BASE}${path}`);
    const shot = page.getByRole('img', { name: alt });
    // `./img/panel.png` is published once for both locales, by content hash.
    await expect(shot).toHaveAttribute('src', new RegExp(`^${BASE}/assets/panel-[0-9a-f]{8}\\.png$`));
    const favicon = page.getByRole('img', { name: icon });
    await expect(favicon).toHaveAttribute('src', `${BASE}/favicon.svg`);
    for (const image of [shot, favicon]) {
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      const response = await request.get(`${server.origin}${await image.getAttribute('src')}`);
      expect(response.status()).toBe(200);
    }
    // Front-matter `image: ./img/panel.png` is the page's social card, at the same file.
    const card = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(card).toBe(`https://docs.vigia.example${await shot.getAttribute('src')}`);
    expect(failures).toEqual([]);
  });
}

test(`a .html address is cleaned under ${BASE}/`, async ({ readerPage: page }) => {
  await page.goto(`${server.origin}${BASE}/docs/intro.html`);
  await expect(page).toHaveURL(new RegExp(`${BASE}/docs/intro/$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introducción');
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
    await page.goto(`${root.origin}/en/docs/intro/`);
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
