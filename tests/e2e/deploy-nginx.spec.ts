import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from './fixtures';
import { findNginx } from '../../scripts/nginx';
import { IMMUTABLE_CACHE, SECURITY_HEADERS } from '../../lib/security/headers';

/** The shipped deploy/nginx.conf, run in a real nginx with only listen and root changed, as a deployer would. */
const PORT = Number(process.env.E2E_PORT ?? 4173) + 50;
const origin = `http://127.0.0.1:${PORT}`;
let nginx: ChildProcess | undefined;
let prefix = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const binary = findNginx();
  if (!binary) throw new Error('nginx not found: npm run test:e2e installs it (scripts/ensure-nginx.ts)');
  prefix = mkdtempSync(join(tmpdir(), 'vigia-nginx-'));
  const server = readFileSync('deploy/nginx.conf', 'utf8')
    .replace(/^(\s*)listen .*;$/m, `$1listen 127.0.0.1:${PORT};`)
    .replace(/^(\s*)root .*;$/m, `$1root ${resolve('out')};`);
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `daemon off;\npid ${prefix}/nginx.pid;\nerror_log ${prefix}/error.log;\nevents {}\nhttp {\n  access_log off;\n  client_body_temp_path ${prefix};\n  proxy_temp_path ${prefix};\n  fastcgi_temp_path ${prefix};\n  uwsgi_temp_path ${prefix};\n  scgi_temp_path ${prefix};\n${server}\n}\n`,
  );
  nginx = spawn(binary, ['-p', prefix, '-c', join(prefix, 'nginx.conf')], { stdio: 'ignore' });
  for (let i = 0; i < 50; i++) {
    if (
      await fetch(`${origin}/`).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nginx did not start: ${readFileSync(join(prefix, 'error.log'), 'utf8')}`);
});

test.afterAll(() => {
  nginx?.kill();
  if (prefix) rmSync(prefix, { recursive: true, force: true });
});

test('nginx answers every address form as the static host does, and unknown ones with 404.html', async () => {
  for (const path of [
    '/',
    '/en/',
    '/docs/intro/',
    '/docs/intro',
    '/docs/intro/index.html',
    '/en/blog/rss.xml',
    '/sitemap.xml',
    '/docs/intro/index.txt',
  ]) {
    expect((await fetch(`${origin}${path}`, { redirect: 'manual' })).status, path).toBe(200);
  }
  const missing = await fetch(`${origin}/docs/no-such-page/`);
  expect(missing.status).toBe(404);
  expect(await missing.text()).toContain('<meta http-equiv="Content-Security-Policy"');
  expect((await fetch(`${origin}/blog/rss.xml`)).headers.get('content-type')).toMatch(/^application\/xml/);
});

test('nginx sends every security header, on pages and on the 404', async () => {
  for (const path of ['/docs/intro/', '/no-such-page/', '/favicon.svg']) {
    const response = await fetch(`${origin}${path}`);
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(response.headers.get(name), `${path} ${name}`).toBe(value);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  }
});

test('nginx caches hashed build files for a year, revalidates the rest, and gzips text', async () => {
  const html = await fetch(`${origin}/docs/intro/`, { headers: { 'accept-encoding': 'gzip' } });
  expect(html.headers.get('cache-control')).toBe('no-cache');
  expect(html.headers.get('content-encoding')).toBe('gzip');
  const chunk = (await html.text()).match(/\/_next\/static\/chunks\/[\w-]+\.js/)![0];
  const script = await fetch(`${origin}${chunk}`, { headers: { 'accept-encoding': 'gzip' } });
  expect(script.headers.get('cache-control')).toBe(IMMUTABLE_CACHE);
  expect(script.headers.get('content-encoding')).toBe('gzip');
  for (const path of [
    '/docs/intro/index.txt',
    '/blog/feed.json',
    '/pagefind/pagefind.js',
    '/pagefind/pagefind-entry.json',
  ]) {
    expect((await fetch(`${origin}${path}`)).headers.get('cache-control'), path).toBe('no-cache');
  }
});

test('a page served by nginx runs with no Content-Security-Policy violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(`${origin}/docs/intro/`, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});
