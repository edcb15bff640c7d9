/**
 * A client navigation between docs fetches the page's own data, not the sidebar again:
 * the sidebar's top level belongs to the docs layout, which the router keeps
 * (lib/docs/sidebar-split.ts). The reader goes from one doc to the next by the pager, as
 * `npm run bench` measures it; the second click's route data must name no category of the
 * sidebar but the ones open around the docs, and none of the chrome the root layout holds
 * (components/site-chrome.tsx: skip link, announcement, footer, the header's brand, links,
 * search button, language links and a sole docs version, the chrome's texts) or the docs
 * layout (the sidebar's names and address).
 */
import { expect, test, type Page } from './fixtures';
import { isPageData, isSameWindow, markWindow } from './nav-helpers';

// Under a loaded machine Next's router sometimes asks for the whole tree on the first hover
// after a navigation; a second try measures the steady state. Missing behaviour fails both.
test.describe.configure({ retries: 1 });

/** Bodies of the route data fetched while `act` runs. */
async function routeDataDuring(page: Page, act: () => Promise<void>): Promise<string[]> {
  const bodies: Promise<string>[] = [];
  const listener = (response: import('@playwright/test').Response) => {
    if (response.request().method() === 'GET' && isPageData(response.url()))
      bodies.push(response.text().catch(() => ''));
  };
  page.on('response', listener);
  await act();
  page.off('response', listener);
  return Promise.all(bodies);
}

/** Rests the pointer on the pager's next link until its data is in, then follows it. */
async function followNext(page: Page, to: RegExp): Promise<void> {
  const next = page.locator('.pager a[rel="next"]');
  await next.hover();
  await page.waitForLoadState('networkidle');
  await next.click();
  await expect(page).toHaveURL(to);
  await page.waitForLoadState('networkidle');
}

for (const { locale, start, first, second } of [
  {
    locale: 'es',
    start: '/docs/api/overview/',
    first: /\/docs\/api\/authentication\/$/,
    second: /\/docs\/api\/users\/$/,
  },
  {
    locale: 'en',
    start: '/en/docs/api/overview/',
    first: /\/en\/docs\/api\/authentication\/$/,
    second: /\/en\/docs\/api\/users\/$/,
  },
]) {
  test(`a navigation between docs does not fetch the sidebar again (${locale})`, async ({ page, request }) => {
    // sidebar.json holds each version's tree by name; this site has the current docs only.
    const { current: sidebar = [] } = (await (
      await request.get(locale === 'es' ? '/docs/sidebar.json' : '/en/docs/sidebar.json')
    ).json()) as Record<string, { type: string; id: string }[]>;
    // Top-level categories other than the one open around these docs (api).
    const others = sidebar.filter((e) => e.type === 'category' && e.id !== 'api').map((e) => e.id);
    expect(others.length).toBeGreaterThan(2);
    await page.goto(start);
    await markWindow(page);
    await followNext(page, first);
    const bodies = await routeDataDuring(page, () => followNext(page, second));
    expect(await isSameWindow(page)).toBe(true);
    // The page's own data came (its title is in it), and no other category did.
    expect(bodies.join('\n')).toContain(locale === 'es' ? 'Usuarios' : 'Users');
    for (const id of others) expect(bodies.join('\n')).not.toContain(`"id":"${id}"`);
    for (const held of [
      '"skip-link"',
      '"announcement-bar"',
      '"site-footer"',
      '"navbar-brand"',
      '"navbar"',
      '"closeLabel"',
      '"dataUrl"',
      '"dialogTitle"',
      '"tryAgain"',
      '"pending"',
      // The copy button's texts, the language links and the sole docs version's dropdown.
      locale === 'es' ? 'Código copiado' : 'Code copied',
      '"locale-menu"',
      '"lang":',
      '"versions-menu"',
      '"versioned"',
    ])
      expect(bodies.join('\n')).not.toContain(held);
    // The root layout's language and version links lead from the page now read.
    const other = locale === 'es' ? 'en' : 'es';
    await expect(page.locator(`#locale-menu a[hreflang="${other}"]`)).toHaveAttribute(
      'href',
      `${other === 'es' ? '' : '/en'}/docs/api/users/`,
    );
    await expect(page.locator('#versions-menu a')).toHaveAttribute('href', new URL(page.url()).pathname);
    // The sidebar still shows every category after the navigation.
    await expect(page.locator('.docs-sidebar-column .docs-sidebar > ul > li')).toHaveCount(sidebar.length);
  });
}
