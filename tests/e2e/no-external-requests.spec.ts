import { expect, test, type Page } from './fixtures';

/**
 * Quality gate: browsing the site asks nothing of any other origin (no web fonts,
 * scripts, analytics or images from elsewhere), through full loads and client
 * navigations of every kind of page, in both locales.
 */

/** Every request the browser context makes, wherever it comes from (page, worker, prefetch). */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.context().on('request', (request) => urls.push(request.url()));
  return urls;
}

test('browsing every kind of page in both locales requests nothing from another origin', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const requests = recordRequests(page);
  const h1 = page.getByRole('heading', { level: 1 });

  await page.goto('/');
  await page.getByRole('link', { name: 'Leer la documentación' }).click();
  await expect(h1).toHaveText('Introducción');
  const sidebar = page.getByRole('navigation', { name: 'Documentación' });
  await sidebar.getByRole('button', { name: 'API REST' }).click();
  await sidebar.getByRole('link', { name: 'Visión general', exact: true }).click();
  await expect(h1).toHaveText('API REST');
  await sidebar.getByRole('link', { name: 'Usuarios', exact: true }).click();
  await expect(h1).toHaveText('Usuarios');
  await page.getByRole('button', { name: 'Español: elegir idioma' }).click();
  await page.getByRole('link', { name: 'English', exact: true }).click();
  await expect(h1).toHaveText('Users');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(h1).toHaveText('Blog');
  await page
    .getByRole('link', { name: /Cybersecurity trends for 2025/ })
    .first()
    .click();
  await expect(h1).toHaveText('Cybersecurity trends for 2025');
  await page.goto('/blog/tags/api/');
  await page.goto('/blog/archive/');
  await page.goto('/en/blog/authors/');
  await page.goto('/markdown-page/');
  await page.goto('/docs/no-such-page/');
  await expect(h1).toBeVisible();

  const origin = new URL(baseURL!).origin;
  expect(requests.length).toBeGreaterThan(10);
  const foreign = requests.filter((url) => !url.startsWith('data:') && new URL(url).origin !== origin);
  expect(foreign, `requests to other origins:\n${foreign.join('\n')}`).toEqual([]);
});
