/**
 * The budgets of `npm run bench` (issue #4 and after) and the units its tables print in.
 * Change a budget only with the reason in the commit.
 */

// Decimal units, as the reference figures of issue #4 (138 KB floor = 138,000 bytes).
export const KB = 1000;
export const MB = 1000 * 1000;

export const BUDGETS = {
  firstLoadJsGzip: 150 * KB, // docs page and blog post
  // A docs page of about 900 words, with all its chrome, including what does not compress:
  // the policy's hashes, the scripts' integrity, and the loader that starts the scripts
  // after the first paint (issues #22 and #23).
  docHtmlGzip: 15.5 * KB,
  cssGzip: 15 * KB, // any page
  // Issue #24: half Docusaurus' (webpack) figures on this 2-core machine's class, and a
  // rebuild after one doc changed in the time an author waits.
  buildSecondsX1: 30,
  buildSecondsX100: 170,
  warmRebuildSeconds: 10,
  buildRatioX100: 12,
  peakBytesX100: 3000 * MB,
  // Issue #41: 11,000 docs a locale in at most 11x the x100 time (nothing may grow faster
  // than the content), under the same memory ceiling.
  buildRatioX1000: 11,
  peakBytesX1000: 3000 * MB,
  docHtmlGrowthX100: 3 * KB, // a doc's HTML in the x100 build, above the same doc in x1 (issue #12)
  docJsGrowthX100: 0.1 * KB, // its first-load JS: the same as x1, give or take chunk-name bytes
  lighthousePerformanceMin: 98, // Lighthouse mobile, median of 3 (issue #22)
  lighthouseLcpMs: 1300,
};

/** Bytes as the tables print them. */
export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** A figure's verdict against its budget. */
export const check = (value: number, budget: number) => (value <= budget ? 'ok' : 'OVER');
