/**
 * What a reader's browser downloads for a client navigation from one doc to the next:
 * the route data files (`.txt`: the route tree and the segments of the new page) that
 * Next's router fetches when the pointer rests on the pager's "next" link (its prefetch)
 * and on the click. Measured in Chromium against the export served as a static host
 * serves it (scripts/serve.mjs), each file gzipped (-9) as the bench counts bytes. Two
 * hops: the first after a full page load, the second from there, when whatever the router
 * keeps between pages (layouts) is already held.
 */
import { chromium } from '@playwright/test';
import zlib from 'node:zlib';
import { CHROMIUM_ARGS, findHeadlessChromium } from '../../lib/chromium';
import { createStaticServer } from '../serve';

export interface FetchedFile {
  path: string;
  raw: number;
  gzip: number;
}

export interface NavigationHop {
  from: string;
  to: string;
  files: FetchedFile[];
  raw: number;
  gzip: number;
}

/** Page-data files only: the `.txt` route data, not the chunks or images a page may load. */
export function isRouteData(pathname: string): boolean {
  return pathname.endsWith('.txt');
}

/**
 * Sums the files of a hop.
 * @example summariseHop('/a/', '/b/', [{ path: '/b/x.txt', raw: 10, gzip: 5 }]).gzip === 5
 */
export function summariseHop(from: string, to: string, files: FetchedFile[]): NavigationHop {
  return {
    from,
    to,
    files,
    raw: files.reduce((sum, f) => sum + f.raw, 0),
    gzip: files.reduce((sum, f) => sum + f.gzip, 0),
  };
}

/**
 * Loads `startPath`, then follows the pager's "next" link as a reader does (pointer on the
 * link, its prefetch settles, click) until the last doc or `hops` hops, recording the route
 * data each hop fetched.
 */
export async function measureDocNavigation(outDir: string, startPath: string, hops = 2): Promise<NavigationHop[]> {
  const server = createStaticServer(outDir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await chromium.launch({ executablePath: findHeadlessChromium(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    let files: FetchedFile[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (response.request().method() !== 'GET' || !isRouteData(url.pathname)) return;
      pending.push(
        response.body().then(
          (body) =>
            void files.push({ path: url.pathname, raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length }),
          () => undefined,
        ),
      );
    });
    await page.goto(`${origin}${startPath}`);
    await page.waitForSelector('html[data-hydrated]', { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const result: NavigationHop[] = [];
    for (let hop = 0; hop < hops; hop += 1) {
      const from = new URL(page.url()).pathname;
      files = [];
      const link = page.locator('.pager a[rel="next"]');
      if ((await link.count()) === 0) break;
      const to = new URL((await link.getAttribute('href')) ?? '', origin).pathname;
      await link.scrollIntoViewIfNeeded();
      await link.hover();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      await link.click();
      await page.waitForURL((url) => url.pathname === to);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      await Promise.all(pending);
      result.push(summariseHop(from, to, files));
    }
    return result;
  } finally {
    await browser.close();
    server.close();
  }
}

const KB = 1000;

/** Issue 41: a doc-to-doc navigation fetches at most this (gzip), once the layouts are held. */
export const NAVIGATION_GZIP_BUDGET_X1 = 8 * KB;

/** …and no more at x100 than at x1, give or take the bytes of a longer title ("Copia 42"). */
export const NAVIGATION_GROWTH_X100 = 0.1 * KB;

/** The median of some numbers (the lower middle of an even count). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}

/** The hops with the layouts held: every one after the first (all of them if there is one). */
export function heldHops(hops: NavigationHop[]): NavigationHop[] {
  return hops.length > 1 ? hops.slice(1) : hops;
}

/**
 * The table rows and verdicts of the navigation figures per build (`x1` must be there):
 * budgets on the worst hop with the layouts held (every hop after the first) at x1, and at
 * x100 on each hop to a page x1 also went to, against x1's; the first hop and the median
 * shown beside them.
 */
export function navigationTable(byScale: Record<string, NavigationHop[]>): {
  rows: Record<string, string>[];
  failures: string[];
} {
  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
  const x1ByPage = new Map(heldHops(byScale.x1 ?? []).map((hop) => [hop.to, hop.gzip]));
  const failures: string[] = [];
  const rows = Object.entries(byScale).map(([scale, hops]) => {
    const held = heldHops(hops);
    const worst = held.reduce((a, b) => (b.gzip > a.gzip ? b : a));
    const checks: boolean[] = [];
    if (scale === 'x1') checks.push(worst.gzip <= NAVIGATION_GZIP_BUDGET_X1);
    if (scale === 'x100')
      for (const hop of held) {
        const before = x1ByPage.get(hop.to);
        if (before !== undefined) checks.push(hop.gzip <= before + NAVIGATION_GROWTH_X100);
      }
    const ok = checks.every(Boolean);
    if (!ok) failures.push(`doc-to-doc navigation at ${scale}`);
    return {
      scale,
      'first hop (after a page load)': `${kb(hops[0]!.gzip)} (${hops[0]!.files.length} files, ${kb(hops[0]!.raw)} raw)`,
      'next hops': `${held.length}, median ${kb(median(held.map((hop) => hop.gzip)))}`,
      'worst hop': `${kb(worst.gzip)} (${worst.files.length} files, ${kb(worst.raw)} raw)`,
      hop: `${worst.from} → ${worst.to}`,
      budget: checks.length ? (ok ? 'ok' : 'OVER') : '',
    };
  });
  return { rows, failures };
}
