/**
 * Integrity on what a page loads after it started (issue 23): the chunks Turbopack's
 * runtime inserts (the search dialog, a route's code and CSS on a client navigation) and
 * the stylesheets React inserts. Each carries the SHA-256 of the file the site serves, set
 * by the build's integrity script (lib/security/sri-manifest.ts) before its request, and
 * the browser refuses a chunk whose bytes were changed on the way.
 */
import { createHash } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { openSearchWithButton } from './search-page';

/**
 * Records each script and stylesheet element as it enters the document, with the
 * integrity it had then (before its request): the parser's, the runtime's and React's,
 * even one removed later.
 */
async function recordInsertedAssets(page: Page) {
  await page.addInitScript(() => {
    const seen: { path: string; integrity: string }[] = [];
    (window as unknown as { __inserted: typeof seen }).__inserted = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLScriptElement || node instanceof HTMLLinkElement)) continue;
          const address = node instanceof HTMLScriptElement ? node.src : node.href;
          if (!address) continue;
          const url = new URL(address, location.href);
          if (url.origin === location.origin && /\.(js|css)$/.test(url.pathname))
            seen.push({ path: url.pathname, integrity: node.integrity });
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

const inserted = (page: Page) =>
  page.evaluate(() => (window as unknown as { __inserted: { path: string; integrity: string }[] }).__inserted);

async function expectIntegrityOfServedFiles(request: APIRequestContext, assets: { path: string; integrity: string }[]) {
  for (const { path, integrity } of assets) {
    const body = await (await request.get(path)).body();
    expect(integrity, path).toBe(`sha256-${createHash('sha256').update(body).digest('base64')}`);
  }
}

test('chunks the runtime adds for the search dialog and for a client navigation carry the integrity of the served file', async ({
  page,
  request,
}) => {
  const requested = new Set<string>();
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (/^\/_next\/.*\.(js|css)$/.test(path)) requested.add(path);
  });
  await recordInsertedAssets(page);
  await page.goto('/docs/intro/');
  const atLoad = new Set(requested);
  await openSearchWithButton(page, 'es');
  await page.keyboard.type('tokens');
  await expect(page.getByRole('dialog').getByRole('status')).toContainText(/\d+ resultados?/);
  // The dialog's own chunks came later, from the runtime, not from the HTML.
  const forSearch = [...requested].filter((p) => !atLoad.has(p));
  expect(forSearch.length).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await page.locator('footer').getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Every file requested so far was named by an element that had its integrity then
  // (the runtime may still be adding one as the page settles: the record catches up).
  await expect
    .poll(async () => {
      const named = new Set((await inserted(page)).map((a) => a.path));
      return [...requested].filter((path) => !named.has(path));
    })
    .toEqual([]);
  await expectIntegrityOfServedFiles(request, await inserted(page));
});

test('a chunk whose bytes changed on the way is refused and does not run', async ({ page }) => {
  await recordInsertedAssets(page);
  await page.goto('/docs/intro/');
  const onPage = new Set((await inserted(page)).map((a) => a.path));
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/integrity/i.test(message.text())) refused.push(message.text());
  });
  // Any chunk the page did not load yet (the search dialog's) gets one more statement.
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    if (onPage.has(new URL(route.request().url()).pathname)) return route.continue();
    try {
      const response = await route.fetch();
      await route.fulfill({ response, body: `${await response.text()}\n;window.__tampered=true;` });
    } catch {
      // The test ended while a chunk was on its way.
    }
  });
  await page.getByRole('button', { name: 'Buscar' }).first().click();
  await expect.poll(() => refused.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as { __tampered?: boolean }).__tampered)).toBeUndefined();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
