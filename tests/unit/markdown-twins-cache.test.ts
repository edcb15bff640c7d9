import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadContent } from '@/lib/content';
import { cacheMarkdownTwins, loadAllMessages, writeMarkdownTwins } from '@/scripts/write-build-extras';

const CACHE_DIR = `.scratch/twins-cache-test-${process.pid}`;
const outDirs: string[] = [];
afterAll(() => {
  fs.rmSync(CACHE_DIR, { recursive: true, force: true });
  for (const dir of outDirs) fs.rmSync(dir, { recursive: true, force: true });
  delete process.env.VIGIA_BUILD_CACHE_DIR;
  delete process.env.VIGIA_BUILD_CACHE;
});

function markdownFiles(dir: string): Record<string, string> {
  return Object.fromEntries(
    fs.readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && (e.name.endsWith('.md') || e.name === 'llms.txt'))
      .map((e) => [path.relative(dir, path.join(e.parentPath, e.name)), fs.readFileSync(path.join(e.parentPath, e.name), 'utf8')]),
  );
}

async function exportTwins(): Promise<{ files: Record<string, string>; line: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigia-twins-'));
  outDirs.push(dir);
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    await writeMarkdownTwins(dir, await loadAllMessages(), loadContent());
    return { files: markdownFiles(dir), line: String(log.mock.calls.at(-1)?.[0]) };
  } finally {
    log.mockRestore();
  }
}

describe('Markdown twins made while next build runs', () => {
  it('are the ones the post-build step then copies from the build cache, the same as twins made without a cache', async () => {
    process.env.VIGIA_BUILD_CACHE = 'off';
    const uncached = await exportTwins();
    delete process.env.VIGIA_BUILD_CACHE;
    process.env.VIGIA_BUILD_CACHE_DIR = CACHE_DIR;

    cacheMarkdownTwins(await loadAllMessages(), loadContent());
    const copied = await exportTwins();
    const count = Object.keys(copied.files).length - 1;
    expect(count).toBeGreaterThan(20);
    expect(copied.line).toMatch(new RegExp(`^Wrote ${count} Markdown twins \\(${count} from the build cache\\)`));
    expect(copied.files).toEqual(uncached.files);
  });
});
