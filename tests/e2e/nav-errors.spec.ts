import { expect, test, type Page } from './fixtures';
import { breakPageData, isSameWindow, markWindow, sidebarLink } from './nav-helpers';

/** Breaks the page data of `routePath`: the element of its <h1> becomes a reference to `row`. */
function breakHeading(page: Page, routePath: string, h1: string, row: string) {
  return breakPageData(page, routePath, `["$","h1",null,{"children":"${h1}"}]`, '"$Lfff0"', row);
}

const LOCALES = [
  {
    start: '/docs/user-guide/getting-started/',
    target: '/docs/user-guide/dashboard/',
    link: 'Panel de control',
    crashed: 'Esta página ha fallado',
    crashedText: 'Algo ha fallado al mostrar el contenido de esta página.',
    code: 'Código del error: React #441',
    tryAgain: 'Intentar de nuevo',
    chunk: 'No se pudo cargar parte de esta página',
    chunkText: 'Falta una parte del código de esta página',
    retry: 'Reintentar',
    navbar: 'Principal',
    blog: 'Blog',
    footerLink: 'Introducción',
  },
  {
    start: '/en/docs/user-guide/getting-started/',
    target: '/en/docs/user-guide/dashboard/',
    link: 'Dashboard',
    crashed: 'This page crashed',
    crashedText: "Something went wrong while showing this page's content.",
    code: 'Error code: React #441',
    tryAgain: 'Try again',
    chunk: 'Part of this page could not be loaded',
    chunkText: "A part of this page's code is missing",
    retry: 'Retry',
    navbar: 'Main',
    blog: 'Blog',
    footerLink: 'Introduction',
  },
];

for (const l of LOCALES) {
  test(`a page that crashes shows the crash page in the shell, and Try again renders it (${l.target})`, async ({
    page,
  }) => {
    const data = await breakHeading(page, l.target, l.link, 'E{"digest":"vigia-e2e-crash"}');
    await page.goto(l.start);
    await markWindow(page);
    await sidebarLink(page, l.link).click();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(l.crashed);
    // Every text in the page's locale: of React's own message (English, minified), only its number.
    await expect(main.locator('.page-error > p').first()).toHaveText(l.crashedText);
    await expect(main.locator('.page-error-message')).toHaveText(l.code);
    await expect(main).not.toContainText(/Minified|react\.dev/);
    await expect(
      page.getByRole('navigation', { name: l.navbar }).getByRole('link', { name: l.blog, exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: l.footerLink, exact: true })).toBeVisible();
    await data.repair();
    await main.getByRole('button', { name: l.tryAgain }).click();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(l.link);
    expect(await isSameWindow(page)).toBe(true);
  });

  test(`a chunk that fails to load shows its error and Retry reloads the page (${l.target})`, async ({ page }) => {
    const data = await breakHeading(
      page,
      l.target,
      l.link,
      'I[424242,["/_next/static/chunks/vigia-e2e-missing.js"],"default"]',
    );
    await page.goto(l.start);
    await markWindow(page);
    await sidebarLink(page, l.link).click();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(l.chunk);
    await expect(main.locator('.page-error > p').first()).toContainText(l.chunkText);
    await expect(main).not.toContainText(/failed to load/i);
    await data.repair();
    await main.getByRole('button', { name: l.retry }).click();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(l.link);
    await expect(page).toHaveURL(new RegExp(`${l.target}$`));
    expect(await isSameWindow(page)).toBe(false);
  });
}

test('the navbar of a crashed page still navigates', async ({ page }) => {
  await breakHeading(page, '/docs/user-guide/dashboard/', 'Panel de control', 'E{"digest":"vigia-e2e-crash"}');
  await page.goto('/docs/user-guide/getting-started/');
  await sidebarLink(page, 'Panel de control').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Esta página ha fallado');
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page).toHaveURL(/\/blog\/$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Esta página ha fallado');
});
