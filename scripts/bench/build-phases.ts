/**
 * Where a build's seconds go, from its log read line by line as it was written, each line
 * with the time it arrived. A phase runs from one landmark line to the next (the end of the
 * previous phase), so every second of the wall time lands in exactly one phase; the phases
 * Next.js times itself (compile, prerender) and our steps (which print their own times) are
 * cross-checked against those intervals in tests/unit/bench.test.ts.
 */

/**
 * The landmarks of `npm run build`: [phase that ends at the line, pattern of the line].
 * `next build` runs beside the content check and MDX precompile (scripts/build.ts), so
 * their lines interleave: the phases follow the landmarks in the order they arrived, and
 * the precompile's phase holds what was left of it when the phase before ended (at x100,
 * the wait of the prerender for it; its own time is in the self-timed table). A landmark
 * that does not appear (no type check, a failed step) merges its phase into the next one.
 */
const LANDMARKS: [phase: string, pattern: RegExp][] = [
  ['start-up, KaTeX fonts, content assets', /^KaTeX: |^Content assets: /],
  ['Next.js start-up and config', /Creating an optimized production build/],
  ['content check and MDX precompile (beside Next.js)', /^MDX: /],
  ['compile (Next.js)', /Compiled successfully in/],
  ['type check (Next.js)', /Finished TypeScript|Skipping validation of types|Collecting page data/],
  ['page data (Next.js)', /Generating static pages using \d+ workers? \(0\//],
  ['prerender (Next.js)', /✓ Generating static pages/],
  ['finalisation (Next.js)', /^Route \(app\)/],
  ['post-build: twins, OG images, CSP, search index', /^Post-build steps done/],
];

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
  const arrived = LANDMARKS.map(([phase, pattern]) => ({
    phase,
    index: lines.findIndex((line) => pattern.test(line.text.trim())),
  }))
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
