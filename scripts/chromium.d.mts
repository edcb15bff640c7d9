export const CHROMIUM_ARGS: string[];
export function findHeadlessShell(): string | undefined;
export function findChromium(): string | undefined;
export function findHeadlessChromium(): string | undefined;
