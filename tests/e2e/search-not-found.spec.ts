import { expect, test } from './fixtures';
import { FIRST_QUERY_TIMEOUT } from './search-page';

test.describe('not-found suggestions', () => {
  test('a misspelt Spanish address suggests the Spanish phishing simulations guide', async ({ page }) => {
    const response = await page.goto('/docs/phising-simulation');
    expect(response?.status()).toBe(404);
    const suggestions = page.getByRole('region', { name: '¿Buscabas alguna de estas páginas?' });
    await expect(suggestions.getByRole('link', { name: 'Simulaciones de phishing' })).toHaveAttribute(
      'href',
      '/docs/user-guide/phishing-simulations/',
      { timeout: FIRST_QUERY_TIMEOUT },
    );
    const count = await suggestions.getByRole('link').count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(5);
    for (const href of await suggestions
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).not.toMatch(/^\/en\//);
    }
  });

  test('a misspelt English address suggests the English guide', async ({ page }) => {
    const response = await page.goto('/en/docs/phising-simulation');
    expect(response?.status()).toBe(404);
    const suggestions = page.getByRole('region', { name: 'Were you looking for one of these pages?' });
    await expect(suggestions.getByRole('link', { name: 'Phishing simulations' })).toHaveAttribute(
      'href',
      '/en/docs/user-guide/phishing-simulations/',
      { timeout: FIRST_QUERY_TIMEOUT },
    );
    expect(await suggestions.getByRole('link').count()).toBeLessThanOrEqual(5);
    for (const href of await suggestions
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/en\//);
    }
    await expect(page.getByText('¿Buscabas alguna de estas páginas?')).toHaveCount(0);
  });

  test('an address with no word that matches leaves the page as it was', async ({ page }) => {
    await page.goto('/en/zzqx/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found', { useInnerText: true });
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: 'Were you looking for one of these pages?' })).toHaveCount(0);
  });
});
