#!/usr/bin/env node
/**
 * `npm run bench:docusaurus`: the project's clean build paired with Docusaurus 3.10's on
 * the same content (issue 24: "clean build <= 0.4x Docusaurus'"). Generates a Docusaurus
 * site from content/ in .scratch/docusaurus-bench (printing what the mapping changed),
 * installs the pinned Docusaurus there once, then runs pairs of clean builds, alternating
 * (project, Docusaurus, project…), each measured the same way (wall time, peak memory of
 * the process group). Writes bench/docusaurus-pair.json; exits 1 when the ratio of the
 * medians is over the budget.
 * Options: --pairs=N (default 3); --bundler=faster|webpack (default faster, as
 * create-docusaurus 3.10 writes a site; webpack: Docusaurus without Docusaurus Faster,
 * results in bench/docusaurus-pair-webpack.json).
 */
import fs from 'node:fs';
import os from 'node:os';
import { BUNDLERS, DOCUSAURUS_VERSION } from './docusaurus-config.mjs';
import { ensureDocusaurusInstalled, readContentForDocusaurus, runCleanDocusaurusBuild, SCRATCH_SITE, writeDocusaurusSite } from './docusaurus-site.mjs';
import { medianBreakdown, pairTableRows, parseDocusaurusPerf, ratioVerdict, summarisePairs } from './pair-table.mjs';
import { runCleanBuild } from './run-build.mjs';

/** Issue 24: the project's clean build in at most this share of Docusaurus' (medians). */
export const BUDGET_RATIO = 0.4;

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')));
const pairCount = Number(args.pairs ?? 3);
const bundler = args.bundler ?? 'faster';

async function main() {
  if (!Number.isInteger(pairCount) || pairCount < 1) throw new Error(`--pairs=${args.pairs}: give a whole number of pairs, 1 or more`);
  if (!BUNDLERS.includes(bundler)) throw new Error(`--bundler=${bundler}: one of ${BUNDLERS.join(', ')}`);
  const resultFile = bundler === 'faster' ? 'bench/docusaurus-pair.json' : `bench/docusaurus-pair-${bundler}.json`;
  fs.mkdirSync('bench/tmp', { recursive: true });

  console.log(`Generating a Docusaurus ${DOCUSAURUS_VERSION} site from content/ in ${SCRATCH_SITE}`);
  const site = readContentForDocusaurus();
  console.log(`Sources: ${Object.entries(site.counts).map(([kind, n]) => `${n} ${kind}`).join(', ')}`);
  console.log(`Needs: math ${site.features.math ? 'yes (remark-math, rehype-katex)' : 'no'}, Mermaid ${site.features.mermaid ? 'yes (@docusaurus/theme-mermaid)' : 'no'}; code languages ${site.features.languages.join(', ')}`);
  console.log(`Changed to fit Docusaurus (${site.changes.length}):`);
  for (const change of site.changes) console.log(`  ${change}`);
  for (const note of site.notes) console.log(`  note: ${note}`);

  process.stdout.write(`Installing Docusaurus ${DOCUSAURUS_VERSION} in ${SCRATCH_SITE}… `);
  const install = ensureDocusaurusInstalled(SCRATCH_SITE, site.features, 'bench/tmp/docusaurus-install.log');
  console.log(install.reused ? 'reused (same pinned versions)' : `done in ${install.seconds.toFixed(0)} s`);
  const written = writeDocusaurusSite(site, SCRATCH_SITE, bundler);
  console.log(`Prism grammars: ${written.prism.join(', ')}${written.plainLanguages.length ? `; no Prism grammar, plain text in Docusaurus: ${written.plainLanguages.join(', ')}` : ''}`);
  console.log(`Bundler: ${bundler === 'faster' ? 'Docusaurus Faster (Rspack, SWC), as `future: { v4: true }` of a new 3.10 site' : 'webpack and Babel (`future: { v4: true, faster: false }`)'}\n`);

  // The machine is shared: its load before and after says how busy it was besides the builds.
  const loadBefore = os.loadavg();
  const pairs = [];
  for (let i = 1; i <= pairCount; i += 1) {
    process.stdout.write(`Pair ${i}/${pairCount}: project… `);
    const project = await runCleanBuild({}, `bench/tmp/pair-${i}-project.log`);
    process.stdout.write(`${project.seconds.toFixed(1)} s; Docusaurus… `);
    const docusaurus = await runCleanDocusaurusBuild(SCRATCH_SITE, `bench/tmp/pair-${i}-docusaurus.log`);
    console.log(`${docusaurus.seconds.toFixed(1)} s`);
    const { lines, ...measured } = docusaurus;
    pairs.push({ project, docusaurus: { ...measured, steps: parseDocusaurusPerf(lines) } });
  }

  const summary = summarisePairs(pairs, BUDGET_RATIO);
  const pages = { project: pairs.at(-1).project.pages, docusaurus: pairs.at(-1).docusaurus.pages };
  console.log(`\nClean builds, paired (project: npm run build after removing .next and out; Docusaurus ${DOCUSAURUS_VERSION}: docusaurus build after removing build, .docusaurus and node_modules/.cache)`);
  console.table(pairTableRows(pairs, summary));
  console.log(`HTML pages: project ${pages.project} (out/), Docusaurus ${pages.docusaurus} (${SCRATCH_SITE}/build/)`);
  const loadAfter = os.loadavg();
  console.log(`Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.version}; load average (1 min) ${loadBefore[0].toFixed(1)} before, ${loadAfter[0].toFixed(1)} after`);
  console.log(ratioVerdict(summary));

  const projectPhases = medianBreakdown(pairs.map((p) => p.project.phases.map((ph) => ({ name: ph.phase, seconds: ph.seconds }))));
  const docusaurusSteps = medianBreakdown(pairs.map((p) => p.docusaurus.steps.map((s) => ({ name: s.step, seconds: s.seconds }))));
  console.log('\nWhere the seconds go (medians). Project: phases of its log. Docusaurus: its perf logger, both locales summed (it bundles and renders each locale in turn)');
  console.table([...projectPhases.map((p) => ({ build: 'project', part: p.name, seconds: p.seconds.toFixed(1) })), ...docusaurusSteps.map((s) => ({ build: 'Docusaurus', part: s.name, seconds: s.seconds.toFixed(1) }))]);

  fs.writeFileSync(resultFile, `${JSON.stringify({
    date: new Date().toISOString(),
    machine: { cores: os.cpus().length, cpu: os.cpus()[0]?.model.trim(), memoryBytes: os.totalmem(), node: process.version, loadAverage: { before: loadBefore, after: loadAfter } },
    docusaurus: { version: DOCUSAURUS_VERSION, bundler, install },
    mapping: { sources: site.counts, features: site.features, changes: site.changes, notes: site.notes, prism: written.prism, plainLanguages: written.plainLanguages },
    pairs,
    summary,
    pages,
    breakdown: { project: projectPhases, docusaurus: docusaurusSteps },
  }, null, 2)}\n`);
  console.log(`\nWrote ${resultFile}.`);
  process.exit(summary.withinBudget ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
