import { expect, test } from './fixtures';
import { breakNavbar, sidebarLink } from './nav-helpers';

const LOCALES = [
  {
    locale: 'es',
    start: '/docs/user-guide/getting-started/',
    target: '/docs/user-guide/dashboard/',
    link: 'Panel de control',
    title: 'El sitio ha fallado',
    reload: 'Recargar la página',
    home: 'Volver a la página de inicio',
    homeHref: '/',
    code: 'Código del error: React #441',
  },
  {
    locale: 'en',
    start: '/en/docs/user-guide/getting-started/',
    target: '/en/docs/user-guide/dashboard/',
    link: 'Dashboard',
    title: 'The site crashed',
    reload: 'Reload the page',
    home: 'Back to the home page',
    homeHref: '/en/',
    code: 'Error code: React #441',
  },
];

for (const l of LOCALES) {
  test(`a crash outside the page's content shows the site's error page in the address's locale, and Reload recovers (${l.target})`, async ({
    page,
  }) => {
    const data = await breakNavbar(page, l.target, 'vigia-e2e-chrome-crash');
    await page.goto(l.start);
    await sidebarLink(page, l.link).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.title);
    await expect(page).toHaveTitle(l.title);
    await expect(page.locator('html')).toHaveAttribute('lang', l.locale);
    await expect(page.getByRole('link', { name: l.home })).toHaveAttribute('href', l.homeHref);
    // Of React's own message (English, minified), only its number: every text is the locale's.
    await expect(page.locator('.page-error-message')).toHaveText(l.code);
    await expect(page.getByRole('main')).not.toContainText(/Minified|react\.dev/);
    await data.repair();
    await page.getByRole('button', { name: l.reload }).click();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(l.title);
  });
}
