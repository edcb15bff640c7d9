#!/usr/bin/env node
/**
 * Serves a static export the way a plain static host does, with no rewrites and no
 * redirects: for a path it tries the file, then `path.html`, then `path/index.html`,
 * else it answers `404.html` with status 404. HEAD is answered like GET, without a body.
 * Used by `npm start` and by the end-to-end tests, so both see what a host serves. It sends
 * the headers and cache rules of deploy/nginx.conf (lib/security/headers.ts) and gzips
 * text, so `npm start` behaves as deployed.
 *
 * Usage: node scripts/run-bundled.mjs scripts/serve.ts [dir=out] [port=3000]   (BASE_PATH=/sub serves under /sub)
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { COMPRESSIBLE, SECURITY_HEADERS, cacheControlOf } from '../lib/security/headers';
import { isEntryModule } from './is-entry-module';

/** Content type of each extension the export holds. */
export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  // Next.js route data (RSC payloads) that the client router prefetches and fetches.
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  // Downloads authors keep beside their docs (lib/content/assets.ts), published under /assets/.
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
  '.csv': 'text/csv; charset=utf-8',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pagefind': 'application/octet-stream',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
};

/** The content type of a file name; every file the export holds has one. */
export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

function isFile(file: string) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The file a request path resolves to, or undefined (then 404.html).
 * @param {string} root absolute directory of the export
 * @param {string} urlPath decoded path below the base path, starting with `/`
 */
export function resolveFile(root: string, urlPath: string): string | undefined {
  const target = path.normalize(path.join(root, urlPath));
  if (target !== root && !target.startsWith(root + path.sep)) return undefined;
  const trimmed = target.endsWith(path.sep) ? target.slice(0, -1) : target;
  const candidates = urlPath.endsWith('/')
    ? [path.join(trimmed, 'index.html')]
    : [trimmed, `${trimmed}.html`, path.join(trimmed, 'index.html')];
  return candidates.find(isFile);
}

/** Gzipped bytes of a file, computed once per version of it. */
const gzipCache = new Map<string, Buffer>();
function gzipped(file: string) {
  const { mtimeMs, size } = fs.statSync(file);
  const key = `${file}:${mtimeMs}:${size}`;
  let body = gzipCache.get(key);
  if (!body) {
    body = zlib.gzipSync(fs.readFileSync(file), { level: 6 });
    gzipCache.set(key, body);
  }
  return body;
}

/** Creates the server; `basePath` is '' or a sub-path such as `/docs-site`. */
export function createStaticServer(dir: string, basePath = ''): http.Server {
  const root = path.resolve(dir);
  return http.createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    let urlPath;
    try {
      urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      urlPath = undefined;
    }
    let file;
    if (urlPath !== undefined && (basePath === '' || urlPath === basePath || urlPath.startsWith(`${basePath}/`))) {
      file = resolveFile(root, urlPath.slice(basePath.length) || '/');
    }
    const status = file ? 200 : 404;
    file ??= path.join(root, '404.html');
    if (!isFile(file)) {
      res
        .writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
        .end(req.method === 'HEAD' ? undefined : 'Not found\n');
      return;
    }
    const gzip =
      COMPRESSIBLE.includes(path.extname(file).toLowerCase()) &&
      /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = gzip ? gzipped(file) : fs.readFileSync(file);
    const pathBelowBase = (urlPath ?? '/').slice(basePath.length) || '/';
    res.writeHead(status, {
      ...SECURITY_HEADERS,
      'Content-Type': contentTypeOf(file),
      'Content-Length': body.length,
      'Cache-Control': status === 200 ? cacheControlOf(pathBelowBase) : 'no-cache',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      Vary: 'Accept-Encoding',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
}

const isMain = isEntryModule(import.meta.url);
if (isMain) {
  const dir = process.argv[2] ?? 'out';
  const port = Number(process.argv[3] ?? process.env.PORT ?? 3000);
  const basePath = (process.env.BASE_PATH ?? '').replace(/\/$/, '');
  if (!isFile(path.join(dir, 'index.html'))) {
    console.error(`${dir}/index.html not found: run \`npm run build\` first.`);
    process.exit(1);
  }
  createStaticServer(dir, basePath).listen(port, () => {
    console.log(`Serving ${dir}/ at http://localhost:${port}${basePath}/`);
  });
}
