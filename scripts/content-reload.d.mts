import type { NextConfig } from 'next';
export const RELOAD_DEBOUNCE_MS: number;
export function createDebouncer(waitMs: number, flush: (items: string[]) => void): (item: string) => void;
export function startContentReloadServer(
  dir: string,
  options?: { port?: number; debounceMs?: number },
): Promise<{ port: number; close: () => void }>;
export function withContentReload(
  config: NextConfig | ((phase: string, ctx: unknown) => unknown),
): (phase: string, ctx: unknown) => Promise<NextConfig>;
export function watchTree(dir: string, onChange: (file: string) => void): () => void;
