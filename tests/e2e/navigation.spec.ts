import { expect, test } from './fixtures';

test('the locale menu leads to the same doc in English and back', async ({ page }) => {
  await page.goto('/docs/api/users/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Usuarios');
  await page.getByRole('button', { name: 'Español: elegir idioma' }).click();
  await page.getByRole('link', { name: 'English', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/docs\/api\/users\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Users');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'English: choose language' }).click();
  await page.getByRole('link', { name: 'Español', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/api\/users\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('the locale menu of a blog tag page and of the home page keeps the page', async ({ page }) => {
  await page.goto('/en/blog/tags/api/');
  await page.getByRole('button', { name: 'English: choose language' }).click();
  await page.getByRole('link', { name: 'Español', exact: true }).click();
  await expect(page).toHaveURL(/\/blog\/tags\/api\/$/);
  await page.goto('/');
  await page.getByRole('button', { name: 'Español: elegir idioma' }).click();
  await page.getByRole('link', { name: 'English', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/$/);
});

for (const { start, linkName, h1, url } of [
  {
    start: '/docs/user-guide/getting-started/',
    linkName: 'Panel de control',
    h1: 'Panel de control',
    url: /\/docs\/user-guide\/dashboard\/$/,
  },
  { start: '/en/docs/api/overview/', linkName: 'Users', h1: 'Users', url: /\/en\/docs\/api\/users\/$/ },
]) {
  test(`a sidebar link navigates without a full page reload (${start})`, async ({ page }) => {
    await page.goto(start);
    // A value on window survives a client navigation and is lost on a full load.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    const sidebar = page.getByRole('navigation', { name: /^(Documentación|Documentation)$/ });
    const link = sidebar.getByRole('link', { name: linkName, exact: true });
    await link.click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    await expect(link).toHaveAttribute('aria-current', 'page');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  // With JavaScript categories open in place (tests/e2e/docs-sidebar.spec.ts).
  test('a closed sidebar category leads to its first doc, where it opens', async ({ page }) => {
    await page.goto('/en/docs/intro/');
    const sidebar = page.getByRole('navigation', { name: 'Documentation' });
    await expect(sidebar.getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);
    await sidebar.getByRole('link', { name: 'REST API' }).click();
    await expect(page).toHaveURL(/\/en\/docs\/api\/overview\/$/);
    await expect(sidebar.getByRole('link', { name: 'Users', exact: true })).toBeVisible();
  });
});
