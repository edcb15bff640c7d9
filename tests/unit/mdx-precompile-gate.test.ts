/**
 * `npm run build` starts `next build` beside the precompile step (scripts/build.ts); the
 * pages read a compile only once the step's pending file is gone.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { PRECOMPILE_PENDING_VARIABLE, waitForPrecompile } from '@/lib/mdx/compile-cache';

/** With a pending file holding `contents`, the gate still waits after 200 ms and resolves once the file is removed. */
async function expectWaitUntilRemoved(contents: string): Promise<void> {
  const pending = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gate-')), 'pending');
  fs.writeFileSync(pending, contents);
  let settled = false;
  const waiting = waitForPrecompile(pending).then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(settled).toBe(false);
  fs.rmSync(pending);
  await waiting;
  expect(settled).toBe(true);
}

describe('waitForPrecompile', () => {
  it('resolves at once outside a build that precompiles beside Next', async () => {
    await expect(waitForPrecompile(undefined)).resolves.toBeUndefined();
  });

  it('waits while the precompile step runs, and resolves when its pending file is removed', async () => {
    await expectWaitUntilRemoved('');
  });

  it('keeps waiting while the process that removes the file runs, past any fixed clock', async () => {
    await expectWaitUntilRemoved(String(process.pid));
  });

  it('fails, naming the file, once the process that should remove it has ended', async () => {
    const pending = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gate-')), 'pending');
    const ended = spawnSync(process.execPath, ['-e', '']).pid;
    fs.writeFileSync(pending, String(ended));
    await expect(waitForPrecompile(pending)).rejects.toThrow(`the MDX precompile step has not ended (${pending}`);
    fs.rmSync(pending);
  });
});

describe('staticParamsOf', () => {
  it("lists a route's params only once the precompile has ended, so Next's page-data worker reads no content beside it", async () => {
    const pending = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gate-')), 'pending');
    fs.writeFileSync(pending, String(process.pid));
    const before = process.env[PRECOMPILE_PENDING_VARIABLE];
    process.env[PRECOMPILE_PENDING_VARIABLE] = pending;
    try {
      // A fresh module: the gate is read once per process.
      vi.resetModules();
      const { staticParamsOf } = await import('@/lib/static-params');
      let listed = false;
      const params = staticParamsOf(() => {
        listed = true;
        return [{ slug: ['intro'] }];
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(listed).toBe(false);
      fs.rmSync(pending);
      await expect(params).resolves.toEqual([{ slug: ['intro'] }]);
    } finally {
      if (before === undefined) delete process.env[PRECOMPILE_PENDING_VARIABLE];
      else process.env[PRECOMPILE_PENDING_VARIABLE] = before;
      vi.resetModules();
    }
  });
});
