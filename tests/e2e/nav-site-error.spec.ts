import { expect, test, type Page } from '@playwright/test';
import { isPageData, sidebarLink } from './nav-helpers';

/**
 * Breaks the footer in the page data of `routePath` the way a real failure would, with
 * no trigger in the site: the footer's element type becomes a reference to an error row,
 * so rendering it throws outside the page's own boundary (which covers `<main>` only).
 */
async function breakFooter(page: Page, routePath: string) {
  const footer = '["$","footer",null,';
  const matcher = (url: URL) => url.pathname.startsWith(routePath) && isPageData(url.href);
  await page.route(matcher, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!body.includes(footer)) return route.fulfill({ response, body });
    await route.fulfill({ response, body: `${body.replace(footer, '["$","$Lfff1",null,')}fff1:E{"digest":"vigia-e2e-chrome-crash"}\n` });
  });
  return { repair: () => page.unroute(matcher) };
}

const LOCALES = [
  {
    locale: 'es', start: '/docs/user-guide/getting-started/', target: '/docs/user-guide/dashboard/', link: 'Panel de control',
    title: 'El sitio ha fallado', reload: 'Recargar la página', home: 'Volver a la página de inicio', homeHref: '/',
  },
  {
    locale: 'en', start: '/en/docs/user-guide/getting-started/', target: '/en/docs/user-guide/dashboard/', link: 'Dashboard',
    title: 'The site crashed', reload: 'Reload the page', home: 'Back to the home page', homeHref: '/en/',
  },
];

for (const l of LOCALES) {
  test(`a crash outside the page's content shows the site's error page in the address's locale, and Reload recovers (${l.target})`, async ({ page }) => {
    const data = await breakFooter(page, l.target);
    await page.goto(l.start);
    await sidebarLink(page, l.link).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.title);
    await expect(page).toHaveTitle(l.title);
    await expect(page.locator('html')).toHaveAttribute('lang', l.locale);
    await expect(page.getByRole('link', { name: l.home })).toHaveAttribute('href', l.homeHref);
    await data.repair();
    await page.getByRole('button', { name: l.reload }).click();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(l.title);
  });
}
