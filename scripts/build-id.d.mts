export const COMPILED_INPUTS: string[];
export function buildIdOfInputs(options?: { cwd?: string; env?: Record<string, string | undefined> }): string;
export const COMPILED_MARK: string;
export function compileIsReusable(distDir: string, id: string): boolean;
