import { SECURITY_HEADERS } from '@/lib/security/headers';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTypeOf, createStaticServer } from '@/scripts/serve';

let root: string;
let base: string;
let close: () => void;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('index.html', 'home');
  write('404.html', 'missing');
  write('about.html', 'about');
  write('docs/intro/index.html', 'intro');
  write('docs/intro/index.txt', 'rsc');
  const server = createStaticServer(root, '');
  await new Promise<void>((resolve) => server.listen(0, resolve));
  base = `http://localhost:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe('static server', () => {
  it('answers a file, then path.html, then path/index.html', async () => {
    expect(await (await fetch(`${base}/about.html`)).text()).toBe('about');
    expect(await (await fetch(`${base}/about`)).text()).toBe('about');
    expect(await (await fetch(`${base}/docs/intro`)).text()).toBe('intro');
    expect(await (await fetch(`${base}/docs/intro/`)).text()).toBe('intro');
  });
  it('answers 404.html with status 404 for anything else', async () => {
    const response = await fetch(`${base}/nope/`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('missing');
  });
  it('answers HEAD like GET without a body', async () => {
    const response = await fetch(`${base}/docs/intro/index.txt`, {
      method: 'HEAD',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('content-length')).toBe('3');
    expect(await response.text()).toBe('');
  });
  it('gzips text for a client that accepts it, as deploy/nginx.conf does', async () => {
    const response = await fetch(`${base}/docs/intro/index.txt`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
  });
  it('sends the security headers and the cache rules of the deployed site', async () => {
    const page = await fetch(`${base}/docs/intro/`);
    expect(page.headers.get('content-security-policy')).toBe(SECURITY_HEADERS['Content-Security-Policy']);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });
  it('does not serve files outside its folder', async () => {
    expect((await fetch(`${base}/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
  });
});

describe('contentTypeOf', () => {
  it('knows every kind of file of the export', () => {
    for (const [file, type] of [
      ['a.html', 'text/html'],
      ['a.js', 'text/javascript'],
      ['a.css', 'text/css'],
      ['a.txt', 'text/plain'],
      ['a.svg', 'image/svg+xml'],
      ['a.json', 'application/json'],
      ['a.xml', 'application/xml'],
    ]) {
      expect(contentTypeOf(file!)).toContain(type!);
    }
  });
});
