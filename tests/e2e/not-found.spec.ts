import { expect, test } from './fixtures';

test.describe('not-found page', () => {
  test('an unknown path answers 404 with the Spanish not-found page', async ({ page }) => {
    const response = await page.goto('/no-existe/');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada', { useInnerText: true });
    await expect(page).toHaveTitle('Página no encontrada | Documentación de Vigía');
    await expect(page.getByRole('link', { name: 'Ir a la documentación' })).toHaveAttribute('href', '/docs/intro/');
    await expect(page.getByRole('link', { name: 'Ir al blog' })).toHaveAttribute('href', '/blog/');
    await expect(page.getByText('Page not found')).toBeHidden();
  });

  test('an unknown path under /en/ answers 404 with the English not-found page', async ({ page }) => {
    const response = await page.goto('/en/does-not-exist/');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found', { useInnerText: true });
    await expect(page).toHaveTitle('Page not found | Vigía Documentation');
    await expect(page.getByRole('link', { name: 'Go to the documentation' })).toHaveAttribute(
      'href',
      '/en/docs/intro/',
    );
    await expect(page.getByRole('link', { name: 'Go to the blog' })).toHaveAttribute('href', '/en/blog/');
    await expect(page.getByText('Página no encontrada')).toBeHidden();
  });

  test('names the site icon and a description, so the browser asks for no file the site lacks', async ({ page }) => {
    const missing: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 404 && r.request().resourceType() !== 'document') missing.push(r.url());
    });
    await page.goto('/no-existe/');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
    await page.waitForLoadState('load');
    expect(missing).toEqual([]);
  });

  test('an unknown doc answers 404 in its locale', async ({ page }) => {
    const response = await page.goto('/en/docs/nope/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found', { useInnerText: true });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the not-found page reads in both languages', async ({ page }) => {
      const response = await page.goto('/en/does-not-exist/');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('link', { name: 'Go to the documentation' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Ir a la documentación' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Page not found');
    });
  });
});
