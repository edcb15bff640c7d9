/** A Lighthouse run that measured nothing is no sample of the bench's median (scripts/bench/measure-lighthouse.ts). */
import { describe, expect, it } from 'vitest';
import { sampleOf } from '../../scripts/bench/measure-lighthouse';

const audits = (lcp?: number) => ({
  'largest-contentful-paint': { numericValue: lcp },
  'total-blocking-time': { numericValue: 12 },
  'cumulative-layout-shift': { numericValue: 0 },
  'first-contentful-paint': { numericValue: 800 },
});

describe('sampleOf', () => {
  it("keeps a whole run's figures, its score as a percentage", () => {
    expect(sampleOf({ categories: { performance: { score: 0.99 } }, audits: audits(1050) })).toEqual({
      performance: 99,
      lcpMs: 1050,
      tbtMs: 12,
      cls: 0,
      fcpMs: 800,
    });
  });

  it('says why a run is no sample: a runtime error, a metric or the score missing', () => {
    expect(
      sampleOf({
        runtimeError: { code: 'NO_LCP', message: 'The page did not display content that qualifies as LCP.' },
        categories: { performance: { score: null } },
        audits: audits(),
      }),
    ).toEqual({ error: 'NO_LCP: The page did not display content that qualifies as LCP.' });
    expect(sampleOf({ categories: { performance: { score: 1 } }, audits: audits() })).toEqual({ error: 'no lcpMs' });
    expect(sampleOf({ categories: { performance: { score: null } }, audits: audits(900) })).toEqual({
      error: 'no performance',
    });
  });
});
