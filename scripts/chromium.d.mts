export const CHROMIUM_ARGS: string[];
export const HEADLESS_SHELL: string;
export function findChromium(): string | undefined;
export function findTestChromium(): string | undefined;
