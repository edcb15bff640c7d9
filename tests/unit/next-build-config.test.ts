/**
 * What next.config.mjs asks of `next build`: work a clean build would pay for and no
 * build reads back stays off.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { afterAll, describe, expect, it } from 'vitest';

// Named through a variable, so that tsc checks the test, not the (untyped) config.
const CONFIG_URL = pathToFileURL(path.resolve('next.config.mjs')).href;
const savedEnv = { ...process.env };
afterAll(() => {
  // The config writes site.json's addresses into the environment (applySiteEnv).
  for (const name of Object.keys(process.env)) if (!(name in savedEnv)) delete process.env[name];
});

describe('next.config.mjs in `next build`', () => {
  it("writes no Turbopack cache unless VIGIA_TURBOPACK_CACHE=on: an author's rebuild skips Turbopack", async () => {
    const previous = process.env.VIGIA_TURBOPACK_CACHE;
    delete process.env.VIGIA_TURBOPACK_CACHE;
    try {
      const { default: config } = (await import(/* @vite-ignore */ CONFIG_URL)) as {
        default: (phase: string, ctx: unknown) => Promise<{ experimental?: Record<string, unknown> }>;
      };
      const built = await config(PHASE_PRODUCTION_BUILD, {});
      expect(built.experimental?.turbopackFileSystemCacheForBuild).toBe(false);
    } finally {
      if (previous !== undefined) process.env.VIGIA_TURBOPACK_CACHE = previous;
    }
  });
});
