import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { spawnSync } from 'node:child_process';
import { createDebouncer, startContentReloadServer, watchTree, withContentReload } from '@/scripts/content-reload.mjs';
import { REVISION_KEY, contentReloadUrl, reloadOnNewRevision } from '@/lib/client/content-reload';

describe('createDebouncer', () => {
  afterEach(() => vi.useRealTimers());

  it('flushes a burst of items once, after the quiet time, each item once', () => {
    vi.useFakeTimers();
    const flush = vi.fn();
    const push = createDebouncer(80, flush);
    push('es/docs/intro.mdx');
    vi.advanceTimersByTime(50);
    push('es/docs/intro.mdx');
    push('sidebar.json');
    vi.advanceTimersByTime(79);
    expect(flush).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(flush.mock.calls).toEqual([[['es/docs/intro.mdx', 'sidebar.json']]]);
  });

  it('flushes two bursts apart as two calls', () => {
    vi.useFakeTimers();
    const flush = vi.fn();
    const push = createDebouncer(80, flush);
    push('a.mdx');
    vi.advanceTimersByTime(100);
    push('b.mdx');
    vi.advanceTimersByTime(100);
    expect(flush.mock.calls).toEqual([[['a.mdx']], [['b.mdx']]]);
  });
});

describe('watchTree', () => {
  /** Resolves with the first changed path that `matches`. */
  function nextChange(changes: string[], matches: (file: string) => boolean): Promise<string> {
    return new Promise((resolve, reject) => {
      const started = Date.now();
      const poll = setInterval(() => {
        const found = changes.find(matches);
        if (found) resolve(found);
        if (found || Date.now() - started > 5000) clearInterval(poll);
        if (!found && Date.now() - started > 5000) reject(new Error(`no change seen; got ${JSON.stringify(changes)}`));
      }, 20);
    });
  }

  it('reports saves in nested folders, and in folders made after it started', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'watch-tree-'));
    fs.mkdirSync(path.join(dir, 'es/docs/api'), { recursive: true });
    const changes: string[] = [];
    const stop = watchTree(dir, (file) => changes.push(file));
    try {
      fs.writeFileSync(path.join(dir, 'es/docs/api/users.mdx'), 'x');
      expect(await nextChange(changes, (f) => f.endsWith('es/docs/api/users.mdx'))).toBe(
        path.join(dir, 'es/docs/api/users.mdx'),
      );
      fs.mkdirSync(path.join(dir, 'en/docs'), { recursive: true });
      await new Promise((resolve) => setTimeout(resolve, 100));
      fs.writeFileSync(path.join(dir, 'en/docs/intro.mdx'), 'x');
      await nextChange(changes, (f) => f.endsWith('en/docs/intro.mdx'));
    } finally {
      stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('lets a process that started the stream exit by itself (Next loads the dev config in short-lived processes too)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'watch-tree-'));
    fs.mkdirSync(path.join(dir, 'es/docs'), { recursive: true });
    const script = `import('./scripts/content-reload.mjs').then((m) => m.startContentReloadServer(${JSON.stringify(dir)}))`;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { timeout: 10_000 });
    fs.rmSync(dir, { recursive: true, force: true });
    expect(result.error).toBeUndefined();
    expect(result.status).toBe(0);
  });
});

/** Reads the `data:` lines of an event stream as they come. */
function readEvents(port: number): { next: () => Promise<string>; close: () => void } {
  const queue: string[] = [];
  const waiting: ((data: string) => void)[] = [];
  const req = http.get(`http://localhost:${port}/`, (res) => {
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      for (const [, data] of chunk.matchAll(/^data: (.*)$/gm)) {
        const resolve = waiting.shift();
        if (resolve) resolve(data!);
        else queue.push(data!);
      }
    });
  });
  return {
    next: () => (queue.length > 0 ? Promise.resolve(queue.shift()!) : new Promise((resolve) => waiting.push(resolve))),
    close: () => req.destroy(),
  };
}

describe('startContentReloadServer', () => {
  it('sends the revision on connect, and a new one after each burst of saves in the folder', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-reload-'));
    fs.mkdirSync(path.join(dir, 'es/docs'), { recursive: true });
    const server = await startContentReloadServer(dir, { debounceMs: 30 });
    const events = readEvents(server.port);
    try {
      const first = await events.next();
      fs.writeFileSync(path.join(dir, 'es/docs/intro.mdx'), 'one');
      fs.writeFileSync(path.join(dir, 'sidebar.json'), '{}');
      const second = await events.next();
      expect(second).not.toBe(first);
      await new Promise((resolve) => setTimeout(resolve, 10));
      fs.writeFileSync(path.join(dir, 'es/docs/intro.mdx'), 'two');
      expect(await events.next()).not.toBe(second);
    } finally {
      events.close();
      server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('withContentReload', () => {
  // Put back by hand: vi.unstubAllEnvs left CONTENT_DIR pointing at the removed folder for later files of the worker in some runs.
  const savedContentDir = process.env.CONTENT_DIR;
  afterEach(() => {
    if (savedContentDir === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = savedContentDir;
  });

  it('leaves the config of a production build as it is', async () => {
    const config = { output: 'export' as const, env: { A: '1' } };
    expect(await withContentReload(config)('phase-production-build', {})).toEqual(config);
  });

  it('in next dev, injects the reload client and gives it the port of a running stream', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-reload-'));
    process.env.CONTENT_DIR = dir;
    const config = await withContentReload(() => ({ env: { A: '1' } }))('phase-development-server', {});
    expect(config.instrumentationClientInject).toEqual(['./lib/client/content-reload.ts']);
    expect(config.env?.A).toBe('1');
    const events = readEvents(Number(config.env?.CONTENT_RELOAD_PORT));
    expect(await events.next()).toMatch(/^[0-9a-z]+\.0$/);
    events.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('reloadOnNewRevision', () => {
  function setUp() {
    const stored = new Map<string, string>();
    const storage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    };
    const reload = vi.fn();
    const listener = reloadOnNewRevision(storage, reload);
    return { send: (data: string) => listener({ data }), stored, reload };
  }

  it('remembers the first revision the tab sees and reloads on a new one', () => {
    const { send, stored, reload } = setUp();
    send('r1');
    expect(reload).not.toHaveBeenCalled();
    expect(stored.get(REVISION_KEY)).toBe('r1');
    send('r2');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads a page that loaded while a save was made: its first revision is not the one the tab saw last', () => {
    const { send, stored, reload } = setUp();
    stored.set(REVISION_KEY, 'r2');
    send('r3');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload a page already showing the last revision', () => {
    const { send, stored, reload } = setUp();
    stored.set(REVISION_KEY, 'r2');
    send('r2');
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('contentReloadUrl', () => {
  it("points at the watcher's port on the page's host", () => {
    expect(contentReloadUrl({ protocol: 'http:', hostname: '192.0.2.2' }, '41234')).toBe('http://192.0.2.2:41234/');
  });
});
