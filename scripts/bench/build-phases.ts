/**
 * Where a build's seconds go, from its log read line by line as it was written, each line
 * with the time it arrived. A phase runs from one landmark line to the next (the end of the
 * previous phase), so every second of the wall time lands in exactly one phase; the phases
 * Next.js times itself (compile, prerender) and our steps (which print their own times) are
 * cross-checked against those intervals in tests/unit/bench.test.ts.
 */

/**
 * The landmarks of `npm run build`: [phase that ends at the line, pattern of the line].
 * The phases follow the landmarks in the order they arrived. A landmark that does not
 * appear (no type check, a failed step) merges its phase into the next one.
 * The content check and MDX precompile runs beside `next build` (scripts/build.ts), so it
 * is no phase of its own: its seconds are inside Next's compile (or page data, on a warm
 * build), and its own time is in the self-timed table. Only when the prerender waits for it
 * (it ends after the prerender started: x100) is that wait a phase (PRECOMPILE_WAIT).
 */
const LANDMARKS: [phase: string, pattern: RegExp][] = [
  ['start-up, KaTeX fonts, content assets', /^KaTeX: |^Content assets: /],
  ['Next.js start-up and config', /Creating an optimized production build/],
  ['compile (Next.js, the MDX precompile beside it)', /Compiled successfully in/],
  ['type check (Next.js)', /Finished TypeScript|Skipping validation of types|Collecting page data/],
  ['page data (Next.js)', /Generating static pages using \d+ workers? \(0\//],
  ['prerender (Next.js)', /✓ Generating static pages/],
  ['finalisation (Next.js)', /^Route \(app\)/],
  ['post-build: twins, OG images, CSP, search index', /^Post-build steps done/],
];

/** The line the precompile ends with, and the phase of the prerender's wait for it. */
const PRECOMPILE_END = /^MDX: /;
const PRERENDER_START = /Generating static pages using \d+ workers? \(0\//;
export const PRECOMPILE_WAIT = 'prerender waiting for the MDX precompile';

/**
 * Seconds of a duration as logged.
 * @example toSeconds('98 ms') === 0.098; toSeconds('6.8s') === 6.8; toSeconds('2.2min') === 132
 */
export function toSeconds(text: string): number {
  const value = Number.parseFloat(text);
  if (/min$/.test(text.trim())) return value * 60;
  return /ms$/.test(text.trim()) ? value / 1000 : value;
}

/**
 * The phases of a build from its timed lines: each landmark phase's seconds, then what
 * followed the last landmark (exit) as "the rest".
 * @param {{ seconds: number, text: string }[]} lines each line with its arrival, in seconds since the start
 * @param {number} wallSeconds the build's wall time
 * @returns {{ phase: string, seconds: number }[]}
 */
export function parseBuildPhases(
  lines: { seconds: number; text: string }[],
  wallSeconds: number,
): { phase: string; seconds: number }[] {
  const find = (pattern: RegExp) => lines.findIndex((line) => pattern.test(line.text.trim()));
  const prerenderStart = find(PRERENDER_START);
  const precompileEnd = find(PRECOMPILE_END);
  const waited = prerenderStart !== -1 && precompileEnd > prerenderStart;
  const arrived = [
    ...LANDMARKS.map(([phase, pattern]) => ({ phase, index: find(pattern) })),
    ...(waited ? [{ phase: PRECOMPILE_WAIT, index: precompileEnd }] : []),
  ]
    .filter((landmark) => landmark.index !== -1)
    .sort((a, b) => a.index - b.index);
  const phases: { phase: string; seconds: number }[] = [];
  let since = 0;
  for (const { phase, index } of arrived) {
    phases.push({ phase, seconds: lines[index]!.seconds - since });
    since = lines[index]!.seconds;
  }
  phases.push({ phase: 'the rest (exit)', seconds: Math.max(0, wallSeconds - since) });
  return phases;
}

/** Steps that time themselves (some run side by side, inside "post-build"): [step, pattern]. */
const SELF_TIMED: [step: string, pattern: RegExp][] = [
  ['content check and MDX precompile', /^MDX: .* in ([\d.]+\s*m?s)\.$/m],
  ['compile (as Next.js times it)', /Compiled successfully in ([\d.]+\s*m?s)/],
  [
    'prerender (as Next.js times it)',
    /Generating static pages using \d+ workers? \(\d+\/\d+\) in ([\d.]+\s*(?:ms|s|min))/,
  ],
  ['Markdown twins, llms.txt', /Wrote \d+ Markdown twins.* in ([\d.]+\s*m?s)/],
  ['Open Graph images', /Wrote \d+ Open Graph images.* in ([\d.]+\s*m?s)/],
  ['Content-Security-Policy', /Content-Security-Policy written into .* in ([\d.]+\s*m?s)/],
  ['search index', /Search index written to .* in ([\d.]+\s*m?s)/],
];

/**
 * The times the steps print of themselves.
 * @param {string} log
 * @returns {{ step: string, seconds: number }[]}
 */
export function parseSelfTimedSteps(log: string): { step: string; seconds: number }[] {
  return SELF_TIMED.flatMap(([step, pattern]) => {
    const match = log.match(pattern);
    return match ? [{ step, seconds: toSeconds(match[1]!) }] : [];
  });
}
