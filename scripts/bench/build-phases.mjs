/**
 * Where a build's seconds go, read from its log: the phases Next.js times itself (compile,
 * type check, prerender) and each post-build step of ours (they print their own time); what
 * no line accounts for (start-up, config, page-data collection, finalisation, the steps'
 * own start-up) is the remainder of the wall time.
 */

/** Log lines that time a phase: [phase, pattern whose first group is the duration]. */
const PHASES = [
  ['compile (Next.js)', /Compiled successfully in ([\d.]+\s*m?s)/],
  ['type check (Next.js)', /Finished TypeScript in ([\d.]+\s*m?s)/],
  ['prerender (Next.js)', /Generating static pages using \d+ workers? \(\d+\/\d+\) in ([\d.]+\s*m?s)/],
  ['Open Graph images, twins, llms.txt', /Wrote \d+ Markdown twins.* in ([\d.]+\s*m?s)/],
  ['Content-Security-Policy', /Content-Security-Policy written into .* in ([\d.]+\s*m?s)/],
  ['search index', /Search index written to .* in ([\d.]+\s*m?s)/],
];

/**
 * Seconds of a duration as logged.
 * @example toSeconds('98 ms') === 0.098; toSeconds('6.8s') === 6.8
 */
export function toSeconds(text) {
  const value = Number.parseFloat(text);
  return /ms$/.test(text.trim()) ? value / 1000 : value;
}

/**
 * The timed phases of a build log, then the untimed rest of `wallSeconds`.
 * @param {string} log the build's output
 * @param {number} wallSeconds the build's wall time
 * @returns {{ phase: string, seconds: number }[]}
 */
export function parseBuildPhases(log, wallSeconds) {
  const phases = [];
  for (const [phase, pattern] of PHASES) {
    const match = log.match(pattern);
    if (match) phases.push({ phase, seconds: toSeconds(match[1]) });
  }
  const timed = phases.reduce((sum, p) => sum + p.seconds, 0);
  phases.push({ phase: 'start-up, config, page data, finalisation (untimed)', seconds: Math.max(0, wallSeconds - timed) });
  return phases;
}
