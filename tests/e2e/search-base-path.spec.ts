import { expect, test } from './fixtures';
import { FIRST_QUERY_TIMEOUT, openSearchWithButton } from './search-page';

// Runs against an export built and served under a base path, not in the default run:
//   BASE_PATH=/docs-site npm run build
//   BASE_PATH=/docs-site E2E_PORT=4205 npx playwright test tests/e2e/search-base-path.spec.ts
const BASE_PATH = process.env.BASE_PATH ?? '';

test.describe('search under a base path', () => {
  test.skip(BASE_PATH === '', 'needs an export built with BASE_PATH');

  test('the dialog loads the index from the base path and opens results under it', async ({ page }) => {
    await page.goto(`${BASE_PATH}/en/docs/intro/`);
    const ui = await openSearchWithButton(page, 'en');
    await ui.input.pressSequentially('authentication');
    const first = ui.options.first();
    await expect(first).toHaveAttribute('href', new RegExp(`^${BASE_PATH}/en/`), { timeout: FIRST_QUERY_TIMEOUT });
    const href = (await first.getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new URL(href, page.url()).href);
  });

  test('the not-found page suggests pages under the base path', async ({ page }) => {
    await page.goto(`${BASE_PATH}/docs/phising-simulation`);
    const suggestions = page.getByRole('region', { name: '¿Buscabas alguna de estas páginas?' });
    await expect(suggestions.getByRole('link', { name: 'Simulaciones de phishing' })).toHaveAttribute(
      'href',
      `${BASE_PATH}/docs/user-guide/phishing-simulations/`,
      { timeout: FIRST_QUERY_TIMEOUT },
    );
  });
});
