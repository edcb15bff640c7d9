import { expect, test, type Page } from './fixtures';
import { isPageData, sidebarLink } from './nav-helpers';

/** Page-data requests (RSC payloads) the client router makes for other pages. */
function recordPageDataRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (isPageData(request.url())) urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

async function mockConnection(page: Page, connection: { saveData: boolean; effectiveType: string }) {
  await page.addInitScript((value) => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ ...value, addEventListener() {}, removeEventListener() {} }),
    });
  }, connection);
}

/** Loads `path`, scrolls the page (more links come into view) and waits a second. */
async function readWithoutReaching(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.mouse.wheel(0, 2000);
  await page.waitForTimeout(1000);
}

const PAGES = [
  {
    path: '/docs/user-guide/getting-started/',
    link: 'Panel de control',
    target: '/docs/user-guide/dashboard/',
    connection: undefined,
  },
  {
    path: '/en/docs/user-guide/getting-started/',
    link: 'Dashboard',
    target: '/en/docs/user-guide/dashboard/',
    connection: { saveData: false, effectiveType: '4g' },
  },
];

for (const { path, link, target, connection } of PAGES) {
  const where = `${path}, ${connection?.effectiveType ?? 'no connection API'}`;

  test(`links in view prefetch nothing until the reader reaches for one (${where})`, async ({ page }) => {
    if (connection) await mockConnection(page, connection);
    const requests = recordPageDataRequests(page);
    await readWithoutReaching(page, path);
    expect(requests).toEqual([]);
  });

  test(`a link prefetches the data of its page when the pointer rests on it (${where})`, async ({ page }) => {
    if (connection) await mockConnection(page, connection);
    const requests = recordPageDataRequests(page);
    await page.goto(path);
    await sidebarLink(page, link).hover();
    await expect.poll(() => requests.some((url) => url.startsWith(target)), { timeout: 10_000 }).toBe(true);
    // Only the page reached for, not its neighbours in view.
    expect(requests.every((url) => url.startsWith(target))).toBe(true);
  });
}

test('a link prefetches the data of its page when it takes keyboard focus', async ({ page }) => {
  const requests = recordPageDataRequests(page);
  await page.goto('/docs/user-guide/getting-started/');
  await sidebarLink(page, 'Panel de control').focus();
  await expect
    .poll(() => requests.some((url) => url.startsWith('/docs/user-guide/dashboard/')), { timeout: 10_000 })
    .toBe(true);
});

test('a link prefetches the data of its page when a finger touches it', async ({ page }) => {
  const requests = recordPageDataRequests(page);
  await page.goto('/en/docs/user-guide/getting-started/');
  // The touch alone, without the tap's click that would navigate.
  await sidebarLink(page, 'Dashboard').dispatchEvent('touchstart');
  await expect
    .poll(() => requests.some((url) => url.startsWith('/en/docs/user-guide/dashboard/')), { timeout: 10_000 })
    .toBe(true);
});

for (const connection of [
  { name: 'save-data', saveData: true, effectiveType: '4g' },
  { name: '2g', saveData: false, effectiveType: '2g' },
  { name: 'slow-2g', saveData: false, effectiveType: 'slow-2g' },
]) {
  test(`links prefetch nothing on a ${connection.name} connection, even when the reader reaches for one`, async ({
    page,
  }) => {
    await mockConnection(page, { saveData: connection.saveData, effectiveType: connection.effectiveType });
    const requests = recordPageDataRequests(page);
    await readWithoutReaching(page, '/docs/user-guide/getting-started/');
    await sidebarLink(page, 'Panel de control').hover();
    await sidebarLink(page, 'Panel de control').focus();
    await page.waitForTimeout(1000);
    expect(requests).toEqual([]);
  });
}
