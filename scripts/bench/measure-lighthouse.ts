/**
 * Lighthouse on the export as a reader's phone sees it: its default mobile profile
 * (simulated 4G throttling and a slow CPU), pages served with gzip by scripts/serve.ts (as
 * deploy/nginx.conf serves them), Debian's Chromium. Each page is measured `runs` times and
 * the median kept, since one run on a busy 2-core machine is noisy.
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, findChromium } from '../../lib/chromium';
import { createStaticServer } from '../serve';
import { isEntryModule } from '../is-entry-module';

/** The pages of the table (the home, doc and post). */
export const LIGHTHOUSE_PAGES: [page: string, path: string][] = [
  ['home', '/'],
  ['doc', '/docs/user-guide/phishing-simulations/'],
  ['post', '/blog/tendencias-ciberseguridad-2025/'],
];

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * @param {string} outDir the export
 * @param {number} runs runs per page
 * @returns {Promise<{ page: string, path: string, performance: number, lcpMs: number, tbtMs: number, cls: number, fcpMs: number }[]>}
 */
export async function measureLighthouse(
  outDir: string,
  runs: number = 3,
): Promise<
  { page: string; path: string; performance: number; lcpMs: number; tbtMs: number; cls: number; fcpMs: number }[]
> {
  const server = createStaticServer(outDir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as import('node:net').AddressInfo).port}`;
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const rows: Awaited<ReturnType<typeof measureLighthouse>> = [];
    for (const [page, path] of LIGHTHOUSE_PAGES) {
      const samples: { performance: number; lcpMs: number; tbtMs: number; cls: number; fcpMs: number }[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(`${origin}${path}`, {
          port: chrome.port,
          onlyCategories: ['performance'],
          output: 'json',
          logLevel: 'error',
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        const audits = result.lhr.audits;
        const value = (id: string) => audits[id]?.numericValue ?? NaN;
        samples.push({
          performance: Math.round((result.lhr.categories.performance?.score ?? 0) * 100),
          lcpMs: value('largest-contentful-paint'),
          tbtMs: value('total-blocking-time'),
          cls: value('cumulative-layout-shift'),
          fcpMs: value('first-contentful-paint'),
        });
      }
      rows.push({
        page,
        path,
        performance: median(samples.map((s) => s.performance)),
        lcpMs: median(samples.map((s) => s.lcpMs)),
        tbtMs: median(samples.map((s) => s.tbtMs)),
        cls: median(samples.map((s) => s.cls)),
        fcpMs: median(samples.map((s) => s.fcpMs)),
      });
    }
    return rows;
  } finally {
    chrome.kill();
    server.close();
  }
}

const isMain = isEntryModule(import.meta.url);
if (isMain) {
  const rows = await measureLighthouse(process.argv[2] ?? 'out', Number(process.argv[3] ?? 3));
  console.table(
    rows.map((r) => ({
      page: r.page,
      performance: r.performance,
      LCP: `${(r.lcpMs / 1000).toFixed(2)} s`,
      FCP: `${(r.fcpMs / 1000).toFixed(2)} s`,
      TBT: `${Math.round(r.tbtMs)} ms`,
      CLS: r.cls.toFixed(3),
    })),
  );
}
