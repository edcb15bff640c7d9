/**
 * The budgets of `npm run bench:docusaurus` (scripts/bench/docusaurus-budgets.ts) and the
 * floor app it builds beside both sides (scripts/bench/next-floor.ts).
 */
import { describe, expect, it } from 'vitest';
import { budgetVerdicts, summariseKind, summaryRows } from '@/scripts/bench/docusaurus-budgets';
import { floorAppFiles, floorPagesPerLocale } from '@/scripts/bench/next-floor';

const GB = 1e9;
const pair = (project: number, docusaurus: number, projectPeak = 1 * GB) => ({
  project: { seconds: project, peakBytes: projectPeak },
  docusaurus: { seconds: docusaurus, peakBytes: 3 * GB },
});

describe('the budgets against Docusaurus Faster', () => {
  it('judges each kind of build by the ratio of the medians', () => {
    const x1 = summariseKind('clean x1', [pair(8, 7.5), pair(7, 7.7), pair(9, 7.6)]);
    expect(x1.project.seconds).toBe(8);
    expect(x1.docusaurus.seconds).toBe(7.6);
    expect(x1.withinBudget).toBe(false);
    expect(summariseKind('clean x100', [pair(45, 58)]).withinBudget).toBe(true);
    expect(summariseKind('clean x100', [pair(47, 58)]).withinBudget).toBe(false);
  });

  it('adds the peak memory of x100 to the verdicts, and the floor to the rows', () => {
    const x100 = summariseKind('clean x100', [pair(40, 58, 2.5 * GB)], { seconds: 30, peakBytes: GB });
    const verdicts = budgetVerdicts([summariseKind('warm x1', [pair(3, 3.5)]), x100]);
    expect(verdicts.map((v) => v.ok)).toEqual([true, true, false]);
    expect(verdicts[2]!.label).toMatch(/peak memory 2\.50 GB/);
    expect(summaryRows([x100])[0]).toMatchObject({
      'Next.js floor': '30.0 s (954 MiB)',
      'project above floor': '10.0 s',
    });
  });
});

describe('the Next.js floor app', () => {
  it('has the two root layouts and as many pages as the site, less the 404', () => {
    expect(floorPagesPerLocale(87, 2)).toBe(43);
    const files = floorAppFiles(43, ['en']);
    expect(files['app/(default)/layout.jsx']).toContain('<html lang="es">');
    expect(files['app/[locale]/layout.jsx']).toContain('[{"locale":"en"}]');
    expect(files['app/[locale]/docs/[page]/page.jsx']).toContain('length: 43');
    expect(files['next.config.mjs']).toContain("output: 'export'");
  });
});
