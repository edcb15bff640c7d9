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

/** One run's figures. */
export interface LighthouseSample {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
}

/**
 * One run's figures, or why it measured nothing: a run Lighthouse ended with a runtime error
 * (on this busy machine, now and then one of three gave no LCP), or without a metric, is no
 * sample; its NaN made the page's median NaN and the page over budget.
 */
export function sampleOf(lhr: {
  runtimeError?: { code: string; message?: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
}): LighthouseSample | { error: string } {
  if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message ?? ''}`.trim() };
  const value = (id: string) => lhr.audits[id]?.numericValue;
  const sample = {
    performance: lhr.categories.performance?.score,
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcpMs: value('first-contentful-paint'),
  };
  const missing = Object.entries(sample).find(([, v]) => typeof v !== 'number' || !Number.isFinite(v));
  if (missing) return { error: `no ${missing[0]}` };
  return { ...(sample as LighthouseSample), performance: Math.round(sample.performance! * 100) };
}

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
      const samples: LighthouseSample[] = [];
      // A run that measured nothing is run again, `runs` times more at most; past that the
      // page keeps NaN figures, over budget, as before.
      for (let attempt = 0; samples.length < runs && attempt < 2 * runs; attempt++) {
        const result = await lighthouse(`${origin}${path}`, {
          port: chrome.port,
          onlyCategories: ['performance'],
          output: 'json',
          logLevel: 'error',
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        const sample = sampleOf(result.lhr);
        if ('error' in sample) console.warn(`Lighthouse ${path}: a run measured nothing (${sample.error}); run again.`);
        else samples.push(sample);
      }
      while (samples.length < runs) samples.push({ performance: NaN, lcpMs: NaN, tbtMs: NaN, cls: NaN, fcpMs: NaN });
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
