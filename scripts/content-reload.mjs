/**
 * `npm run dev` reloads the open page when a file of `content/` changes. Next.js watches only
 * the modules it bundles; content is read at run time (lib/content), so it cannot see an edit
 * there. In the dev phase, next.config.mjs starts this watcher and a tiny server-sent-events
 * endpoint on a free port of its own, and injects lib/client/content-reload.ts into every
 * page (`instrumentationClientInject`, which also runs on Next's error pages), which reloads
 * on each event. `messages/*.json` need none of this: lib/i18n.ts imports them, so Next's own
 * hot reload refreshes the page. A production build never loads any of it.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js';

/** Quiet time after the last file event before pages reload: an editor's save is several events. */
export const RELOAD_DEBOUNCE_MS = 80;

/**
 * Collects items and calls `flush` with them once no new item came for `waitMs`.
 * @example const push = createDebouncer(80, (files) => …); push('a.mdx'); push('a.mdx') → flush(['a.mdx']) once
 * @param {number} waitMs
 * @param {(items: string[]) => void} flush
 * @returns {(item: string) => void}
 */
export function createDebouncer(waitMs, flush) {
  /** @type {Set<string>} */
  let pending = new Set();
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  return (item) => {
    pending.add(item);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const items = [...pending];
      pending = new Set();
      flush(items);
    }, waitMs);
  };
}

/**
 * Calls `onChange` with the path of each file event below `dir`, in folders added later too.
 * One plain watcher per folder rather than `fs.watch(dir, { recursive: true })`: on Linux,
 * Node 20's recursive watcher ignores `unref()`, and every process that loads the dev config
 * (Next's telemetry flush among them) would then never exit.
 * @param {string} dir
 * @param {(file: string) => void} onChange
 * @returns {() => void} stops watching
 */
export function watchTree(dir, onChange) {
  /** @type {Map<string, fs.FSWatcher>} */
  const watchers = new Map();
  const watchFolder = (/** @type {string} */ folder) => {
    if (watchers.has(folder)) return;
    const watcher = fs.watch(folder, (event, name) => {
      onChange(path.join(folder, name ? String(name) : ''));
      if (event === 'rename') scan();
    });
    // A folder removed (or renamed) ends its watcher; the next scan watches what exists.
    watcher.on('error', () => {
      watcher.close();
      watchers.delete(folder);
    });
    watcher.unref();
    watchers.set(folder, watcher);
  };
  const scan = () => {
    try {
      watchFolder(dir);
      for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
        if (entry.isDirectory()) watchFolder(path.join(entry.parentPath, entry.name));
      }
    } catch {
      // A folder removed while it was listed: its parent's rename event scans again.
    }
  };
  scan();
  return () => {
    for (const watcher of watchers.values()) watcher.close();
    watchers.clear();
  };
}

/**
 * Watches `dir` (recursively) and serves an event stream of the content's revision: sent to
 * each page when it connects, and to every page after each burst of changes. A page that
 * sees a revision other than the last one it saw reloads (lib/client/content-reload.ts), so
 * a save made while a page was still loading is not lost. Resolves once it listens.
 * @param {string} dir
 * @param {{ port?: number, debounceMs?: number }} [options]
 * @returns {Promise<{ port: number, close: () => void }>}
 */
export async function startContentReloadServer(dir, { port = 0, debounceMs = RELOAD_DEBOUNCE_MS } = {}) {
  /** @type {Set<http.ServerResponse>} */
  const clients = new Set();
  // Unique across restarts of the dev server, which a tab outlives.
  const started = Date.now().toString(36);
  let changes = 0;
  let revision = `${started}.${changes}`;
  const server = http.createServer((req, res) => {
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-store',
      // The page is on Next's port, this stream on another one.
      'access-control-allow-origin': '*',
    });
    res.write(`data: ${revision}\n\n`);
    clients.add(res);
    req.on('close', () => clients.delete(res));
  });
  const notify = createDebouncer(debounceMs, () => {
    revision = `${started}.${++changes}`;
    for (const res of clients) res.write(`data: ${revision}\n\n`);
  });
  const stopWatching = watchTree(dir, notify);
  await new Promise((resolve) => server.listen(port, () => resolve(undefined)));
  // Neither the server nor the watchers keep alive a process that loaded the config for something else.
  server.unref();
  return {
    port: /** @type {import('node:net').AddressInfo} */ (server.address()).port,
    close: () => {
      stopWatching();
      for (const res of clients) res.end();
      server.close();
    },
  };
}

/** The client module every dev page runs first (a path from the project root, as Next wants it). */
const CLIENT_MODULE = './lib/client/content-reload.ts';

/**
 * Wraps a Next config (object or function): in `next dev`, starts the content watcher and
 * has every page listen to it. Other phases get the config unchanged.
 * @param {import('next').NextConfig | ((phase: string, ctx: unknown) => unknown)} config
 */
export function withContentReload(config) {
  /** @type {Promise<{ port: number }> | undefined} */
  let started;
  return async (/** @type {string} */ phase, /** @type {unknown} */ ctx) => {
    const resolved = /** @type {import('next').NextConfig} */ (
      await (typeof config === 'function' ? config(phase, ctx) : config)
    );
    if (phase !== PHASE_DEVELOPMENT_SERVER) return resolved;
    // Next's dev server loads its config more than once; one watcher is enough.
    started ??= startContentReloadServer(process.env.CONTENT_DIR ?? 'content');
    const { port } = await started;
    return {
      ...resolved,
      // A free port, so two dev servers never clash; the client reads it from here.
      env: { ...resolved.env, CONTENT_RELOAD_PORT: String(port) },
      instrumentationClientInject: [...(resolved.instrumentationClientInject ?? []), CLIENT_MODULE],
    };
  };
}
