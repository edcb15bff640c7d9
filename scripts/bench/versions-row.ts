/**
 * The bench's versions row (issue 40): x10 content with 5 versions cut by
 * `npm run docs:version` (one doc changed between cuts, as releases do), built clean and
 * rebuilt after one doc of the current version changed, beside the same x10 content without
 * versions. Budgets: clean at most 4x the unversioned x10 build; the warm rebuild within
 * 1.5x the unversioned one.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateScaledContent } from './generate-content';
import { runBuild, runCleanBuild, runWarmBuild } from './run-build';
import { setAside } from './set-aside';

/** How many versions the row cuts. */
export const VERSION_COUNT = 5;

/** A build of the row, with the CPU seconds of its process tree (this machine is shared: wall time alone misleads). */
type Build = Awaited<ReturnType<typeof runBuild>> & { cpuSeconds: number };

/** CPU seconds (user + system) of the children this process has waited for, their own children included (Linux). */
function childCpuSeconds(): number {
  const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  // cutime and cstime, fields 16 and 17 of proc(5), in clock ticks (100 a second on Linux).
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

/** Runs `build` and adds its CPU seconds. */
async function withCpu(build: () => ReturnType<typeof runBuild>): Promise<Build> {
  const before = childCpuSeconds();
  const result = await build();
  return { ...result, cpuSeconds: childCpuSeconds() - before };
}

/** The median of some numbers. */
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The budgets of issue 40, as ratios to the unversioned x10 builds. */
export const VERSIONS_BUDGETS = { cleanRatio: 4, warmRatio: 1.5 };

/**
 * Cuts `count` versions of the content at `dir` (1.0, 2.0, …), a sentence added to `docFile`
 * (below a locale's docs/) between two cuts.
 */
export function cutVersions(dir: string, count: number, docFile: string): void {
  for (let v = 1; v <= count; v++) {
    execFileSync('node', ['scripts/run-bundled.mjs', 'scripts/docs-version.ts', `${v}.0`], {
      env: { ...process.env, CONTENT_DIR: dir },
      stdio: 'ignore',
    });
    fs.appendFileSync(path.join(dir, 'es', 'docs', docFile), `\nCambio posterior a la versión ${v}.0.\n`);
  }
}

/**
 * Builds the four: x10 clean and warm, then x10 with versions clean and warm, `rounds` times
 * with the order of the two contents alternating (a load that changes during the run weighs
 * on both); the ratios are the medians of each round's, on CPU seconds and on wall time.
 * `docId`: a doc of the real content (its id below docs/), the one edited.
 */
export async function measureVersionsRow(docId: string, rounds = 1) {
  const plain = 'bench/tmp/content-x10-plain';
  const versioned = 'bench/tmp/content-x10-versions';
  const { docs } = generateScaledContent('content', plain, 10);
  generateScaledContent('content', versioned, 10);
  cutVersions(versioned, VERSION_COUNT, `${docId}.mdx`);
  const rows: Record<string, Build> = {};
  const builds: [string, string][] = [
    ['x10', plain],
    [`x10, ${VERSION_COUNT} versions`, versioned],
  ];
  const ratios: { clean: number; warm: number; cleanCpu: number; warmCpu: number }[] = [];
  for (let round = 1; round <= rounds; round++) {
    const suffix = rounds === 1 ? '' : ` #${round}`;
    const key = (name: string, kind: string) => `${name} ${kind}${suffix}`;
    for (const [name, dir] of round % 2 === 1 ? builds : [...builds].reverse()) {
      process.stdout.write(`Building ${name} (${docs} docs per locale)${suffix}… `);
      rows[key(name, 'clean')] = await withCpu(() =>
        runCleanBuild({ CONTENT_DIR: dir }, `bench/tmp/build-${path.basename(dir)}.log`),
      );
      console.log(
        `${rows[key(name, 'clean')]!.seconds.toFixed(1)} s, CPU ${rows[key(name, 'clean')]!.cpuSeconds.toFixed(1)} s, peak ${(rows[key(name, 'clean')]!.peakBytes / 1e6).toFixed(0)} MB, load ${os.loadavg()[0]!.toFixed(1)}`,
      );
      process.stdout.write(`Rebuilding ${name} after one current doc changed${suffix}… `);
      const docFile = path.join(dir, 'es', 'docs', `${docId}.mdx`);
      rows[key(name, 'warm')] = await withCpu(() =>
        runWarmBuild(docFile, { CONTENT_DIR: dir }, `bench/tmp/build-${path.basename(dir)}-warm.log`),
      );
      console.log(
        `${rows[key(name, 'warm')]!.seconds.toFixed(1)} s, CPU ${rows[key(name, 'warm')]!.cpuSeconds.toFixed(1)} s, peak ${(rows[key(name, 'warm')]!.peakBytes / 1e6).toFixed(0)} MB, load ${os.loadavg()[0]!.toFixed(1)}`,
      );
    }
    const of = (name: string, kind: string) => rows[key(name, kind)]!;
    const v = `x10, ${VERSION_COUNT} versions`;
    ratios.push({
      clean: of(v, 'clean').seconds / of('x10', 'clean').seconds,
      warm: of(v, 'warm').seconds / of('x10', 'warm').seconds,
      cleanCpu: of(v, 'clean').cpuSeconds / of('x10', 'clean').cpuSeconds,
      warmCpu: of(v, 'warm').cpuSeconds / of('x10', 'warm').cpuSeconds,
    });
  }
  setAside([plain, versioned]);
  const clean = median(ratios.map((r) => r.clean));
  const warm = median(ratios.map((r) => r.warm));
  return {
    rows,
    ratios: {
      clean,
      warm,
      cleanCpu: median(ratios.map((r) => r.cleanCpu)),
      warmCpu: median(ratios.map((r) => r.warmCpu)),
    },
    failures: [
      ...(clean > VERSIONS_BUDGETS.cleanRatio
        ? [`versions clean ${clean.toFixed(2)}x > ${VERSIONS_BUDGETS.cleanRatio}x`]
        : []),
      ...(warm > VERSIONS_BUDGETS.warmRatio
        ? [`versions warm ${warm.toFixed(2)}x > ${VERSIONS_BUDGETS.warmRatio}x`]
        : []),
    ],
  };
}

/** The row as a table: wall time, pages, peak memory of each build. */
export function versionsTable(rows: Record<string, Build>) {
  return Object.entries(rows).map(([build, b]) => ({
    build,
    'HTML pages': b.pages,
    'wall time': `${b.seconds.toFixed(1)} s`,
    'CPU time': `${b.cpuSeconds.toFixed(1)} s`,
    'peak memory': `${(b.peakBytes / 1e6).toFixed(0)} MB`,
  }));
}

/** Where each build of the row spends its seconds: its phases, then the steps that time themselves. */
export function versionsPhaseTables(rows: Record<string, Build>) {
  const table = (pick: (b: Build) => { name: string; seconds: number }[]) =>
    [...new Set(Object.values(rows).flatMap((b) => pick(b).map((p) => p.name)))].map((name) => ({
      '': name,
      ...Object.fromEntries(
        Object.entries(rows).map(([build, b]) => [
          build,
          `${(pick(b).find((p) => p.name === name)?.seconds ?? 0).toFixed(1)} s`,
        ]),
      ),
    }));
  return {
    phases: table((b) => b.phases.map((p) => ({ name: p.phase, seconds: p.seconds }))),
    steps: table((b) => b.steps.map((p) => ({ name: p.step, seconds: p.seconds }))),
  };
}

/** Runs the row alone: `npm run bench -- --only=versions`. */
export async function runVersionsRowAlone(docId: string, rounds = 1) {
  fs.mkdirSync('bench/tmp', { recursive: true });
  const loadBefore = os.loadavg()[0]!;
  const { rows, ratios, failures } = await measureVersionsRow(docId, rounds);
  console.log(
    '\nVersions (issue 40): x10 content, then the same with versions cut; clean, then one current doc edited',
  );
  console.table(versionsTable(rows));
  console.log(
    `clean ${ratios.clean.toFixed(2)}x the unversioned x10 (budget ${VERSIONS_BUDGETS.cleanRatio}x); warm ${ratios.warm.toFixed(2)}x (budget ${VERSIONS_BUDGETS.warmRatio}x); on CPU seconds ${ratios.cleanCpu.toFixed(2)}x and ${ratios.warmCpu.toFixed(2)}x; ${rounds} round(s), load average (1 min) ${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after`,
  );
  const { phases, steps } = versionsPhaseTables(rows);
  console.log('Where the seconds of each build go (phases between landmark lines of its log)');
  console.table(phases);
  console.log('Steps that time themselves (the post-build ones run side by side)');
  console.table(steps);
  // Leaves out/ as the real content's export, as the whole bench does.
  await runBuild({}, 'bench/tmp/build-after-versions.log');
  return failures;
}
