#!/usr/bin/env node
/**
 * `npm run bench:docusaurus`: the project's build paired with Docusaurus 3.10's, as
 * create-docusaurus sets a site up today (Docusaurus Faster), on the same content, and with
 * Next.js' own floor (scripts/bench/next-floor.ts) built in the same run. Kinds of builds:
 * - clean x1 (after one warm-up build of each side, not counted);
 * - warm x1: one doc edited (a sentence of its own each time), both sides with their caches
 *   (.next and Rspack's persistent cache), the edit put back after each build;
 * - clean x100 (generated content, scripts/bench/generate-content.mjs).
 * Each kind runs its pairs alternating (project, Docusaurus, project, …), each build measured
 * alike (wall time, peak memory of its process group), and reports medians. Budgets in
 * docusaurus-budgets.ts; exits 1 when one is broken. Writes bench/docusaurus-pair.json.
 * Options: --pairs=N (default 4 per kind at x1, 3 at larger scales); --scales=1,100 (default); --bundler=faster|webpack
 * (webpack: Docusaurus without Faster, results in bench/docusaurus-pair-webpack.json);
 * --no-floor.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeSetAside, setAside } from './set-aside';
import { DEFAULT_LOCALE, PREFIXED_LOCALES } from '../../lib/i18n';
import { BUNDLERS, DOCUSAURUS_VERSION } from './docusaurus-config';
import { docusaurusPath } from './docusaurus-content';
import {
  ensureDocusaurusInstalled,
  readContentForDocusaurus,
  runCleanDocusaurusBuild,
  SCRATCH_SITE,
  writeDocusaurusSite,
} from './docusaurus-site';
import {
  budgetVerdicts,
  pairRows,
  summariseKind,
  summaryRows,
  type KindSummary,
  type Pair,
  type PairKind,
} from './docusaurus-budgets';
import { generateScaledContent } from './generate-content';
import { countHtmlFiles, runMeasured } from './measure-process';
import { FLOOR_APP, floorPagesPerLocale, writeFloorApp } from './next-floor';
import { medianBreakdown, parseDocusaurusPerf } from './pair-table';
import { runBuild, runCleanBuild } from './run-build';

const args: Record<string, string | undefined> = Object.fromEntries(
  process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')),
);
/**
 * Pairs per kind unless --pairs says: single x1 pairs of the same code ranged 0.83 to 1.12 on
 * this shared machine, so their median is of four (an x1 pair takes twenty seconds); an x100
 * pair takes three minutes, and one that runs slower for a reason of the machine's is
 * outvoted by the other two.
 */
const pairsAt = (scale: number): number => Number(args.pairs ?? (scale === 1 ? 4 : 3));
const bundler = (args.bundler ?? 'faster') as (typeof BUNDLERS)[number];
const scales = (args.scales ?? '1,100').split(',').map(Number);
const withFloor = !('no-floor' in args);

/** The doc both sides rebuild after an edit: the same file, in the default locale. */
const EDITED_DOC = 'api/users.mdx';

type Side = Pair['project'] & { pages: number; phases?: { phase: string; seconds: number }[]; steps?: unknown[] };

/** Runs `build` with `file` ending in one sentence more (its own, so no cache has it), then puts the file back. */
async function withEditedDoc<T>(file: string, sentence: string, build: () => Promise<T>): Promise<T> {
  const original = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, `${original.trimEnd()}\n\n${sentence}\n`);
  try {
    return await build();
  } finally {
    fs.writeFileSync(file, original);
  }
}

/** `docusaurus build` with the caches of the last one (build/ set aside, as a deploy starts without it). */
async function runWarmDocusaurusBuild(
  siteDir: string,
  logFile: string,
): Promise<Side & { lines: { seconds: number; text: string }[] }> {
  setAside([path.join(siteDir, 'build')]);
  const run = await runMeasured('npx', ['--no', 'docusaurus', 'build'], {
    cwd: siteDir,
    env: { NO_UPDATE_NOTIFIER: '1', DOCUSAURUS_PERF_LOGGER: 'true' },
    logFile,
    label: 'docusaurus build',
  });
  return { ...run, pages: countHtmlFiles(path.join(siteDir, 'build')) };
}

/** `next build` of the floor app with as many HTML pages as `htmlPages`, from a clean state. */
async function runFloorBuild(htmlPages: number, logFile: string): Promise<Side> {
  writeFloorApp(FLOOR_APP, floorPagesPerLocale(htmlPages, 1 + PREFIXED_LOCALES.length), PREFIXED_LOCALES);
  const run = await runMeasured(path.resolve('node_modules/.bin/next'), ['build'], {
    cwd: FLOOR_APP,
    env: { NEXT_TELEMETRY_DISABLED: '1' },
    logFile,
    label: 'next build (floor)',
  });
  return { seconds: run.seconds, peakBytes: run.peakBytes, pages: countHtmlFiles(path.join(FLOOR_APP, 'out')) };
}

const docusaurusSide = (run: Awaited<ReturnType<typeof runWarmDocusaurusBuild>>) => {
  const { lines, ...measured } = run;
  return { ...measured, steps: parseDocusaurusPerf(lines) };
};

/** Writes the Docusaurus site from `contentDir`, printing what the mapping changed the first time. */
function writeSite(contentDir: string, verbose: boolean) {
  const site = readContentForDocusaurus(contentDir);
  if (verbose) {
    console.log(
      `Sources: ${Object.entries(site.counts)
        .map(([kind, n]) => `${n} ${kind}`)
        .join(', ')}`,
    );
    console.log(`Changed to fit Docusaurus (${site.changes.length}):`);
    for (const change of site.changes) console.log(`  ${change}`);
    for (const note of site.notes) console.log(`  note: ${note}`);
  }
  const install = ensureDocusaurusInstalled(SCRATCH_SITE, site.features, 'bench/tmp/docusaurus-install.log');
  const written = writeDocusaurusSite(site, SCRATCH_SITE, bundler);
  return { site, install, written };
}

async function main(): Promise<number> {
  if (!Number.isInteger(pairsAt(1)) || pairsAt(1) < 1)
    throw new Error(`--pairs=${args.pairs}: give a whole number of pairs, 1 or more`);
  if (!(BUNDLERS as string[]).includes(bundler)) throw new Error(`--bundler=${bundler}: one of ${BUNDLERS.join(', ')}`);
  if (scales.some((s) => !Number.isInteger(s) || s < 1))
    throw new Error(`--scales=${args.scales}: whole numbers, e.g. 1,100`);
  const resultFile = bundler === 'faster' ? 'bench/docusaurus-pair.json' : `bench/docusaurus-pair-${bundler}.json`;
  fs.mkdirSync('bench/tmp', { recursive: true });
  removeSetAside();
  console.log(
    `Docusaurus ${DOCUSAURUS_VERSION} in ${SCRATCH_SITE}, ${bundler === 'faster' ? 'Docusaurus Faster (Rspack, SWC), as `future: { v4: true }` of a new 3.10 site' : 'webpack and Babel (`future: { v4: true, faster: false }`)'}`,
  );
  const loadBefore = os.loadavg();
  const summaries: KindSummary[] = [];
  const detail: Record<string, { pairs: { project: Side; docusaurus: Side }[]; floor?: Side }> = {};
  const runPairs = async (
    kind: PairKind,
    pairCount: number,
    project: (i: number) => Promise<Side>,
    docusaurus: (i: number) => Promise<Side>,
  ): Promise<{ project: Side; docusaurus: Side }[]> => {
    const pairs = [];
    for (let i = 1; i <= pairCount; i += 1) {
      process.stdout.write(`${kind}, pair ${i}/${pairCount}: project… `);
      const p = await project(i);
      process.stdout.write(`${p.seconds.toFixed(1)} s; Docusaurus… `);
      const d = await docusaurus(i);
      console.log(`${d.seconds.toFixed(1)} s`);
      pairs.push({ project: p, docusaurus: d });
    }
    return pairs;
  };
  const floorFor = async (label: string, htmlPages: number): Promise<Side | undefined> => {
    if (!withFloor) return undefined;
    process.stdout.write(`${label}: Next.js floor (${htmlPages} pages)… `);
    const floor = await runFloorBuild(htmlPages, `bench/tmp/floor-${label.replace(/\W+/g, '-')}.log`);
    console.log(`${floor.seconds.toFixed(1)} s`);
    return floor;
  };
  let install: { reused: boolean; seconds: number } | undefined;

  for (const scale of scales) {
    const contentDir = scale === 1 ? 'content' : `bench/tmp/content-x${scale}`;
    if (scale !== 1) generateScaledContent('content', contentDir, scale);
    const env: Record<string, string> = scale === 1 ? {} : { CONTENT_DIR: contentDir };
    process.stdout.write(`\nx${scale}: writing the Docusaurus site from ${contentDir}… `);
    const written = writeSite(contentDir, false);
    install ??= written.install;
    console.log(
      written.install.reused
        ? 'done (its install reused)'
        : `done (installed in ${written.install.seconds.toFixed(0)} s)`,
    );
    const clean: PairKind = scale === 1 ? 'clean x1' : (`clean x${scale}` as PairKind);
    if (scale === 1) {
      process.stdout.write('clean x1, warm-up (not counted): project… ');
      const p = await runCleanBuild(env, 'bench/tmp/compare-warm-up-project.log');
      process.stdout.write(`${p.seconds.toFixed(1)} s; Docusaurus… `);
      const d = await runCleanDocusaurusBuild(SCRATCH_SITE, 'bench/tmp/compare-warm-up-docusaurus.log');
      console.log(`${d.seconds.toFixed(1)} s`);
    }
    const cleanPairs = await runPairs(
      clean,
      pairsAt(scale),
      (i) => runCleanBuild(env, `bench/tmp/compare-x${scale}-${i}-project.log`),
      async (i) =>
        docusaurusSide(await runCleanDocusaurusBuild(SCRATCH_SITE, `bench/tmp/compare-x${scale}-${i}-docusaurus.log`)),
    );
    const floor = await floorFor(clean, cleanPairs.at(-1)!.project.pages);
    detail[clean] = { pairs: cleanPairs, ...(floor && { floor }) };
    if (RATIO_KINDS.has(clean)) summaries.push(summariseKind(clean, cleanPairs, floor));

    if (scale === 1) {
      // Both sides hold the caches of their last clean build; each pair edits the same doc.
      const projectDoc = path.join(contentDir, DEFAULT_LOCALE, 'docs', EDITED_DOC);
      const siteDoc = path.join(SCRATCH_SITE, docusaurusPath(DEFAULT_LOCALE, 'docs', EDITED_DOC));
      const sentence = (i: number) => `Una frase añadida para medir la reconstrucción (${i}, ${Date.now()}).`;
      const warmPairs = await runPairs(
        'warm x1',
        pairsAt(scale),
        (i) => withEditedDoc(projectDoc, sentence(i), () => runBuild(env, `bench/tmp/compare-warm-${i}-project.log`)),
        (i) =>
          withEditedDoc(siteDoc, sentence(i), async () =>
            docusaurusSide(await runWarmDocusaurusBuild(SCRATCH_SITE, `bench/tmp/compare-warm-${i}-docusaurus.log`)),
          ),
      );
      detail['warm x1'] = { pairs: warmPairs };
      summaries.push(summariseKind('warm x1', warmPairs));
    }
    if (scale !== 1) setAside([contentDir]);
  }
  const loadAfter = os.loadavg();

  console.log('\nEvery pair, in the order run (wall time, peak memory of the process group)');
  console.table(Object.entries(detail).flatMap(([kind, d]) => pairRows(kind as PairKind, d.pairs)));
  console.log(
    `\nDocusaurus ${DOCUSAURUS_VERSION} (${bundler}) against the project, medians; the floor: \`next build\` of an app with the site's two root layouts and as many pages, each a static paragraph`,
  );
  console.table(summaryRows(summaries));
  console.log(
    `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.version}; load average (1 min) ${loadBefore[0]!.toFixed(1)} before, ${loadAfter[0]!.toFixed(1)} after`,
  );
  const verdicts = budgetVerdicts(summaries);
  for (const v of verdicts) console.log(`${v.ok ? 'ok  ' : 'OVER'} ${v.label}`);

  const breakdown = Object.fromEntries(
    Object.entries(detail).map(([kind, d]) => [
      kind,
      {
        project: medianBreakdown(
          d.pairs.map((p) => (p.project.phases ?? []).map((ph) => ({ name: ph.phase, seconds: ph.seconds }))),
        ),
        docusaurus: medianBreakdown(
          d.pairs.map((p) =>
            ((p.docusaurus.steps ?? []) as { step: string; seconds: number }[]).map((s) => ({
              name: s.step,
              seconds: s.seconds,
            })),
          ),
        ),
      },
    ]),
  );
  console.log(
    '\nWhere the seconds go (medians). Project: phases of its log. Docusaurus: its perf logger, both locales summed',
  );
  console.table(
    Object.entries(breakdown).flatMap(([kind, b]) => [
      ...b.project.map((p) => ({ build: kind, side: 'project', part: p.name, seconds: p.seconds.toFixed(1) })),
      ...b.docusaurus.map((p) => ({ build: kind, side: 'Docusaurus', part: p.name, seconds: p.seconds.toFixed(1) })),
    ]),
  );

  fs.writeFileSync(
    resultFile,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: {
          cores: os.cpus().length,
          cpu: os.cpus()[0]?.model.trim(),
          memoryBytes: os.totalmem(),
          node: process.version,
          loadAverage: { before: loadBefore, after: loadAfter },
        },
        docusaurus: { version: DOCUSAURUS_VERSION, bundler, install },
        summaries,
        verdicts,
        pairs: detail,
        breakdown,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nWrote ${resultFile}.`);
  return verdicts.every((v) => v.ok) ? 0 : 1;
}

/** The kinds a budget is set for (other scales are measured and shown, not judged). */
const RATIO_KINDS = new Set<string>(['clean x1', 'warm x1', 'clean x100']);

main().then(
  (code) => (removeSetAside(), process.exit(code)),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    removeSetAside();
    process.exit(1);
  },
);
