/**
 * The bench's versions row (issue 40): x10 content with 5 versions cut by
 * `npm run docs:version` (one doc changed between cuts, as releases do), built clean and
 * rebuilt after one doc of the current version changed, beside the same x10 content without
 * versions. Budgets: clean at most 4x the unversioned x10 build; the warm rebuild within
 * 1.5x the unversioned one.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { generateScaledContent } from './generate-content';
import { runBuild, runCleanBuild, runWarmBuild } from './run-build';

/** How many versions the row cuts. */
export const VERSION_COUNT = 5;

type Build = Awaited<ReturnType<typeof runBuild>>;

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
 * Builds the four: x10 clean and warm, then x10 with versions clean and warm.
 * `docId`: a doc of the real content (its id below docs/), the one edited.
 */
export async function measureVersionsRow(docId: string) {
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
  for (const [name, dir] of builds) {
    process.stdout.write(`Building ${name} (${docs} docs per locale)… `);
    rows[`${name} clean`] = await runCleanBuild({ CONTENT_DIR: dir }, `bench/tmp/build-${path.basename(dir)}.log`);
    console.log(`${rows[`${name} clean`]!.seconds.toFixed(1)} s`);
    process.stdout.write(`Rebuilding ${name} after one current doc changed… `);
    const docFile = path.join(dir, 'es', 'docs', `${docId}.mdx`);
    rows[`${name} warm`] = await runWarmBuild(
      docFile,
      { CONTENT_DIR: dir },
      `bench/tmp/build-${path.basename(dir)}-warm.log`,
    );
    console.log(`${rows[`${name} warm`]!.seconds.toFixed(1)} s`);
  }
  for (const dir of [plain, versioned]) fs.rmSync(dir, { recursive: true, force: true });
  const clean = rows[`x10, ${VERSION_COUNT} versions clean`]!.seconds / rows['x10 clean']!.seconds;
  const warm = rows[`x10, ${VERSION_COUNT} versions warm`]!.seconds / rows['x10 warm']!.seconds;
  return {
    rows,
    ratios: { clean, warm },
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
export async function runVersionsRowAlone(docId: string) {
  fs.mkdirSync('bench/tmp', { recursive: true });
  const { rows, ratios, failures } = await measureVersionsRow(docId);
  console.log(
    '\nVersions (issue 40): x10 content, then the same with versions cut; clean, then one current doc edited',
  );
  console.table(versionsTable(rows));
  console.log(
    `clean ${ratios.clean.toFixed(2)}x the unversioned x10 (budget ${VERSIONS_BUDGETS.cleanRatio}x); warm ${ratios.warm.toFixed(2)}x (budget ${VERSIONS_BUDGETS.warmRatio}x)`,
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
