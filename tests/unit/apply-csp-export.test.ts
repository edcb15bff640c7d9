/**
 * The policy step on an export (scripts/apply-csp.ts): on a small site it runs on the
 * build's own thread, beside the Open Graph images, and lets them go on between its pages.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyCspToExport } from '@/scripts/apply-csp';

let dir = '';
const savedCacheSetting = process.env.VIGIA_BUILD_CACHE;
const savedCacheDir = process.env.VIGIA_BUILD_CACHE_DIR;
// Put back by hand: vi.unstubAllEnvs has left a stubbed variable to later files of the worker in some runs.
afterEach(() => {
  if (savedCacheSetting === undefined) delete process.env.VIGIA_BUILD_CACHE;
  else process.env.VIGIA_BUILD_CACHE = savedCacheSetting;
  if (savedCacheDir === undefined) delete process.env.VIGIA_BUILD_CACHE_DIR;
  else process.env.VIGIA_BUILD_CACHE_DIR = savedCacheDir;
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

describe('the policy step on a page with text beyond ASCII', () => {
  it('keeps every byte of the text and hashes inline code and style attributes as the browser does, over UTF-8', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apply-csp-utf8-'));
    process.env.VIGIA_BUILD_CACHE = 'off';
    const script = 'self.título="Campañas 🎣 de phishing"';
    const style = 'font-family:"Añejo";color:#16181d';
    const html = page('Simulación de phishing · ñandú 🎣')
      .replace('<script>self.x=1</script>', `<script>${script}</script>`)
      .replace('<p>Texto.</p>', '<p style="font-family:&quot;Añejo&quot;;color:#16181d">Formación en línea.</p>');
    fs.writeFileSync(path.join(dir, 'index.html'), html);
    expect(await applyCspToExport(dir)).toEqual([]);
    const written = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
    expect(written).toContain('<h1>Simulación de phishing · ñandú 🎣</h1>');
    expect(written).toContain(`<script>${script}</script>`);
    expect(written).toContain('Formación en línea.');
    const policy = /content="([^"]*)"/.exec(written.slice(written.indexOf('Content-Security-Policy')))![1]!;
    expect(policy).toContain(hash(script));
    expect(policy).toContain(`'unsafe-hashes' ${hash(style)}`);
  });
});

describe('the policy step on a page an earlier build rewrote', () => {
  it('writes it as it was written then while the files it named are the same, and rewrites it when one changed', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apply-csp-memo-'));
    delete process.env.VIGIA_BUILD_CACHE;
    process.env.VIGIA_BUILD_CACHE_DIR = path.relative(process.cwd(), path.join(dir, 'cache'));
    const out = path.join(dir, 'out');
    const stylesheet = path.join(out, '_next', 'static', 'chunks', 'site.css');
    fs.mkdirSync(path.dirname(stylesheet), { recursive: true });
    fs.mkdirSync(path.join(out, 'a'));
    // A page as Next writes it: a stylesheet without integrity, and quotes a JSON copy would escape.
    const asNextWrote = page('a "entre comillas"').replace(
      '</title>',
      '</title><link rel="stylesheet" href="/_next/static/chunks/site.css"/>',
    );
    const pageFile = path.join(out, 'a', 'index.html');
    // As Next writes a page: a new file (its export starts by removing the folder).
    const run = async () => {
      fs.rmSync(pageFile, { force: true });
      fs.writeFileSync(pageFile, asNextWrote);
      const lines: string[] = [];
      const log = vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
      try {
        expect(await applyCspToExport(out)).toEqual([]);
      } finally {
        log.mockRestore();
      }
      return { page: fs.readFileSync(pageFile, 'utf8'), log: lines.join('\n') };
    };
    fs.writeFileSync(stylesheet, 'body{color:#16181d}');
    const first = await run();
    expect(first.page).toMatch(/<link rel="stylesheet" href="\/_next\/static\/chunks\/site.css" integrity="sha256-/);
    expect(first.log).toMatch(/0 as an earlier build wrote them/);
    const again = await run();
    expect(again.log).toMatch(/1 as an earlier build wrote them/);
    expect(again.page).toBe(first.page);
    // The memo keeps the page as a hard link to the export's file: one written in place since is not used.
    fs.appendFileSync(pageFile, '<!-- edited -->');
    const afterEdit = await run();
    expect(afterEdit.log).toMatch(/0 as an earlier build wrote them/);
    expect(afterEdit.page).toBe(first.page);
    fs.writeFileSync(stylesheet, 'body{color:#0b5c8a}');
    const changed = await run();
    expect(changed.log).toMatch(/0 as an earlier build wrote them/);
    expect(changed.page).not.toBe(first.page);
  });
});
