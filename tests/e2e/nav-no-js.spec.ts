import { expect, test } from './fixtures';

test.use({ javaScriptEnabled: false });

test('without JavaScript a doc reads and its sidebar, locale and footer links work', async ({ page }) => {
  await page.goto('/docs/user-guide/getting-started/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Documentación' });
  await sidebar.getByRole('link', { name: 'Panel de control', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/user-guide\/dashboard\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Panel de control');
  // The locale menu is a native popover: it opens without JavaScript.
  await page.getByRole('button', { name: 'Español: elegir idioma' }).click();
  await page.getByRole('link', { name: 'English', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/docs\/user-guide\/dashboard\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  await page.getByRole('contentinfo').getByRole('link', { name: 'API Reference' }).click();
  await expect(page).toHaveURL(/\/en\/docs\/api\/overview\/$/);
});

test('without JavaScript the blog, a post and a tag page read', async ({ page }) => {
  await page.goto('/en/blog/');
  const firstPost = page.getByRole('main').getByRole('article').first().getByRole('link').first();
  await expect(firstPost).toBeVisible();
  await firstPost.click();
  await expect(page).toHaveURL(/\/en\/blog\/[^/]+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/blog/tags/api/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
});

test('without JavaScript on a phone the docs sidebar is in the page, and the HTML carries one copy of it', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/docs/intro/');
  const sidebar = page.getByRole('navigation', { name: 'Documentación' });
  await expect(sidebar.getByRole('link', { name: 'API REST', exact: true })).toBeVisible();
  await sidebar.getByRole('link', { name: 'API REST', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/api\/overview\/$/);
  // The mobile panel's copy is drawn in the browser from the same data: not a second list in the HTML.
  const html = await (await request.get('/docs/intro/')).text();
  expect(html.match(/class="docs-sidebar"/g)).toHaveLength(1);
});
