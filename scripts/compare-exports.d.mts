export function buildIdOf(dir: string): string | undefined;
export function compareExports(a: string, b: string): string[];
