import { expect, test } from './fixtures';
import { interceptPageData, isSameWindow, markWindow, sidebarLink } from './nav-helpers';

/** A string as a literal part of a regular expression. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const LOCALES = [
  {
    start: '/docs/user-guide/getting-started/',
    target: '/docs/user-guide/dashboard/',
    link: 'Panel de control',
    title: 'Panel de control | Documentación de Vigía',
    progress: 'Cargando la página',
  },
  {
    start: '/en/docs/user-guide/getting-started/',
    target: '/en/docs/user-guide/dashboard/',
    link: 'Dashboard',
    title: 'Dashboard | Vigía Documentation',
    progress: 'Loading the page',
  },
];

for (const l of LOCALES) {
  test(`a slow page load shows a progress bar after 200 ms until the page is shown (${l.start})`, async ({ page }) => {
    // Records in the page when the bar first shows, so a busy machine cannot make the test miss it.
    await page.addInitScript(() => {
      const w = window as unknown as {
        __clickAt?: number;
        __barAt100?: boolean;
        __bar?: { at: number; name: string | null; path: string };
      };
      // Registered before the watcher's 200 ms timer, so it fires first however busy the page is.
      addEventListener(
        'click',
        () => {
          w.__clickAt = performance.now();
          setTimeout(() => (w.__barAt100 = document.querySelector('[role="progressbar"]') !== null), 100);
        },
        true,
      );
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"]');
        if (bar && !w.__bar)
          w.__bar = { at: performance.now(), name: bar.getAttribute('aria-label'), path: location.pathname };
      }).observe(document, { childList: true, subtree: true });
    });
    const data = await interceptPageData(page, l.target, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    await page.goto(l.start);
    await sidebarLink(page, l.link).hover();
    await data.prefetched;
    await page.waitForLoadState('networkidle');
    await markWindow(page);
    data.arm();
    await sidebarLink(page, l.link).click();
    await expect(page).toHaveURL(new RegExp(`${l.target}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.link);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    const { clickAt, barAt100, bar } = await page.evaluate(() => {
      const w = window as unknown as {
        __clickAt: number;
        __barAt100: boolean;
        __bar?: { at: number; name: string; path: string };
      };
      return { clickAt: w.__clickAt, barAt100: w.__barAt100, bar: w.__bar };
    });
    // Absent at 100 ms; shown while the old page was still there, with its accessible name.
    expect(barAt100).toBe(false);
    expect(bar).toMatchObject({ name: l.progress, path: l.start });
    expect(bar!.at - clickAt).toBeGreaterThanOrEqual(200);
    expect(await isSameWindow(page)).toBe(true);
  });

  test(`after a client navigation focus is on the new h1 and the title is announced (${l.start})`, async ({ page }) => {
    await page.goto(l.start);
    await markWindow(page);
    await sidebarLink(page, l.link).click();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(l.link);
    await expect(heading).toBeFocused();
    // Next's route announcer reads document.title when the page is committed; when the
    // title streams in later, ours reads it. Exactly one of them says it.
    const announcers = page.locator('next-route-announcer [aria-live], [data-route-announcer]');
    await expect(announcers.filter({ hasText: new RegExp(`^(${escapeRegExp(l.title)}|${l.link})$`) })).toHaveCount(1);
    expect(await isSameWindow(page)).toBe(true);
    // A page that arrives at once shows no progress bar.
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });
}

test('a link to an anchor of the same page leaves focus alone', async ({ page }) => {
  await page.goto('/docs/user-guide/dashboard/');
  const toc = page.getByRole('navigation', { name: 'En esta página' });
  const anchor = toc.getByRole('link').first();
  await anchor.click();
  await expect(page).toHaveURL(/#.+$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toBeFocused();
});

test('an aborted page-data request ends in a full load of the target', async ({ page }) => {
  const data = await interceptPageData(page, '/docs/user-guide/dashboard/', (route) => route.abort());
  await page.goto('/docs/user-guide/getting-started/');
  await sidebarLink(page, 'Panel de control').hover();
  await data.prefetched;
  await page.waitForLoadState('networkidle');
  await markWindow(page);
  data.arm();
  await sidebarLink(page, 'Panel de control').click();
  await expect(page).toHaveURL(/\/docs\/user-guide\/dashboard\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Panel de control');
  expect(await isSameWindow(page)).toBe(false);
});

test('a page-data request that stalls ends in a full load of the target', async ({ page }) => {
  // The stalled request is never answered: only the watchdog can end the navigation.
  const data = await interceptPageData(page, '/en/docs/user-guide/dashboard/', () => undefined);
  await page.goto('/en/docs/user-guide/getting-started/');
  await sidebarLink(page, 'Dashboard').hover();
  await data.prefetched;
  await page.waitForLoadState('networkidle');
  await markWindow(page);
  data.arm();
  await sidebarLink(page, 'Dashboard').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard', { timeout: 15_000 });
  await expect(page).toHaveURL(/\/en\/docs\/user-guide\/dashboard\/$/);
  expect(await isSameWindow(page)).toBe(false);
});
