import { expect, test, type Page } from './fixtures';

/** Whether <html> was already marked dismissed when the bar was parsed, i.e. before it could paint. */
async function recordBarParse(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((records, observer) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof Element && node.classList.contains('announcement-bar')) {
            (window as unknown as { __markedAtParse: boolean }).__markedAtParse =
              document.documentElement.hasAttribute('data-announcement-dismissed');
            observer.disconnect();
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

test('the announcement links the newest post and its dismissal survives a reload with no flash', async ({ page }) => {
  await recordBarParse(page);
  await page.goto('/en/docs/intro/');
  const bar = page.getByRole('complementary', { name: 'Announcement' });
  await expect(bar.getByRole('link', { name: 'Cybersecurity trends for 2025' })).toHaveAttribute(
    'href',
    '/en/blog/tendencias-ciberseguridad-2025/',
  );
  expect(await page.evaluate(() => (window as unknown as { __markedAtParse: boolean }).__markedAtParse)).toBe(false);
  await bar.getByRole('button', { name: 'Close the announcement' }).click();
  await expect(bar).toBeHidden();

  await page.reload();
  await expect(page.locator('.announcement-bar')).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { __markedAtParse: boolean }).__markedAtParse)).toBe(true);

  // The Spanish pages say the same thing: dismissed there too.
  await page.goto('/docs/intro/');
  await expect(page.locator('.announcement-bar')).toBeHidden();
});

test('a dismissed announcement stays hidden when the JavaScript files fail to load', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Cerrar el anuncio' }).click();
  await recordBarParse(page);
  await page.route('**/*.js', (route) => route.abort());
  await page.reload();
  await expect(page.locator('.announcement-bar')).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { __markedAtParse: boolean }).__markedAtParse)).toBe(true);
});

test('a changed message shows again to a reader who dismissed the old one', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('announcement-dismissed', 'an-older-message'));
  await page.goto('/');
  await expect(page.getByRole('complementary', { name: 'Anuncio' })).toBeVisible();
});
