import { expect, test, type Page } from './fixtures';

/**
 * The test harness itself (tests/e2e/fixtures.ts): a tab is lent to one test after another
 * only once what a test did to it is undone, and one whose change cannot be undone is not
 * lent again. In order, in one worker: each test reads what the one before it left.
 */
test.describe.configure({ mode: 'serial' });

let firstTab: Page | undefined;
let clockTab: Page | undefined;

test('a test leaves storage, a cookie, an init script, a route, a listener, a viewport and a colour scheme', async ({
  page,
}) => {
  firstTab = page;
  await page.addInitScript(() => ((window as { __left?: boolean }).__left = true));
  await page.route('**/docs/intro/', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>routed</h1>' }),
  );
  page.on('console', () => {
    throw new Error('a listener of the last test ran');
  });
  await page.setViewportSize({ width: 390, height: 700 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/docs/user-guide/dashboard/');
  await page.evaluate(() => {
    localStorage.setItem('left', '1');
    sessionStorage.setItem('left', '1');
    document.cookie = 'left=1; path=/';
  });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the next test gets the same tab with none of it', async ({ page }) => {
  expect(page, 'the tab was lent again, not replaced').toBe(firstTab);
  await page.goto('/docs/intro/');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('routed');
  await page.evaluate(() => console.log('no listener of the last test hears this'));
  expect(
    await page.evaluate(() => [
      localStorage.getItem('left'),
      sessionStorage.getItem('left'),
      document.cookie,
      (window as { __left?: boolean }).__left ?? null,
    ]),
  ).toEqual([null, null, '', null]);
  expect(page.viewportSize()).toEqual({ width: 1280, height: 720 });
  expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(false);
});

test('a test that installs a fake clock, which cannot be undone, ends its tab', async ({ page }) => {
  clockTab = page;
  await page.clock.install();
  await page.goto('/docs/intro/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('so the next test gets a new tab', async ({ page }) => {
  expect(page).not.toBe(clockTab);
  expect(page.isClosed()).toBe(false);
  await page.goto('/docs/intro/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
