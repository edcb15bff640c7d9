/**
 * The policy step on an export (scripts/apply-csp.ts): on a small site it runs on the
 * build's own thread, beside the Open Graph images, and lets them go on between its pages.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { applyCspToExport } from '@/scripts/apply-csp';

let dir = '';
const savedCacheSetting = process.env.VIGIA_BUILD_CACHE;
// Put back by hand: vi.unstubAllEnvs has left a stubbed variable to later files of the worker in some runs.
afterEach(() => {
  if (savedCacheSetting === undefined) delete process.env.VIGIA_BUILD_CACHE;
  else process.env.VIGIA_BUILD_CACHE = savedCacheSetting;
  fs.rmSync(dir, { recursive: true, force: true });
});

const page = (title: string) =>
  `<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"/><title>${title}</title></head><body><main><h1>${title}</h1><p>Texto.</p></main><script>self.x=1</script></body></html>`;

describe('the policy step on an export', () => {
  it('gives each page its policy, and lets what shares its thread go on between pages', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apply-csp-'));
    process.env.VIGIA_BUILD_CACHE = 'off';
    const pages = ['a', 'b', 'c', 'd', 'e', 'f'];
    for (const name of pages) {
      fs.mkdirSync(path.join(dir, name), { recursive: true });
      fs.writeFileSync(path.join(dir, name, 'index.html'), page(name));
    }
    let turns = 0;
    let rewriting = true;
    const beside = (async () => {
      while (rewriting) {
        turns++;
        await nextTurn();
      }
    })();
    const problems = await applyCspToExport(dir);
    rewriting = false;
    await beside;
    expect(problems).toEqual([]);
    for (const name of pages)
      expect(fs.readFileSync(path.join(dir, name, 'index.html'), 'utf8')).toContain(
        'http-equiv="Content-Security-Policy"',
      );
    // At least a turn a page.
    expect(turns).toBeGreaterThanOrEqual(pages.length);
  });
});
