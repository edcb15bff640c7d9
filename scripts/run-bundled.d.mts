import type { Plugin } from 'esbuild';

export const BUNDLES_DIR: string;
export function keepModuleUrls(): Plugin;
export function bundleEntry(entry: string, outdir: string): Promise<string>;
export function removeLeftBundles(dir?: string): void;
