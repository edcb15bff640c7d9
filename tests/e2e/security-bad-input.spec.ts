import { expect, test, type Page } from './fixtures';
import { startStaticServer } from './nav-helpers';
import { FIRST_QUERY_TIMEOUT, openSearchWithButton } from './search-page';

/** Markup a hostile link could carry: run, it would set a global and add an element. */
const PAYLOAD = '<img src=x onerror="window.__pwned=1">';
const SCRIPT_PAYLOAD = '<script>window.__pwned=1</script>';

/** Nothing of the payload ran: no global, no injected element, no handler. */
async function expectInert(page: Page) {
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await page.locator('img[src="x"], img[onerror]').count()).toBe(0);
}

test.describe('bad input stays inert', () => {
  test('markup in a missing address, its query and its fragment shows as text on the 404 page and runs nothing', async ({
    page,
  }) => {
    const address = `/docs/${encodeURIComponent(PAYLOAD)}phishing/?q=${encodeURIComponent(SCRIPT_PAYLOAD)}#${encodeURIComponent(PAYLOAD)}`;
    const response = await page.goto(address);
    expect(response?.status()).toBe(404);
    // The suggestions search the address' words; the markup is only words to them.
    await expect(
      page.getByRole('region', { name: '¿Buscabas alguna de estas páginas?' }).getByRole('link').first(),
    ).toBeVisible({ timeout: FIRST_QUERY_TIMEOUT });
    await expectInert(page);
  });

  test('markup in a fragment of a real page is not a selector nor markup when focus lands', async ({ page }) => {
    await page.goto(`/docs/intro/#${encodeURIComponent(`"]${PAYLOAD}`)}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectInert(page);
  });

  test('markup typed into search shows as text and runs nothing', async ({ page }) => {
    await page.goto('/docs/intro/');
    const ui = await openSearchWithButton(page, 'es');
    await ui.input.fill(`phishing ${PAYLOAD} ${SCRIPT_PAYLOAD}`);
    await expect(ui.dialog).toBeVisible();
    await page.waitForTimeout(500);
    await expectInert(page);
    await expect(ui.input).toHaveValue(`phishing ${PAYLOAD} ${SCRIPT_PAYLOAD}`);
  });

  test('markup in the address served under another base path shows as text in the base-URL banner', async ({
    page,
  }) => {
    const server = await startStaticServer('out', `/${encodeURIComponent('<b>x</b>')}`);
    try {
      await page.goto(`${server.origin}/${encodeURIComponent('<b>x</b>')}/docs/intro/`);
      const banner = page.locator('#base-url-banner');
      await expect(banner).toBeVisible();
      // The address as the browser keeps it (percent-encoded), as text.
      await expect(banner).toContainText('/%3Cb%3Ex%3C%2Fb%3E/');
      expect(await banner.locator('b').count()).toBe(0);
      await expectInert(page);
    } finally {
      await server.close();
    }
  });
});
