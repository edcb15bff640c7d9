export function groupRss(pgid: number): number;
export function readStatLine(line: string, pageBytes?: number): { pgid: number; rss: number } | undefined;
export function runMeasured(
  command: string,
  args: string[],
  options: { cwd?: string; env?: Record<string, string>; logFile: string; label?: string },
): Promise<{ seconds: number; peakBytes: number; lines: { seconds: number; text: string }[] }>;
export function countHtmlFiles(dir: string): number;
