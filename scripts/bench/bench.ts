#!/usr/bin/env node
/**
 * `npm run bench`: the site's speed in one table, each figure beside its budget
 * (scripts/bench/budgets.ts). Builds generated content at 10x and 100x the docs, then the
 * real content, then measures the pages of the real export. Writes bench/results.json;
 * exits 1 when a budget is broken. Options: --scales=1,10,100 (x1 is always built, last);
 * (--scales=100,1000 also checks x1000 against x100);
 * --only=versions builds the versions row alone (--rounds=N: N alternating rounds).
 */
import fs from 'node:fs';
import path from 'node:path';
import { removeSetAside, setAside } from './set-aside';
import { measureDoc, pickDoc } from './bench-doc';
import { BUDGETS, kb } from './budgets';
import { measureClientComponents } from './client-costs';
import { generateScaledContent } from './generate-content';
import { measureSearchFirstQuery } from './measure-search';
import { measureLighthouse } from './measure-lighthouse';
import { reportBuilds, type MeasuredBuild } from './report-builds';
import { reportDocAcrossScales, reportPages } from './report-pages';
import { runBuild, runCleanBuild, runWarmBuild } from './run-build';
import { measureVersionsRow, runVersionsRowAlone, versionsTable } from './versions-row';
import {
  measureDocNavigation,
  navigationTable,
  NAVIGATION_GROWTH_X100,
  NAVIGATION_GZIP_BUDGET_X1,
} from './measure-navigation';

/** The client reference manifest of the doc route: which client modules a doc page uses. */
const DOC_CLIENT_MANIFEST = '.next/server/app/[locale]/docs/[[...slug]]/page_client-reference-manifest.js';

/** Pager hops measured: at x1 to the last doc of the chain; at x10 and x100, the first of thousands. */
const NAVIGATION_HOPS_X1 = 40;
const NAVIGATION_HOPS_SCALED = 12;

const args: Record<string, string> = Object.fromEntries(
  process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')),
);
const scales = (args.scales ?? '1,10,100')
  .split(',')
  .map(Number)
  .filter((s) => s > 1);

async function main() {
  fs.mkdirSync('bench/tmp', { recursive: true });
  removeSetAside();
  const builds: Record<string, MeasuredBuild> = {};
  const doc = pickDoc();
  if (args.only === 'versions')
    process.exit((await runVersionsRowAlone(doc.id, Number(args.rounds ?? 1))).length > 0 ? 1 : 0);
  for (const scale of scales) {
    const dir = `bench/tmp/content-x${scale}`;
    const { docs } = generateScaledContent('content', dir, scale);
    process.stdout.write(`Building x${scale} (${docs} docs per locale)… `);
    const build: MeasuredBuild = {
      docs,
      ...(await runCleanBuild({ CONTENT_DIR: dir }, `bench/tmp/build-x${scale}.log`)),
    };
    build.doc = measureDoc(doc);
    build.navigation = await measureDocNavigation('out', `/docs/${doc.id}/`, NAVIGATION_HOPS_SCALED);
    builds[`x${scale}`] = build;
    console.log(`${build.seconds.toFixed(1)} s`);
    setAside([dir]);
  }
  process.stdout.write('Building x1 (real content)… ');
  const x1: MeasuredBuild = { docs: null, ...(await runCleanBuild({}, 'bench/tmp/build-x1.log')) };
  x1.doc = measureDoc(doc);
  x1.navigation = await measureDocNavigation('out', `/docs/${doc.id}/`, NAVIGATION_HOPS_X1);
  builds.x1 = x1;
  console.log(`${x1.seconds.toFixed(1)} s\n`);
  const { pages, failures } = reportPages(doc);
  failures.push(...reportDocAcrossScales(doc, builds, x1));

  const navigation = navigationTable(
    Object.fromEntries(Object.entries(builds).map(([scale, b]) => [scale, b.navigation!])),
  );
  console.log(
    '\nClient navigations from the doc to the next, and on to the last doc (pager link: pointer on it, then click), route data fetched, gzip; the first hop after a page load, the next ones with the layouts held (median and worst)',
  );
  console.table(navigation.rows);
  console.log(
    `Budgets: worst next hop <= ${kb(NAVIGATION_GZIP_BUDGET_X1)} at x1; at x100 each hop no more than x1's to the same page (+${kb(NAVIGATION_GROWTH_X100)}).`,
  );
  failures.push(...navigation.failures);

  const clientComponents = await measureClientComponents(DOC_CLIENT_MANIFEST, 'out');
  console.log(
    '\nClient components of a doc page: own = the module and the site code it imports, minified alone (React and Next.js left out), gzip; chunk = the shared chunk(s) Next.js put it in',
  );
  console.table(
    clientComponents.map((c) => ({
      module: c.module,
      own: `${kb(c.ownGzip)} (${kb(c.ownRaw)} raw)`,
      chunks: c.chunks.join(' '),
      'chunk gzip': kb(c.chunkGzip),
    })),
  );
  const search = measureSearchFirstQuery('out');
  console.log(
    '\nFirst search query, per language: Pagefind and one index chunk (the largest), before the dialog chunk and the result fragments',
  );
  console.table(
    search.map((s) => ({
      language: s.language,
      pages: s.pages,
      'index chunks': s.indexChunks,
      'first query': kb(s.bytes),
    })),
  );
  console.log('');

  const lighthouse = await measureLighthouse('out', 3);
  console.log(
    "Lighthouse, mobile profile (simulated throttling), gzip static server, Debian's Chromium; median of 3 runs",
  );
  console.table(
    lighthouse.map((r) => {
      const ok = r.performance >= BUDGETS.lighthousePerformanceMin && r.lcpMs <= BUDGETS.lighthouseLcpMs;
      if (!ok) failures.push(`Lighthouse ${r.page}`);
      return {
        page: r.page,
        performance: r.performance,
        LCP: `${(r.lcpMs / 1000).toFixed(2)} s`,
        TBT: `${Math.round(r.tbtMs)} ms`,
        CLS: r.cls.toFixed(3),
        budgets: ok ? 'ok' : 'OVER',
      };
    }),
  );
  console.log(
    `Budgets: performance >= ${BUDGETS.lighthousePerformanceMin}, LCP <= ${(BUDGETS.lighthouseLcpMs / 1000).toFixed(1)} s.\n`,
  );

  // Rebuilds, as an author makes them: one doc edited, then put back (which also leaves
  // out/ as the real content's export).
  const docFile = path.join('content', 'es', 'docs', `${doc.id}.mdx`);
  process.stdout.write('Rebuilding after one doc changed… ');
  const warm: MeasuredBuild = { docs: null, ...(await runWarmBuild(docFile, {}, 'bench/tmp/build-warm.log')) };
  builds['warm (one doc edited)'] = warm;
  console.log(`${warm.seconds.toFixed(1)} s`);
  process.stdout.write('Rebuilding with the doc put back… ');
  const back: MeasuredBuild = { docs: null, ...(await runBuild({}, 'bench/tmp/build-warm-back.log')) };
  builds['warm (doc put back)'] = back;
  console.log(`${back.seconds.toFixed(1)} s\n`);
  failures.push(...reportBuilds(builds, x1, warm));

  // Versions cut on x10 content, against the same content without them.
  const versions = await measureVersionsRow(doc.id);
  console.log('\nVersions: x10 content, then the same with versions cut; clean, then one current doc edited');
  console.table(versionsTable(versions.rows));
  console.log(
    `clean ${versions.ratios.clean.toFixed(2)}x the unversioned x10 (budget 4x); warm ${versions.ratios.warm.toFixed(2)}x (budget 1.5x)`,
  );
  failures.push(...versions.failures);
  await runBuild({}, 'bench/tmp/build-after-versions.log');

  fs.writeFileSync(
    'bench/results.json',
    `${JSON.stringify({ date: new Date().toISOString(), budgets: BUDGETS, doc, pages, builds, versions, clientComponents, search, lighthouse, failures }, null, 2)}\n`,
  );
  console.log(
    `\nWrote bench/results.json. ${failures.length ? `Budgets broken: ${failures.join('; ')}` : 'Every budget holds.'}`,
  );
  removeSetAside();
  process.exit(failures.length ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  removeSetAside();
  process.exit(1);
});
