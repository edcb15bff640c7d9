import { expect, test } from './fixtures';

test('a post shows its date, reading time, authors and tags', async ({ page }) => {
  await page.goto('/blog/novedades-noviembre-2024/');
  await expect(page.locator('time').first()).toHaveText('28 de noviembre de 2024');
  await expect(page.getByText(/\d+ min de lectura/).first()).toBeVisible();
  await expect(page.getByText('Diego Romero, Laura Méndez').first()).toBeVisible();
  await page.getByRole('link', { name: 'API', exact: true }).first().click();
  await expect(page).toHaveURL(/\/blog\/tags\/api\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('1 entrada etiquetada con «API»');
});

test('the archive groups posts by year, newest first', async ({ readerPage: page }) => {
  await page.goto('/en/blog/archive/');
  await expect(page.locator('main section > h2')).toHaveText(['2025', '2024']);
  await expect(page.getByRole('region', { name: '2024' }).getByRole('link')).toHaveText([
    "What's new in November 2024",
    'Welcome to the Vigía documentation',
  ]);
});

test('the blog list shows every post newest first', async ({ readerPage: page }) => {
  await page.goto('/en/blog/');
  await expect(page.locator('.post-card-title')).toHaveText([
    'Cybersecurity trends for 2025',
    "What's new in November 2024",
    'Welcome to the Vigía documentation',
  ]);
});

test('the authors page shows each author with a post count', async ({ readerPage: page }) => {
  await page.goto('/blog/authors/');
  await expect(page.getByRole('heading', { level: 2, name: 'Laura Méndez' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Diego Romero' })).toBeVisible();
  await expect(page.getByText(/Ingeniero de seguridad de Vigía · 2 entradas/)).toBeVisible();
});
