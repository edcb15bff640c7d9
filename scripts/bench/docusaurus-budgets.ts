/**
 * The budgets of `npm run bench:docusaurus` (issue 41) and the rows it prints for each kind
 * of build: the medians of both sides, Next.js' floor, the ratio and its verdict. Pure.
 */
import { median } from './pair-table';

const GB = 1000 * 1000 * 1000;
const MIB = 1024 * 1024;

/** Project / Docusaurus (medians of paired builds) at most this, per kind of build. */
export const RATIO_BUDGETS = { 'clean x1': 1.0, 'warm x1': 1.0, 'clean x100': 0.8 } as const;

/** The project's peak memory (median) of a clean x100 build at most this. */
export const PEAK_BYTES_X100 = 2 * GB;

export type PairKind = keyof typeof RATIO_BUDGETS;

export interface Measured {
  seconds: number;
  peakBytes: number;
}

export interface Pair {
  project: Measured;
  docusaurus: Measured;
}

export interface KindSummary {
  kind: PairKind;
  pairs: number;
  project: Measured;
  docusaurus: Measured;
  ratio: number;
  budget: number;
  withinBudget: boolean;
  /** `next build` of the floor app with as many pages, when built for this kind. */
  floor?: Measured;
}

/**
 * Medians of each side over the pairs, the ratio of the median seconds and its verdict.
 * @example summariseKind('clean x1', [{ project: { seconds: 6, peakBytes: 1 }, docusaurus: { seconds: 8, peakBytes: 2 } }]).ratio === 0.75
 */
export function summariseKind(kind: PairKind, pairs: readonly Pair[], floor?: Measured): KindSummary {
  const side = (name: keyof Pair): Measured => ({
    seconds: median(pairs.map((p) => p[name].seconds)),
    peakBytes: median(pairs.map((p) => p[name].peakBytes)),
  });
  const project = side('project');
  const docusaurus = side('docusaurus');
  const ratio = project.seconds / docusaurus.seconds;
  const budget = RATIO_BUDGETS[kind];
  return {
    kind,
    pairs: pairs.length,
    project,
    docusaurus,
    ratio,
    budget,
    withinBudget: ratio <= budget,
    ...(floor && { floor }),
  };
}

/** Each budget with its verdict: one per kind measured, and the peak memory at x100. */
export function budgetVerdicts(summaries: readonly KindSummary[]): { label: string; ok: boolean }[] {
  const verdicts = summaries.map((s) => ({
    label: `${s.kind}: project / Docusaurus = ${s.ratio.toFixed(2)} (medians of ${s.pairs}), budget <= ${s.budget.toFixed(1)}`,
    ok: s.withinBudget,
  }));
  const x100 = summaries.find((s) => s.kind === 'clean x100');
  if (x100)
    verdicts.push({
      label: `clean x100: project peak memory ${(x100.project.peakBytes / GB).toFixed(2)} GB (median), budget <= ${PEAK_BYTES_X100 / GB} GB`,
      ok: x100.project.peakBytes <= PEAK_BYTES_X100,
    });
  return verdicts;
}

const seconds = (value: number) => `${value.toFixed(1)} s`;
const mib = (bytes: number) => `${Math.round(bytes / MIB)} MiB`;

/** One row per kind: both sides' medians, the floor and what the project takes above it. */
export function summaryRows(summaries: readonly KindSummary[]): Record<string, string>[] {
  return summaries.map((s) => ({
    build: s.kind,
    Docusaurus: `${seconds(s.docusaurus.seconds)} (${mib(s.docusaurus.peakBytes)})`,
    project: `${seconds(s.project.seconds)} (${mib(s.project.peakBytes)})`,
    ratio: s.ratio.toFixed(2),
    budget: `<= ${s.budget.toFixed(1)} ${s.withinBudget ? 'ok' : 'OVER'}`,
    'Next.js floor': s.floor ? `${seconds(s.floor.seconds)} (${mib(s.floor.peakBytes)})` : '',
    'project above floor': s.floor ? seconds(s.project.seconds - s.floor.seconds) : '',
  }));
}

/** One row per pair, in the order they ran. */
export function pairRows(kind: PairKind, pairs: readonly Pair[]): Record<string, string>[] {
  return pairs.map((p, i) => ({
    build: kind,
    pair: String(i + 1),
    project: `${seconds(p.project.seconds)} (${mib(p.project.peakBytes)})`,
    Docusaurus: `${seconds(p.docusaurus.seconds)} (${mib(p.docusaurus.peakBytes)})`,
    ratio: (p.project.seconds / p.docusaurus.seconds).toFixed(2),
  }));
}
