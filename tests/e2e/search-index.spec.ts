import { expect, test, type Request } from './fixtures';
import { FIRST_QUERY_TIMEOUT, openSearchWithButton, searchUi } from './search-page';
import { DOC_IDS, POST_SLUGS } from './site-routes';
import { findPageAssets } from '../../scripts/bench/measure-pages';

/** Smaller than any chunk of real code: a first-load chunk this small only loads another (an `import()`'s loader). */
const LOADER_ONLY_CHUNK_BYTES = 400;

test.describe('search index', () => {
  test('nothing of search loads before the reader opens it', async ({ page }) => {
    const requests: string[] = [];
    const record = (request: Request) => requests.push(new URL(request.url()).pathname);
    page.on('request', record);
    await page.goto('/docs/intro/', { waitUntil: 'networkidle' });
    const ui = searchUi(page, 'es');
    await ui.button.hover();
    await page.mouse.wheel(0, 2000);
    await page.waitForLoadState('networkidle');
    expect(requests.filter((path) => path.includes('pagefind'))).toEqual([]);
    const beforeOpen = requests.length;

    await openSearchWithButton(page, 'es');
    await ui.input.pressSequentially('campaña');
    await expect(ui.options.first()).toBeVisible({ timeout: FIRST_QUERY_TIMEOUT });
    const afterOpen = requests.slice(beforeOpen);
    // The dialog's own chunk, then Pagefind, its Spanish index and the fragments of the hits.
    expect(afterOpen.some((path) => path.startsWith('/_next/static/chunks/'))).toBe(true);
    expect(afterOpen).toContain('/pagefind/pagefind.js');
    expect(afterOpen.some((path) => /^\/pagefind\/pagefind\.es_\w+\.pf_meta$/.test(path))).toBe(true);
    expect(afterOpen.some((path) => path.startsWith('/pagefind/fragment/'))).toBe(true);
  });

  // Turbopack leaves a dynamic import's loader in a chunk of its own when the root layout's
  // client code outgrows its merge threshold (next.config.mjs, turbopackChunking): one more
  // request and about 0.2 KB of first-load JavaScript, named again by every client reference.
  test("the search dialog's loader rides in the layout's chunk, not in one of its own", async ({ request }) => {
    const html = await (await request.get('/docs/intro/')).text();
    const sizes = await Promise.all(
      findPageAssets(html).scripts.map(async (src) => [src, (await (await request.get(src)).body()).length] as const),
    );
    expect(sizes.length).toBeGreaterThan(1);
    expect(sizes.filter(([, bytes]) => bytes < LOADER_ONLY_CHUNK_BYTES)).toEqual([]);
  });

  test('a Spanish page searches the Spanish index, accents or not', async ({ page }) => {
    await page.goto('/docs/intro/');
    const ui = await openSearchWithButton(page, 'es');
    await ui.input.pressSequentially('autenticacion');
    const doc = ui.options.filter({ hasText: 'Autenticación' }).first();
    await expect(doc).toHaveAttribute('href', /^\/docs\/api\/authentication\//, { timeout: FIRST_QUERY_TIMEOUT });
    await expect(doc.locator('mark').first()).toHaveText(/autenticación/i);
    for (const href of await ui.options.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).not.toMatch(/^\/en\//);
    }
  });

  test('an English page searches the English index', async ({ page }) => {
    await page.goto('/en/docs/intro/');
    const ui = await openSearchWithButton(page, 'en');
    await ui.input.pressSequentially('authentication');
    await expect(ui.options.filter({ hasText: 'Authentication' }).first()).toHaveAttribute(
      'href',
      /^\/en\/docs\/api\/authentication\//,
      { timeout: FIRST_QUERY_TIMEOUT },
    );
    for (const href of await ui.options.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/en\//);
    }
  });

  test('each language indexes its docs, posts and standalone pages, nothing else', async ({ request }) => {
    const entry = await (await request.get('/pagefind/pagefind-entry.json')).json();
    const expected = DOC_IDS.length + POST_SLUGS.length + 1;
    expect(Object.keys(entry.languages).sort()).toEqual(['en', 'es']);
    expect(entry.languages.es.page_count).toBe(expected);
    expect(entry.languages.en.page_count).toBe(expected);
  });

  test('only the article body is indexed, not the chrome around it', async ({ page }) => {
    await page.goto('/en/blog/');
    const ui = await openSearchWithButton(page, 'en');
    // "Copyright" is only in the footer; the authors' names only in the lists and in each
    // post's date-and-author line, which the index leaves out.
    for (const query of ['copyright', 'romero']) {
      await ui.input.fill(query);
      await expect(ui.dialog.getByRole('status')).toHaveText(`No results for “${query}”.`, {
        timeout: FIRST_QUERY_TIMEOUT,
      });
      await expect(ui.options).toHaveCount(0);
    }
  });

  test('an index that cannot load is reported, and loaded again on the next opening', async ({ page }) => {
    await page.route('**/pagefind/pagefind.js', (route) => route.abort());
    await page.goto('/en/docs/intro/');
    const ui = await openSearchWithButton(page, 'en');
    await ui.input.pressSequentially('phishing');
    await expect(ui.dialog.getByRole('status')).toHaveText(
      'Search is not available right now. Please try again later.',
    );
    await page.keyboard.press('Escape');
    await page.unroute('**/pagefind/pagefind.js');
    await openSearchWithButton(page, 'en');
    await expect(ui.options.first()).toBeVisible({ timeout: FIRST_QUERY_TIMEOUT });
  });
});
