import { expect, test } from './fixtures';
import { isSameWindow, markWindow, sidebarLink, startStaticServer } from './nav-helpers';

test.describe('clean addresses', () => {
  for (const { address, clean, h1 } of [
    // No such file: the host answers 404.html, whose head script reloads the clean address.
    { address: '/docs/intro.html', clean: '/docs/intro/', h1: 'Introducción' },
    { address: '/en/docs/api/users.html', clean: '/en/docs/api/users/', h1: 'Users' },
    // A real file: its head script cleans the address before the client router starts.
    { address: '/docs/intro/index.html', clean: '/docs/intro/', h1: 'Introducción' },
    { address: '/en/blog/index.html', clean: '/en/blog/', h1: null },
  ]) {
    test(`${address} shows the page at ${clean}`, async ({ page }) => {
      // Records whether a not-found page was parsed visible: it must never show.
      await page.addInitScript(() =>
        document.addEventListener('DOMContentLoaded', () => {
          if (
            document.querySelector('.not-found') &&
            getComputedStyle(document.documentElement).visibility !== 'hidden'
          ) {
            sessionStorage.setItem('notFoundShown', location.pathname);
          }
        }),
      );
      await page.goto(address);
      await expect(page).toHaveURL(new RegExp(`${clean.replace(/\//g, '\\/')}$`));
      if (h1) await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page.getByRole('heading', { name: /Página no encontrada|Page not found/ })).toHaveCount(0);
      expect(await page.evaluate(() => sessionStorage.getItem('notFoundShown'))).toBeNull();
    });
  }

  test('after /docs/intro/index.html the client router knows the route', async ({ page }) => {
    await page.goto('/docs/intro/index.html');
    await expect(page).toHaveURL(/\/docs\/intro\/$/);
    await markWindow(page);
    await page.getByRole('navigation', { name: 'Documentación' }).getByRole('button', { name: 'Sobre Vigía' }).click();
    await sidebarLink(page, '¿Qué es Vigía?').click();
    await expect(page).toHaveURL(/\/docs\/introduction\/what-is-vigia\/$/);
    expect(await isSameWindow(page)).toBe(true);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introducción');
  });

  test('an unknown route keeps the localized not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/en/docs/nope/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found', { useInnerText: true });
  });
});

test.describe('served under a path it was not built for', () => {
  let server: Awaited<ReturnType<typeof startStaticServer>>;
  test.beforeAll(async () => {
    server = await startStaticServer('out', '/x');
  });
  test.afterAll(() => server.close());

  for (const { path, text } of [
    {
      path: '/x/docs/intro/',
      text: 'Este sitio no se cargó correctamente. Se compiló para la ruta base / y parece servido desde /x/.',
    },
    {
      path: '/x/en/docs/intro/',
      text: 'This site did not load properly. It was built for the base path / and seems to be served from /x/.',
    },
  ]) {
    test(`every page shows a banner naming both base paths (${path})`, async ({ page }) => {
      const failed: string[] = [];
      page.on('response', (response) => {
        if (response.url().includes('/_next/static/') && response.status() === 404) failed.push(response.url());
      });
      await page.goto(`${server.origin}${path}`);
      await expect(page.getByRole('alert').filter({ hasText: text.slice(0, 20) })).toHaveText(text);
      // The banner's own code ran although the site's bundles did not load.
      expect(failed.some((url) => url.endsWith('.js'))).toBe(true);
    });
  }

  test('the banner does not show where the site was built to be served', async ({ page }) => {
    await page.goto('/docs/intro/');
    await page.waitForLoadState('load');
    await expect(page.locator('#base-url-banner')).toHaveCount(0);
  });
});
