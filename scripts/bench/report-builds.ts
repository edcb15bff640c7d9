/**
 * The bench's build tables: wall time and peak memory of every build, where their seconds
 * go (phases from the log, steps that time themselves), and the build budgets.
 */
import { BUDGETS, MB } from './budgets';
import type { measureDoc } from './bench-doc';
import type { measureDocNavigation } from './measure-navigation';
import type { runBuild } from './run-build';

/** A measured build: its figures, the generated docs per locale (null: the real content), the doc's page. */
export type MeasuredBuild = Awaited<ReturnType<typeof runBuild>> & {
  docs: number | null;
  doc?: ReturnType<typeof measureDoc>;
  navigation?: Awaited<ReturnType<typeof measureDocNavigation>>;
};

/** One row per phase (or step) name, one column per build. */
function secondsByName(builds: Record<string, MeasuredBuild>, pick: (b: MeasuredBuild) => Map<string, number>) {
  const columns = Object.entries(builds).map(([scale, b]) => [scale, pick(b)] as const);
  const names = [...new Set(columns.flatMap(([, seconds]) => [...seconds.keys()]))];
  return names.map((name) => ({
    name,
    ...Object.fromEntries(columns.map(([scale, seconds]) => [scale, `${(seconds.get(name) ?? 0).toFixed(1)} s`])),
  }));
}

/** Prints the build tables and checks; returns the broken budgets. */
export function reportBuilds(builds: Record<string, MeasuredBuild>, x1: MeasuredBuild, warm: MeasuredBuild): string[] {
  console.log(
    'Builds: clean (`npm run build` after removing .next and out, so no cache), then warm rebuilds of the real content',
  );
  console.table(
    Object.entries(builds).map(([scale, b]) => ({
      scale,
      'docs per locale': b.docs ?? 'real (11)',
      'HTML pages': b.pages,
      'wall time': `${b.seconds.toFixed(1)} s`,
      'ratio to x1': (b.seconds / x1.seconds).toFixed(2),
      'peak memory': `${(b.peakBytes / MB).toFixed(0)} MB`,
    })),
  );
  console.log(
    'Where the seconds of each build go (phases between landmark lines of the build log, each line timed as it arrived)',
  );
  console.table(
    secondsByName(builds, (b) => new Map(b.phases.map((p) => [p.phase, p.seconds]))).map(({ name, ...s }) => ({
      phase: name,
      ...s,
    })),
  );
  console.log('Steps that time themselves (the post-build ones run side by side)');
  console.table(
    secondsByName(builds, (b) => new Map(b.steps.map((p) => [p.step, p.seconds]))).map(({ name, ...s }) => ({
      step: name,
      ...s,
    })),
  );
  const checks: [label: string, ok: boolean][] = [
    [`clean x1 <= ${BUDGETS.buildSecondsX1} s`, x1.seconds <= BUDGETS.buildSecondsX1],
    [
      `warm rebuild after one doc changed <= ${BUDGETS.warmRebuildSeconds} s`,
      warm.seconds <= BUDGETS.warmRebuildSeconds,
    ],
  ];
  const x100 = builds.x100;
  if (x100) {
    checks.push([`clean x100 <= ${BUDGETS.buildSecondsX100} s`, x100.seconds <= BUDGETS.buildSecondsX100]);
    checks.push([`x100/x1 <= ${BUDGETS.buildRatioX100}`, x100.seconds / x1.seconds <= BUDGETS.buildRatioX100]);
    checks.push([
      `x100 peak memory <= ${BUDGETS.peakBytesX100 / MB / 1000} GB`,
      x100.peakBytes <= BUDGETS.peakBytesX100,
    ]);
  }
  const x1000 = builds.x1000;
  if (x1000) {
    checks.push([
      `x1000 peak memory <= ${BUDGETS.peakBytesX1000 / MB / 1000} GB`,
      x1000.peakBytes <= BUDGETS.peakBytesX1000,
    ]);
    // Against the x100 build of the same run: without one, there is nothing to compare with.
    if (x100)
      checks.push([
        `x1000/x100 <= ${BUDGETS.buildRatioX1000}`,
        x1000.seconds / x100.seconds <= BUDGETS.buildRatioX1000,
      ]);
    else console.log('x1000/x100: no x100 build in this run (--scales=100,1000 gives both)');
  }
  const failures: string[] = [];
  for (const [label, ok] of checks) {
    console.log(`${ok ? 'ok  ' : 'OVER'} ${label}`);
    if (!ok) failures.push(label);
  }
  return failures;
}
