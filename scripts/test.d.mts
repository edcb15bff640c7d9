export interface TestStep {
  name: string;
  command: string;
  after?: readonly string[];
  live?: boolean;
}
export const STEPS: readonly TestStep[];
export function planSchedule(
  steps: readonly { name: string; after?: readonly string[] }[],
  slots: number,
  durations: Record<string, number>,
): { name: string; start: number; end: number }[];
