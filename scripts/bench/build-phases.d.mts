export function toSeconds(text: string): number;
export function parseBuildPhases(lines: { seconds: number; text: string }[], wallSeconds: number): { phase: string; seconds: number }[];
export function parseSelfTimedSteps(log: string): { step: string; seconds: number }[];
