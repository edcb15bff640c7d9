/**
 * Lighthouse on the export as a reader's phone sees it: its default mobile profile
 * (simulated 4G throttling and a slow CPU), pages served with gzip by scripts/serve.mjs (as
 * deploy/nginx.conf serves them), Debian's Chromium. Each page is measured `runs` times and
 * the median kept, since one run on a busy 2-core machine is noisy.
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, findChromium } from '../chromium.mjs';
import { createStaticServer } from '../serve.mjs';

/** The pages of the table (the home, doc and post). */
export const LIGHTHOUSE_PAGES = [
  ['home', '/'],
  ['doc', '/docs/user-guide/phishing-simulations/'],
  ['post', '/blog/tendencias-ciberseguridad-2025/'],
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * @param {string} outDir the export
 * @param {number} runs runs per page
 * @returns {Promise<{ page: string, path: string, performance: number, lcpMs: number, tbtMs: number, cls: number, fcpMs: number }[]>}
 */
export async function measureLighthouse(outDir, runs = 3) {
  const server = createStaticServer(outDir);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    const rows = [];
    for (const [page, path] of LIGHTHOUSE_PAGES) {
      const samples = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(`${origin}${path}`, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
        const audits = result.lhr.audits;
        samples.push({
          performance: Math.round(result.lhr.categories.performance.score * 100),
          lcpMs: audits['largest-contentful-paint'].numericValue,
          tbtMs: audits['total-blocking-time'].numericValue,
          cls: audits['cumulative-layout-shift'].numericValue,
          fcpMs: audits['first-contentful-paint'].numericValue,
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
    await chrome.kill();
    server.close();
  }
}

const isMain = process.argv[1] && new URL(import.meta.url).pathname === process.argv[1];
if (isMain) {
  const rows = await measureLighthouse(process.argv[2] ?? 'out', Number(process.argv[3] ?? 3));
  console.table(rows.map((r) => ({ page: r.page, performance: r.performance, LCP: `${(r.lcpMs / 1000).toFixed(2)} s`, FCP: `${(r.fcpMs / 1000).toFixed(2)} s`, TBT: `${Math.round(r.tbtMs)} ms`, CLS: r.cls.toFixed(3) })));
}
