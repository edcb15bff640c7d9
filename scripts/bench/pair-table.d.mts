type Measured = { seconds: number; peakBytes: number };
type Summary = {
  medians: { project: Measured; docusaurus: Measured };
  ratio: number;
  budget: number;
  withinBudget: boolean;
};
export function median(values: readonly number[]): number;
export function summarisePairs(pairs: readonly { project: Measured; docusaurus: Measured }[], budget: number): Summary;
export function pairTableRows(pairs: readonly { project: Measured; docusaurus: Measured }[], summary: Summary): Record<string, string>[];
export function ratioVerdict(summary: Pick<Summary, 'ratio' | 'budget' | 'withinBudget'>): string;
export function perfSeconds(text: string): number;
export function parseDocusaurusPerf(lines: readonly { seconds: number; text: string }[]): { step: string; seconds: number; locales: number }[];
export function medianBreakdown(builds: readonly (readonly { name: string; seconds: number }[])[]): { name: string; seconds: number }[];
