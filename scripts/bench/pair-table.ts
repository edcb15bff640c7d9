/**
 * The figures of `npm run bench:docusaurus` from its measured pairs of builds: medians, the
 * ratio against issue 24's budget, the table rows, and where Docusaurus' seconds go (from
 * its own `DOCUSAURUS_PERF_LOGGER` lines). Pure.
 */

const MIB = 1024 * 1024;

type Measured = { seconds: number; peakBytes: number };
type Pair = { project: Measured; docusaurus: Measured };
type Summary = {
  medians: { project: Measured; docusaurus: Measured };
  ratio: number;
  budget: number;
  withinBudget: boolean;
};

/**
 * The median (the mean of the middle two for an even count).
 * @example median([3, 1, 2]) === 2; median([4, 1, 2, 3]) === 2.5
 */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Medians of each side's seconds and peak memory, and the ratio of the median seconds
 * (project / Docusaurus) against the budget.
 * @param {{ project: { seconds: number, peakBytes: number }, docusaurus: { seconds: number, peakBytes: number } }[]} pairs
 * @example summarisePairs([{ project: { seconds: 10, peakBytes: 1 }, docusaurus: { seconds: 40, peakBytes: 2 } }], 0.4).ratio === 0.25
 */
export function summarisePairs(pairs: readonly Pair[], budget: number): Summary {
  const side = (name: keyof Pair) => ({
    seconds: median(pairs.map((p) => p[name].seconds)),
    peakBytes: median(pairs.map((p) => p[name].peakBytes)),
  });
  const project = side('project');
  const docusaurus = side('docusaurus');
  const ratio = project.seconds / docusaurus.seconds;
  return { medians: { project, docusaurus }, ratio, budget, withinBudget: ratio <= budget };
}

const seconds = (value: number) => `${value.toFixed(1)} s`;
const mib = (bytes: number) => `${Math.round(bytes / MIB)} MiB`;

/** One row per pair, then the medians; the last column is the pair's own ratio. */
export function pairTableRows(pairs: readonly Pair[], summary: Summary): Record<string, string>[] {
  const row = (label: string, project: Measured, docusaurus: Measured) => ({
    pair: label,
    'project time': seconds(project.seconds),
    'project peak': mib(project.peakBytes),
    'Docusaurus time': seconds(docusaurus.seconds),
    'Docusaurus peak': mib(docusaurus.peakBytes),
    'project / Docusaurus': (project.seconds / docusaurus.seconds).toFixed(2),
  });
  return [
    ...pairs.map((p, i) => row(String(i + 1), p.project, p.docusaurus)),
    row('median', summary.medians.project, summary.medians.docusaurus),
  ];
}

/**
 * The verdict line under the table.
 * @example ratioVerdict({ ratio: 0.3, budget: 0.4, withinBudget: true }) === 'ok   project / Docusaurus = 0.30 (medians), budget <= 0.4 (issue 24)'
 */
export function ratioVerdict(summary: Pick<Summary, 'ratio' | 'budget' | 'withinBudget'>): string {
  return `${summary.withinBudget ? 'ok  ' : 'OVER'} project / Docusaurus = ${summary.ratio.toFixed(2)} (medians), budget <= ${summary.budget} (issue 24)`;
}

/**
 * Seconds of a duration as Docusaurus' perf logger writes it.
 * @example perfSeconds('1.20 seconds!') === 1.2; perfSeconds('155.63 ms') === 0.15563
 */
export function perfSeconds(text: string): number {
  const value = Number.parseFloat(text);
  return /ms/.test(text) ? value / 1000 : value;
}

/**
 * Where a Docusaurus build's seconds go: the steps one level below each locale's build
 * (`[PERF] Build > es > Bundling with rspack - 7.05 seconds!`), summed over the locales,
 * in the order first met; `locales` counts how many locales had the step.
 */
export function parseDocusaurusPerf(
  lines: readonly { seconds: number; text: string }[],
): { step: string; seconds: number; locales: number }[] {
  const steps = new Map<string, { step: string; seconds: number; locales: number }>();
  for (const { text } of lines) {
    const match = /\[PERF\] Build > ([^>]+?) > ([^>]+?) - ([\d.]+ (?:ms|seconds))/.exec(text);
    if (!match) continue;
    const step = match[2]!.trim();
    const entry = steps.get(step) ?? { step, seconds: 0, locales: 0 };
    entry.seconds += perfSeconds(match[3]!);
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
export function medianBreakdown(
  builds: readonly (readonly { name: string; seconds: number }[])[],
): { name: string; seconds: number }[] {
  const names = [...new Set(builds.flatMap((parts) => parts.map((p) => p.name)))];
  return names.map((name) => ({
    name,
    seconds: median(builds.map((parts) => parts.find((p) => p.name === name)?.seconds ?? 0)),
  }));
}
