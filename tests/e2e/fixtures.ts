/**
 * The `test` every spec imports: Playwright's, with `page.goto` and `page.reload` waiting
 * until the page has hydrated. The export starts its scripts after the first paint
 * (lib/perf/deferred-bundles.ts), so `load` no longer means the controls work, and a test
 * clicks sooner than a reader's first look: it waits for what that look would find. It
 * does not wait where no script will run: with JavaScript disabled, on a page that loads
 * none, or once a script request of the page failed (specs that block or break them).
 */
import {
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type CDPSession,
  type Page,
} from '@playwright/test';

export * from '@playwright/test';

/** Resolves once the page shows React's `data-hydrated` mark (lib/client/hydration.ts), or will never. */
async function waitForHydration(page: Page, scriptFailed: () => boolean): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!scriptFailed()) {
    const done = await page
      .evaluate(
        () => document.documentElement.hasAttribute('data-hydrated') || !document.getElementById('deferred-bundles'),
      )
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
  page.on('requestfailed', (request) => {
    if (request.resourceType() === 'script') failed = true;
  });
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.status() >= 400) failed = true;
  });
  const settle = async <T>(navigate: () => Promise<T>): Promise<T> => {
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

/**
 * What a test did to its tab that the next test must not see, and how to undo it: the
 * init scripts and exposed functions (their Disposables), routes, listeners, emulation.
 * `spoiled` names a change that cannot be undone (a fake clock, a DevTools session, a
 * closed page, history walked back): the tab is closed, and the next test gets a new one.
 */
interface Ledger {
  disposables: { dispose(): Promise<void> }[];
  listeners: { target: Page | BrowserContext; event: string; listener: Method }[];
  routed: boolean;
  viewport: boolean;
  media: boolean;
  headers: boolean;
  spoiled?: string;
}

/** A context with its one page, lent to one test at a time. */
interface Tab {
  context: BrowserContext;
  page: Page;
  /** The fixture's own DevTools session, to clear the storage of the origins the test visited. */
  devtools: CDPSession;
  origins: Set<string>;
  ledger: Ledger;
}

const newLedger = (): Ledger => ({
  disposables: [],
  listeners: [],
  routed: false,
  viewport: false,
  media: false,
  headers: false,
});

// Any method of Page or BrowserContext, whatever its arguments.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- unknown[] parameters would accept no method
type Method = (...args: any[]) => unknown;

/** Replaces the methods `names` of `target` (the instance, not its class) with `wrap(name, original)`. */
function patch(target: object, names: readonly string[], wrap: (name: string, original: Method) => Method): void {
  const methods = target as Record<string, Method>;
  for (const name of names) methods[name] = wrap(name, methods[name]!.bind(target));
}

/** A wrapper that runs `note` with the method's name and arguments, then the method. */
const noting =
  (note: (name: string, args: unknown[]) => void) =>
  (name: string, original: Method): Method =>
  (...args) => {
    note(name, args);
    return original(...args);
  };

/** Makes `tab` write down in its ledger what the running test does to it. */
function keepLedger(tab: Tab): void {
  const ledger = () => tab.ledger;
  for (const target of [tab.page, tab.context]) {
    patch(target, ['addInitScript', 'exposeFunction', 'exposeBinding'], (_, original) => async (...args) => {
      const disposable = (await original(...args)) as Ledger['disposables'][number];
      ledger().disposables.push(disposable);
      return disposable;
    });
    patch(
      target,
      ['route', 'routeFromHAR', 'routeWebSocket'],
      noting(() => (ledger().routed = true)),
    );
    patch(
      target,
      ['on', 'addListener', 'once', 'prependListener', 'prependOnceListener'],
      noting((_, [event, listener]) =>
        ledger().listeners.push({ target, event: event as string, listener: listener as Method }),
      ),
    );
  }
  patch(
    tab.page,
    ['setViewportSize'],
    noting(() => (ledger().viewport = true)),
  );
  patch(
    tab.page,
    ['emulateMedia'],
    noting(() => (ledger().media = true)),
  );
  patch(
    tab.page,
    ['setExtraHTTPHeaders'],
    noting(() => (ledger().headers = true)),
  );
  const spoil = noting((name) => (ledger().spoiled ??= name));
  patch(tab.page, ['close', 'goBack', 'goForward', 'setDefaultTimeout', 'setDefaultNavigationTimeout', 'pause'], spoil);
  patch(
    tab.page.clock,
    ['install', 'fastForward', 'runFor', 'pauseAt', 'resume', 'setFixedTime', 'setSystemTime'],
    spoil,
  );
  patch(
    tab.context,
    [
      'close',
      'newCDPSession',
      'setOffline',
      'setGeolocation',
      'grantPermissions',
      'clearPermissions',
      'setHTTPCredentials',
      'setExtraHTTPHeaders',
      'setDefaultTimeout',
      'setDefaultNavigationTimeout',
    ],
    spoil,
  );
}

/** Opens a tab with `options`, its page waiting for hydration (unless scripts are off). */
async function openTab(browser: Browser, options: BrowserContextOptions): Promise<Tab> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  if (options.javaScriptEnabled !== false) waitForHydrationOnNavigation(page);
  const tab: Tab = {
    context,
    page,
    devtools: await context.newCDPSession(page),
    origins: new Set(),
    ledger: newLedger(),
  };
  const noteOrigin = (frame: { url(): string }) => {
    const { origin } = new URL(frame.url());
    if (origin.startsWith('http')) tab.origins.add(origin);
  };
  page.on('framenavigated', noteOrigin);
  context.on('page', (other) => other.on('framenavigated', noteOrigin));
  keepLedger(tab);
  return tab;
}

/**
 * Undoes what the test did, so the tab is as a new one would be for the next test: its
 * scripts, routes and listeners removed, emulation back to the context's options, other
 * pages closed, and the cookies and storage of every origin it visited cleared. The page
 * first leaves the test's document for a script-free one of the same site (the export's
 * robots.txt), so nothing the document does as it unloads (the sidebar keeps its state in
 * sessionStorage) outlives the clearing; the same site keeps the same renderer.
 */
async function resetTab(tab: Tab, options: BrowserContextOptions): Promise<void> {
  const { page, context, ledger } = tab;
  for (const disposable of ledger.disposables.reverse()) await disposable.dispose();
  if (ledger.routed)
    await Promise.all([
      page.unrouteAll({ behavior: 'ignoreErrors' }),
      context.unrouteAll({ behavior: 'ignoreErrors' }),
    ]);
  for (const { target, event, listener } of ledger.listeners) target.off(event as never, listener as never);
  await Promise.all(
    context
      .pages()
      .filter((other) => other !== page)
      .map((other) => other.close()),
  );
  if (ledger.viewport && options.viewport) await page.setViewportSize(options.viewport);
  if (ledger.media) {
    await page.emulateMedia({
      media: null,
      colorScheme: options.colorScheme ?? 'light',
      reducedMotion: options.reducedMotion ?? 'no-preference',
      forcedColors: options.forcedColors ?? 'none',
      contrast: options.contrast ?? 'no-preference',
    });
  }
  if (ledger.headers) await page.setExtraHTTPHeaders({});
  await page.goto(new URL('/robots.txt', options.baseURL).href, { timeout: 10_000 });
  await context.clearCookies();
  // A route may have fulfilled a request with other bytes (a tampered chunk, an error), which
  // the renderer's memory cache keeps: after one, the cache goes too.
  if (ledger.routed) await tab.devtools.send('Network.clearBrowserCache');
  for (const origin of tab.origins)
    await tab.devtools.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  tab.origins.clear();
  tab.ledger = newLedger();
}

/** The recycled tabs of a worker, by the context options they were opened with. */
interface TabShelf {
  take(key: string): Tab | undefined;
  putBack(key: string, tab: Tab): void;
}

export const test = base.extend<{ tab: Tab }, { readerPage: Page; staticPage: Page; tabShelf: TabShelf }>({
  tabShelf: [
    async ({}, use) => {
      const shelf = new Map<string, Tab>();
      await use({
        take(key) {
          const tab = shelf.get(key);
          shelf.delete(key);
          return tab;
        },
        putBack(key, tab) {
          shelf.set(key, tab);
        },
      });
      await Promise.all([...shelf.values()].map((tab) => tab.context.close().catch(() => undefined)));
    },
    { scope: 'worker' },
  ],
  /**
   * A fresh tab costs Chromium a renderer process, its caches and every script compiled
   * again, more than a page load in a tab the site already ran in: most of what a short
   * test cost. So a tab is lent to one test after another with
   * the same context options (`test.use`), undone between them (resetTab), and closed
   * when a test failed or did what cannot be undone. The HTTP cache is kept, as a reader's
   * browser keeps it (a request served from it is still seen by `page.on('request')`; a
   * route turns the cache off while it is in place, and clears it when the test ends).
   */
  tab: async (
    {
      browser,
      tabShelf,
      acceptDownloads,
      bypassCSP,
      clientCertificates,
      colorScheme,
      contrast,
      deviceScaleFactor,
      extraHTTPHeaders,
      forcedColors,
      geolocation,
      hasTouch,
      httpCredentials,
      ignoreHTTPSErrors,
      isMobile,
      javaScriptEnabled,
      locale,
      offline,
      permissions,
      proxy,
      reducedMotion,
      screen,
      storageState,
      timezoneId,
      userAgent,
      viewport,
      baseURL,
      contextOptions,
      serviceWorkers,
    },
    use,
    testInfo,
  ) => {
    const given = {
      acceptDownloads,
      bypassCSP,
      clientCertificates,
      colorScheme,
      contrast,
      deviceScaleFactor,
      extraHTTPHeaders,
      forcedColors,
      geolocation,
      hasTouch,
      httpCredentials,
      ignoreHTTPSErrors,
      isMobile,
      javaScriptEnabled,
      locale,
      offline,
      permissions,
      proxy,
      reducedMotion,
      screen,
      storageState,
      timezoneId,
      userAgent,
      viewport,
      baseURL,
      serviceWorkers,
    };
    // As Playwright's own `context` fixture combines them (no client certificates are used here).
    const options = {
      ...contextOptions,
      ...Object.fromEntries(
        Object.entries(given).filter(
          ([name, value]) => value !== undefined && !(name === 'clientCertificates' && !clientCertificates?.length),
        ),
      ),
    } as BrowserContextOptions;
    const key = JSON.stringify(options);
    const tab = tabShelf.take(key) ?? (await openTab(browser, options));
    await use(tab);
    const keep =
      testInfo.status === testInfo.expectedStatus &&
      !tab.ledger.spoiled &&
      (await resetTab(tab, options).then(
        () => true,
        () => false,
      ));
    if (keep) tabShelf.putBack(key, tab);
    else await tab.context.close().catch(() => undefined);
  },
  context: async ({ tab }, use) => {
    await use(tab.context);
  },
  page: async ({ tab }, use) => {
    await use(tab.page);
  },
  /**
   * One tab per worker, shared by the tests that only load pages and read them (no
   * clicks that store a choice, no init scripts, no routes, no viewport or media changes).
   * Unlike `page`, it is not reset between tests: no navigation to robots.txt, no clearing.
   */
  readerPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ ...workerInfo.project.use });
      await use(waitForHydrationOnNavigation(await context.newPage()));
      await context.close();
    },
    { scope: 'worker' },
  ],
  /**
   * readerPage with JavaScript off, for tests that read what the server sent (an address's
   * status, its title, its text): Chromium loads such a page for about 40% of what the same
   * page costs with its scripts, and a sweep over every imported doc loads dozens.
   */
  staticPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ ...workerInfo.project.use, javaScriptEnabled: false });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});
