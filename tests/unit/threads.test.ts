import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  nextNodeOptions,
  PROCESS_OLD_SPACE_MB,
  runInThreads,
  threadsFor,
  threadsStarted,
  V8_TIERING_MODULE,
} from '@/scripts/threads';
import { writeTwinJobs, type TwinJob, type TwinSiteContext } from '@/scripts/write-twins';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigia-threads-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const site: TwinSiteContext = {
  routeKeys: new Set(['/', '/docs/intro', '/docs/a', '/docs/b', '/docs/c']),
  twinRouteKeys: new Set(['/docs/intro', '/docs/a', '/docs/b', '/docs/c']),
  assets: new Map(),
};
const labels = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger' };
const jobs = (folder: string): TwinJob[] =>
  ['a', 'b', 'c'].map((id) => ({
    file: path.join(dir, folder, `${id}.md`),
    key: `threads-test-${folder}-${id}`,
    twin: {
      title: `Doc ${id}`,
      description: `About ${id}.`,
      body: `Read [the intro](/docs/intro).\n\n:::tip\nDoc ${id}.\n:::\n`,
      locale: 'en',
      file: `content/en/docs/${id}.mdx`,
    },
    admonitionLabels: labels,
  }));

describe('work on worker threads', () => {
  it('needs at least twice the work one thread pays for, and no more threads than cores', () => {
    expect(threadsFor(10, 300)).toBe(0);
    expect(threadsFor(599, 300)).toBe(0);
    expect(threadsFor(600, 300)).toBe(os.availableParallelism() >= 2 ? 2 : 0);
    expect(threadsFor(100_000, 300)).toBeLessThanOrEqual(os.availableParallelism());
  });

  it('writes on two threads the same Markdown twins as in this one, the site context (sets and maps) shared', async () => {
    writeTwinJobs(jobs('here'), site);
    await runInThreads(
      new URL('../../scripts/write-twins.ts', import.meta.url),
      'writeTwinJobs',
      jobs('threads'),
      2,
      site,
    );
    for (const id of ['a', 'b', 'c']) {
      const here = fs.readFileSync(path.join(dir, 'here', `${id}.md`), 'utf8');
      expect(here).toContain(`# Doc ${id}`);
      expect(fs.readFileSync(path.join(dir, 'threads', `${id}.md`), 'utf8')).toBe(here);
    }
  });

  it('returns what each thread computed, in the order of the slices, from the module bundled as JavaScript', async () => {
    const results = await runInThreads<number, { sum: number; ranFrom: string }>(
      new URL('../fixtures/threads/sum-slice.ts', import.meta.url),
      'sumSlice',
      [1, 2, 3, 4, 5],
      2,
      { offset: 100 },
    );
    expect(results.map((result) => result.sum)).toEqual([100 + 1 + 3 + 5, 100 + 2 + 4]);
    // No TypeScript loader in the worker: its code is the bundle's (scripts/run-bundled.mjs).
    for (const { ranFrom } of results)
      expect(ranFrom).toMatch(/node_modules\/\.cache\/vigia\/bundled\/kept\/[\da-f]+-[\da-f]+\/sum-slice\.mjs/);
  });

  it('starts the threads before synchronous work that follows threadsStarted() holds this thread', async () => {
    // A module URL of its own, so that its bundle is made now (the query is not part of the path).
    const running = runInThreads<number, { ranAt: number }>(
      new URL('../fixtures/threads/sum-slice.ts?started', import.meta.url),
      'sumSlice',
      [1, 2],
      2,
      { offset: 0 },
    );
    await threadsStarted();
    const busyUntil = Date.now() + 1500;
    while (Date.now() < busyUntil) {
      // this thread is held, as by the post-build step's policy
    }
    for (const { ranAt } of await running) expect(ranAt).toBeLessThan(busyUntil);
  });

  it('rejects when the work fails in a thread', async () => {
    await expect(
      runInThreads(new URL('../../scripts/write-twins.ts', import.meta.url), 'noSuchExport', [1], 1),
    ).rejects.toThrow();
  });
});

describe("the build's processes' old generation", () => {
  it('is capped under 2 GB, where V8 lets a heap grow twice what it keeps rather than four times', () => {
    expect(PROCESS_OLD_SPACE_MB).toBeLessThan(2048);
    // `npm run build`'s own process, and `next build`'s unless the caller set a cap of its own.
    const scripts = JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts as Record<string, string>;
    expect(scripts.build).toContain(`node --max-old-space-size=${PROCESS_OLD_SPACE_MB} `);
    expect(nextNodeOptions()).toBe(
      `--import=${V8_TIERING_MODULE} --max-semi-space-size=64 --max-old-space-size=${PROCESS_OLD_SPACE_MB}`,
    );
    expect(nextNodeOptions('--max-old-space-size=4096')).toBe(
      `--max-old-space-size=4096 --import=${V8_TIERING_MODULE} --max-semi-space-size=64`,
    );
  });
});

describe("the build's V8 tiering (scripts/v8-tiering.mjs)", () => {
  /** Calls of a small hot function before TurboFan has compiled it, in a fresh Node with `nodeArgs` and `nodeOptions`. */
  const callsBeforeTurbofan = (nodeArgs: string[], nodeOptions = '') =>
    Number(
      execFileSync(
        process.execPath,
        [
          ...nodeArgs,
          // Synchronous: the function is TurboFan's as soon as V8 decides so.
          '--allow-natives-syntax',
          '--no-concurrent-recompilation',
          '-e',
          [
            'function f(x) { let s = 0; for (let i = 0; i < 50; i++) s += (i * x) % 7; return s; }',
            'let calls = 0;',
            // Bit 6 of V8's optimization status: compiled by TurboFan.
            'while (!(%GetOptimizationStatus(f) & 64) && calls < 1e6) f(calls++);',
            'console.log(calls);',
          ].join('\n'),
        ],
        { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: nodeOptions } },
      ),
    );

  it('hands hot code to TurboFan many times later, in `npm run build` and in `next build` with its workers', () => {
    const byDefault = callsBeforeTurbofan([]);
    expect(byDefault).toBeGreaterThan(0);
    expect(callsBeforeTurbofan([`--import=${V8_TIERING_MODULE}`])).toBeGreaterThan(8 * byDefault);
    // Through NODE_OPTIONS, as `next build` and its render workers get it.
    expect(callsBeforeTurbofan([], nextNodeOptions())).toBeGreaterThan(8 * byDefault);
    // `npm run build`'s own process: the module is scripts/build.ts's first import.
    const build = fs.readFileSync('scripts/build.ts', 'utf8');
    expect(build.match(/^import .*$/m)?.[0]).toBe("import './v8-tiering.mjs';");
  });
});
