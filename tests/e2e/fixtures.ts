/**
 * The `test` every spec imports: Playwright's, with `page.goto` and `page.reload` waiting
 * until the page has hydrated. The export starts its scripts after the first paint
 * (lib/perf/deferred-bundles.ts), so `load` no longer means the controls work, and a test
 * clicks sooner than a reader's first look: it waits for what that look would find. It
 * does not wait where no script will run: with JavaScript disabled, on a page that loads
 * none, or once a script request of the page failed (specs that block or break them).
 */
import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/** Resolves once the page shows React's `data-hydrated` mark (lib/client/hydration.ts), or will never. */
async function waitForHydration(page: Page, scriptFailed: () => boolean): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!scriptFailed()) {
    const done = await page
      .evaluate(() => document.documentElement.hasAttribute('data-hydrated') || !document.getElementById('deferred-bundles'))
      .catch(() => true); // the page navigated away meanwhile: nothing left to wait for
    if (done) return;
    if (Date.now() > deadline) throw new Error(`${page.url()} did not hydrate within 15 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Makes `page.goto` and `page.reload` wait for hydration (unless a script request of the
 * page failed). For the fixture below, and for a page a spec shares between its tests.
 */
export function waitForHydrationOnNavigation(page: Page): Page {
  let failed = false;
  page.on('requestfailed', (request) => { if (request.resourceType() === 'script') failed = true; });
  page.on('response', (response) => { if (response.request().resourceType() === 'script' && response.status() >= 400) failed = true; });
  const settle = async <T,>(navigate: () => Promise<T>): Promise<T> => {
    failed = false;
    const response = await navigate();
    if (response !== null) await waitForHydration(page, () => failed);
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = (url, options) => settle(() => goto(url, options));
  page.reload = (options) => settle(() => reload(options));
  return page;
}

export const test = base.extend<object, { readerPage: Page }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) waitForHydrationOnNavigation(page);
    await use(page);
  },
  /**
   * One tab per worker, shared by the tests that only load pages and read them (no
   * clicks that store a choice, no init scripts, no routes, no viewport or media changes).
   * A fresh tab costs Chromium a renderer process and every script fetched and compiled
   * again: more than most pages a test reads (routes.spec.ts: 58 s with a tab each, 19 s
   * with this one).
   */
  readerPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ ...workerInfo.project.use });
      await use(waitForHydrationOnNavigation(await context.newPage()));
      await context.close();
    },
    { scope: 'worker' },
  ],
});
