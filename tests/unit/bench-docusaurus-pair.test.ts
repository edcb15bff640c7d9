/**
 * The figures of `npm run bench:docusaurus` (scripts/bench/pair-table.ts) and the measured
 * run both builds share (scripts/bench/measure-process.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMeasured } from '@/scripts/bench/measure-process';
import {
  median,
  medianBreakdown,
  pairTableRows,
  parseDocusaurusPerf,
  perfSeconds,
  ratioVerdict,
  summarisePairs,
} from '@/scripts/bench/pair-table';

const MIB = 1024 * 1024;
const pair = (project: number, docusaurus: number) => ({
  project: { seconds: project, peakBytes: 1000 * MIB },
  docusaurus: { seconds: docusaurus, peakBytes: 600 * MIB },
});

describe('median', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow(/no values/);
  });
});

describe('summarisePairs', () => {
  it("divides the median seconds, not the pairs' ratios, and holds the budget at exactly 0.4", () => {
    const summary = summarisePairs([pair(10, 50), pair(40, 100), pair(20, 25)], 0.4);
    expect(summary.medians.project.seconds).toBe(20);
    expect(summary.medians.docusaurus.seconds).toBe(50);
    expect(summary.ratio).toBe(0.4);
    expect(summary.withinBudget).toBe(true);
  });

  it('is over budget above 0.4', () => {
    expect(summarisePairs([pair(21, 50)], 0.4).withinBudget).toBe(false);
  });
});

describe('pairTableRows and ratioVerdict', () => {
  it("shows each pair and the medians in seconds and MiB, with each row's ratio", () => {
    const pairs = [pair(30, 20), pair(34, 24)];
    const rows = pairTableRows(pairs, summarisePairs(pairs, 0.4));
    expect(rows).toEqual([
      {
        pair: '1',
        'project time': '30.0 s',
        'project peak': '1000 MiB',
        'Docusaurus time': '20.0 s',
        'Docusaurus peak': '600 MiB',
        'project / Docusaurus': '1.50',
      },
      {
        pair: '2',
        'project time': '34.0 s',
        'project peak': '1000 MiB',
        'Docusaurus time': '24.0 s',
        'Docusaurus peak': '600 MiB',
        'project / Docusaurus': '1.42',
      },
      {
        pair: 'median',
        'project time': '32.0 s',
        'project peak': '1000 MiB',
        'Docusaurus time': '22.0 s',
        'Docusaurus peak': '600 MiB',
        'project / Docusaurus': '1.45',
      },
    ]);
  });

  it('says OVER with the ratio and the budget of issue 24', () => {
    expect(ratioVerdict({ ratio: 1.4545, budget: 0.4, withinBudget: false })).toBe(
      'OVER project / Docusaurus = 1.45 (medians), budget <= 0.4 (issue 24)',
    );
  });
});

describe('parseDocusaurusPerf', () => {
  it("sums each step below a locale's build over the locales, ignoring deeper and shallower lines", () => {
    const lines = [
      '[PERF] Build > es > Load site > Load plugins - 1.02 seconds! - (Heap 62mb -> 89mb / Total 111mb)',
      '[PERF] Build > es > Load site - 1.20 seconds! - (Heap 62mb -> 78mb / Total 112mb)',
      '[PERF] Build > es > Bundling with rspack - 7.05 seconds! - (Heap 80mb -> 148mb / Total 173mb)',
      '[SUCCESS] Generated static files in "build".',
      '[PERF] Build > es - 10.01 seconds! - (Heap 62mb -> 169mb / Total 199mb)',
      '[PERF] Build > en > Load site - 326.12 ms - (Heap 169mb -> 106mb / Total 193mb)',
      '[PERF] Build > en > Bundling with rspack - 8.29 seconds! - (Heap 107mb -> 157mb / Total 195mb)',
      '[PERF] Build - 20.95 seconds! - (Heap 62mb -> 178mb / Total 209mb)',
    ].map((text) => ({ seconds: 0, text }));
    const steps = parseDocusaurusPerf(lines);
    expect(steps.map((s) => s.step)).toEqual(['Load site', 'Bundling with rspack']);
    expect(steps[0]!.seconds).toBeCloseTo(1.52612);
    expect(steps[1]).toMatchObject({ seconds: expect.closeTo(15.34), locales: 2 });
  });

  it('reads milliseconds and seconds', () => {
    expect(perfSeconds('155.63 ms')).toBeCloseTo(0.15563);
    expect(perfSeconds('7.05 seconds!')).toBe(7.05);
  });
});

describe('medianBreakdown', () => {
  it("takes each part's median over the builds, a part missing from one counting 0 there", () => {
    expect(
      medianBreakdown([
        [
          { name: 'a', seconds: 1 },
          { name: 'b', seconds: 4 },
        ],
        [{ name: 'a', seconds: 3 }],
        [
          { name: 'a', seconds: 2 },
          { name: 'b', seconds: 5 },
        ],
      ]),
    ).toEqual([
      { name: 'a', seconds: 2 },
      { name: 'b', seconds: 4 },
    ]);
  });
});

describe('runMeasured', () => {
  it('times a command, samples its memory and keeps its output lines with their arrival', async () => {
    const log = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'measured-')), 'run.log');
    const run = await runMeasured(
      process.execPath,
      // Alive for 1.5 s: on a loaded machine the test's own thread may not run for a few hundred
      // milliseconds, and a command that ended meanwhile was never sampled.
      ['-e', 'console.log("one"); setTimeout(() => console.error("two"), 1500)'],
      { logFile: log },
    );
    expect(run.seconds).toBeGreaterThan(1.5);
    expect(run.peakBytes).toBeGreaterThan(10 * MIB);
    expect(run.lines.map((l) => l.text)).toEqual(['one', 'two']);
    expect(fs.readFileSync(log, 'utf8')).toMatch(/\] two\n$/);
  });

  it('names the log when the command fails', async () => {
    const log = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'measured-')), 'fail.log');
    await expect(
      runMeasured(process.execPath, ['-e', 'process.exit(3)'], { logFile: log, label: 'the build' }),
    ).rejects.toThrow(`the build failed (exit 3); see ${log}`);
  });
});
