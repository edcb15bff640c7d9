import { expect, test, type Page } from './fixtures';

/** Page-data requests (RSC payloads) the client router makes for other pages. */
function recordPageDataRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.txt')) urls.push(request.url());
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

for (const { path, connection } of [
  { path: '/docs/intro/', connection: undefined },
  { path: '/en/docs/intro/', connection: { saveData: false, effectiveType: '4g' } },
]) {
  test(`links prefetch the data of the pages they lead to on a normal connection (${path}, ${connection?.effectiveType ?? 'no connection API'})`, async ({ page }) => {
    if (connection) await mockConnection(page, connection);
    const requests = recordPageDataRequests(page);
    await page.goto(path);
    await expect.poll(() => requests.length, { timeout: 10_000 }).toBeGreaterThan(0);
  });
}

for (const connection of [
  { name: 'save-data', saveData: true, effectiveType: '4g' },
  { name: '2g', saveData: false, effectiveType: '2g' },
  { name: 'slow-2g', saveData: false, effectiveType: 'slow-2g' },
]) {
  test(`links prefetch nothing on a ${connection.name} connection`, async ({ page }) => {
    await mockConnection(page, { saveData: connection.saveData, effectiveType: connection.effectiveType });
    const requests = recordPageDataRequests(page);
    await page.goto('/docs/intro/');
    await page.waitForLoadState('networkidle');
    // Scrolling brings more links into view, which is when next/link prefetches.
    await page.mouse.wheel(0, 2000);
    await page.waitForTimeout(1000);
    expect(requests).toEqual([]);
  });
}
