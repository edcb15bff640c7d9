import { expect, test } from './fixtures';

test('a doc shows its sidebar, breadcrumbs, table of contents and pager', async ({ page }) => {
  await page.goto('/en/docs/api/authentication/');
  await expect(
    page.getByRole('navigation', { name: 'Documentation' }).getByRole('link', { name: 'Authentication' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('REST API');
  const toc = page.getByRole('navigation', { name: 'On this page' });
  await toc.getByRole('link', { name: 'API keys' }).click();
  await expect(page).toHaveURL(/#api-keys$/);
  await expect(page.locator('#api-keys')).toBeInViewport();
  await page.getByRole('navigation', { name: 'Documentation pages' }).getByRole('link', { name: /Next/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Users');
});

test('admonitions are labelled notes and code is highlighted in the HTML itself', async ({ readerPage: page }) => {
  const response = await page.goto('/docs/api/authentication/');
  const html = await response!.text();
  // Highlighting happens at build time: the served HTML already holds the token classes.
  expect(html).toMatch(/<pre[^>]*class="shiki"[^>]*><code><span class="t-/);
  await expect(page.getByRole('note').first()).toBeVisible();
  expect(await page.getByRole('note').count()).toBeGreaterThan(0);
});

test('links between docs in the content lead to the same locale', async ({ readerPage: page }) => {
  await page.goto('/en/docs/api/users/');
  const link = page.locator('.markdown a[href^="/"]').first();
  await expect(link).toHaveAttribute('href', /^\/en\//);
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/docs/intro/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Saltar al contenido principal' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('the header leads to the docs and the blog of the locale', async ({ page }) => {
  await page.goto('/en/blog/');
  const header = page.getByRole('navigation', { name: 'Main' });
  await header.getByRole('link', { name: 'Documentation', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/docs\/intro\/$/);
  await header.getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/blog\/$/);
  await expect(header.getByRole('link', { name: 'Application' })).toHaveAttribute('href', 'https://app.vigia.example');
});

test('no request leaves the site', async ({ page, baseURL }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:')) foreign.push(request.url());
  });
  for (const url of ['/', '/docs/api/users/', '/en/blog/novedades-noviembre-2024/', '/en/blog/authors/', '/en/nope/']) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
  }
  expect(foreign).toEqual([]);
});
