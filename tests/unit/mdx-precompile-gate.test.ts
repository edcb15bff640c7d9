/**
 * `npm run build` starts `next build` beside the precompile step (scripts/build.ts); the
 * pages read a compile only once the step's pending file is gone.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { waitForPrecompile } from '@/lib/mdx/compile-cache';

describe('waitForPrecompile', () => {
  it('resolves at once outside a build that precompiles beside Next', async () => {
    await expect(waitForPrecompile(undefined)).resolves.toBeUndefined();
  });

  it('waits while the precompile step runs, and resolves when its pending file is removed', async () => {
    const pending = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gate-')), 'pending');
    fs.writeFileSync(pending, '');
    let settled = false;
    const waiting = waitForPrecompile(pending).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(settled).toBe(false);
    fs.rmSync(pending);
    await waiting;
    expect(settled).toBe(true);
  });

  it('fails, naming the file, when the step never ends', async () => {
    const pending = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gate-')), 'pending');
    fs.writeFileSync(pending, '');
    await expect(waitForPrecompile(pending, 120)).rejects.toThrow(`the MDX precompile step has not ended (${pending}`);
    fs.rmSync(pending);
  });
});
