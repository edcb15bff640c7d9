export function toSeconds(text: string): number;
export function parseBuildPhases(log: string, wallSeconds: number): { phase: string; seconds: number }[];
