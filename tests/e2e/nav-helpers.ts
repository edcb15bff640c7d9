import type { Page, Route } from '@playwright/test';

/** A value on window survives a client navigation and is lost on a full page load. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}

/** Whether the window is still the one markWindow() marked (no full load since). */
export async function isSameWindow(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

/** Whether a request is for page data (an RSC payload the client router fetches). */
export function isPageData(url: string): boolean {
  return new URL(url).pathname.endsWith('.txt');
}

/**
 * Routes a page's data requests to `handle` once `arm()` is called; before that, its
 * prefetches fail, so that a click has to fetch the data (and meets `handle`).
 */
export async function interceptPageData(page: Page, routePath: string, handle: (route: Route) => Promise<void> | void) {
  let armed = false;
  let prefetched: () => void = () => undefined;
  const firstPrefetch = new Promise<void>((resolve) => (prefetched = resolve));
  await page.route(
    (url) => url.pathname.startsWith(routePath) && isPageData(url.href),
    (route) => {
      if (armed) return handle(route);
      prefetched();
      return route.abort();
    },
  );
  return {
    /** Resolves once the router prefetched the page (after the pointer rested on a link to it). */
    prefetched: firstPrefetch,
    arm: () => (armed = true),
  };
}

/** A sidebar link of the docs, by its exact name. */
export function sidebarLink(page: Page, name: string) {
  return page
    .getByRole('navigation', { name: /^(Documentación|Documentation)$/ })
    .getByRole('link', { name, exact: true });
}

/** Serves `dir` like scripts/serve.ts under `basePath`, on a free port; returns its origin. */
export async function startStaticServer(
  dir: string,
  basePath: string,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const { createStaticServer } = await import('../../scripts/serve');
  const server = createStaticServer(dir, basePath);
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://localhost:${port}`,
    // A tab shared by the worker's tests (readerPage) keeps its connections open: end them.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * Breaks the page data of `routePath` the way a real failure would, with no trigger in
 * the site itself: the first `element` of the RSC payload becomes `replacement`, which
 * refers to `row`, a row added to the payload as `fff0` (an error, or a client module
 * whose chunk does not exist). `repair()` serves the data as it is again.
 */
export async function breakPageData(page: Page, routePath: string, element: string, replacement: string, row: string) {
  const matcher = (url: URL) => url.pathname.startsWith(routePath) && isPageData(url.href);
  let repaired = false;
  // Requests being answered (a prefetch may be): `repair` lets them end before it unroutes,
  // or Playwright answers them itself meanwhile and their own answer fails.
  const answering = new Set<Promise<void>>();
  await page.route(matcher, (route) => {
    const answer = (async () => {
      const response = await route.fetch();
      const body = await response.text();
      if (repaired || !body.includes(element)) return route.fulfill({ response, body });
      await route.fulfill({ response, body: `${body.replace(element, replacement)}fff0:${row}\n` });
    })();
    answering.add(answer);
    const done = () => void answering.delete(answer);
    answer.then(done, done);
    return answer;
  });
  return {
    repair: async () => {
      repaired = true;
      await Promise.allSettled([...answering]);
      await page.unroute(matcher);
    },
  };
}

/**
 * Breaks the navbar's tools in the page data of `routePath`: its element type becomes a
 * reference to an error row, so rendering it throws outside the page's own boundary (which
 * covers `<main>` only) and the site's crash page shows. The navbar is in the page's own
 * segment, which a client navigation fetches; the footer is the root layout's, which it does not.
 */
export function breakNavbar(page: Page, routePath: string, digest: string) {
  return breakPageData(
    page,
    routePath,
    '["$","div",null,{"className":"navbar-tools",',
    '["$","$Lfff0",null,{"className":"navbar-tools",',
    `E{"digest":"${digest}"}`,
  );
}
