/**
 * The figures of `npm run bench:docusaurus` from its measured pairs of builds: medians, the
 * ratio against issue 24's budget, the table rows, and where Docusaurus' seconds go (from
 * its own `DOCUSAURUS_PERF_LOGGER` lines). Pure.
 */

const MIB = 1024 * 1024;

/**
 * The median (the mean of the middle two for an even count).
 * @example median([3, 1, 2]) === 2; median([4, 1, 2, 3]) === 2.5
 */
export function median(values) {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Medians of each side's seconds and peak memory, and the ratio of the median seconds
 * (project / Docusaurus) against the budget.
 * @param {{ project: { seconds: number, peakBytes: number }, docusaurus: { seconds: number, peakBytes: number } }[]} pairs
 * @example summarisePairs([{ project: { seconds: 10, peakBytes: 1 }, docusaurus: { seconds: 40, peakBytes: 2 } }], 0.4).ratio === 0.25
 */
export function summarisePairs(pairs, budget) {
  const side = (name) => ({ seconds: median(pairs.map((p) => p[name].seconds)), peakBytes: median(pairs.map((p) => p[name].peakBytes)) });
  const project = side('project');
  const docusaurus = side('docusaurus');
  const ratio = project.seconds / docusaurus.seconds;
  return { medians: { project, docusaurus }, ratio, budget, withinBudget: ratio <= budget };
}

const seconds = (value) => `${value.toFixed(1)} s`;
const mib = (bytes) => `${Math.round(bytes / MIB)} MiB`;

/** One row per pair, then the medians; the last column is the pair's own ratio. */
export function pairTableRows(pairs, summary) {
  const row = (label, project, docusaurus) => ({
    pair: label,
    'project time': seconds(project.seconds),
    'project peak': mib(project.peakBytes),
    'Docusaurus time': seconds(docusaurus.seconds),
    'Docusaurus peak': mib(docusaurus.peakBytes),
    'project / Docusaurus': (project.seconds / docusaurus.seconds).toFixed(2),
  });
  return [...pairs.map((p, i) => row(String(i + 1), p.project, p.docusaurus)), row('median', summary.medians.project, summary.medians.docusaurus)];
}

/**
 * The verdict line under the table.
 * @example ratioVerdict({ ratio: 0.3, budget: 0.4, withinBudget: true }) === 'ok   project / Docusaurus = 0.30 (medians), budget <= 0.4 (issue 24)'
 */
export function ratioVerdict(summary) {
  return `${summary.withinBudget ? 'ok  ' : 'OVER'} project / Docusaurus = ${summary.ratio.toFixed(2)} (medians), budget <= ${summary.budget} (issue 24)`;
}

/**
 * Seconds of a duration as Docusaurus' perf logger writes it.
 * @example perfSeconds('1.20 seconds!') === 1.2; perfSeconds('155.63 ms') === 0.15563
 */
export function perfSeconds(text) {
  const value = Number.parseFloat(text);
  return /ms/.test(text) ? value / 1000 : value;
}

/**
 * Where a Docusaurus build's seconds go: the steps one level below each locale's build
 * (`[PERF] Build > es > Bundling with rspack - 7.05 seconds!`), summed over the locales,
 * in the order first met; `locales` counts how many locales had the step.
 */
export function parseDocusaurusPerf(lines) {
  const steps = new Map();
  for (const { text } of lines) {
    const match = /\[PERF\] Build > ([^>]+?) > ([^>]+?) - ([\d.]+ (?:ms|seconds))/.exec(text);
    if (!match) continue;
    const step = match[2].trim();
    const entry = steps.get(step) ?? { step, seconds: 0, locales: 0 };
    entry.seconds += perfSeconds(match[3]);
    entry.locales += 1;
    steps.set(step, entry);
  }
  return [...steps.values()];
}

/**
 * The median seconds of each named part over several builds (a part missing from a build
 * counts 0 there), in the order first met.
 * @example medianBreakdown([[{ name: 'a', seconds: 1 }], [{ name: 'a', seconds: 3 }]]) → [{ name: 'a', seconds: 2 }]
 */
export function medianBreakdown(builds) {
  const names = [...new Set(builds.flatMap((parts) => parts.map((p) => p.name)))];
  return names.map((name) => ({ name, seconds: median(builds.map((parts) => parts.find((p) => p.name === name)?.seconds ?? 0)) }));
}
