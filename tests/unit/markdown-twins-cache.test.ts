import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadContent } from '@/lib/content';
import { precompileMdx } from '@/lib/mdx';
import { listBodySources } from '@/lib/mdx/compile-sources';
import { readCompiled, compileKeyOf } from '@/lib/mdx/compile-cache';
import { buildRouteKeys } from '@/lib/routes';
import { precompileContent } from '@/scripts/precompile-mdx';
import { cacheMarkdownTwins, writeMarkdownTwins } from '@/scripts/write-build-extras';
import { cacheTwinOfTree, loadAllMessages, planTwinJobs } from '@/scripts/write-twins';

const CACHE_DIR = `.scratch/twins-cache-test-${process.pid}`;
const PRECOMPILE_CACHE_DIR = `.scratch/twins-precompile-test-${process.pid}`;
const outDirs: string[] = [];
afterAll(() => {
  fs.rmSync(CACHE_DIR, { recursive: true, force: true });
  fs.rmSync(PRECOMPILE_CACHE_DIR, { recursive: true, force: true });
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

/**
 * Exports the twins without a cache, then with `cacheDir` after `fill` stored twins in it,
 * and checks the second export copied every twin from the cache and matches the first.
 */
async function expectEveryTwinCopiedFromCache(cacheDir: string, fill: () => Promise<void>): Promise<void> {
  process.env.VIGIA_BUILD_CACHE = 'off';
  const uncached = await exportTwins();
  delete process.env.VIGIA_BUILD_CACHE;
  process.env.VIGIA_BUILD_CACHE_DIR = cacheDir;
  await fill();
  const copied = await exportTwins();
  const count = Object.keys(copied.files).length - 1;
  expect(count).toBeGreaterThan(20);
  expect(copied.line).toMatch(new RegExp(`^Wrote ${count} Markdown twins \\(${count} from the build cache\\)`));
  expect(copied.files).toEqual(uncached.files);
}

describe('Markdown twins made while next build runs', () => {
  it('are the ones the post-build step then copies from the build cache, the same as twins made without a cache', async () => {
    await expectEveryTwinCopiedFromCache(CACHE_DIR, async () => cacheMarkdownTwins(await loadAllMessages(), loadContent()));
  });
});

describe('Markdown twins made by the MDX precompile from its own parse', () => {
  it('are every twin the post-build step then copies from the build cache, the same as twins made without a cache', async () => {
    await expectEveryTwinCopiedFromCache(PRECOMPILE_CACHE_DIR, async () => {
      const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
      try {
        expect((await precompileContent(await loadAllMessages())).errors).toEqual([]);
      } finally {
        log.mockRestore();
      }
    });
  });

  it('leave the compile the same as a compile that makes no twin (the twin only reads the tree)', async () => {
    const content = loadContent();
    const routeKeys = buildRouteKeys(content);
    // The doc with the most to convert: admonitions, links and code.
    const source = listBodySources(content).find((s) => s.body.includes(':::') && s.body.includes('](/'))!;
    // The compile cache keeps the folder it first opened (the test above's): its entry goes before each compile.
    process.env.VIGIA_BUILD_CACHE_DIR = PRECOMPILE_CACHE_DIR;
    const key = compileKeyOf(source, routeKeys, content.assets)!;
    const compileOnce = async (onParsed?: Parameters<typeof precompileMdx>[3]) => {
      fs.rmSync(path.join(PRECOMPILE_CACHE_DIR, 'mdx', key.slice(0, 2), key), { force: true });
      expect(await precompileMdx(source, routeKeys, content.assets, onParsed)).toBe(true);
      return readCompiled(key);
    };
    const { jobs, siteContext } = planTwinJobs('', await loadAllMessages(), content);
    const job = jobs.find((j) => j.twin.file === source.file && j.twin.locale === source.locale)!;
    let read = 0;
    const tapped = await compileOnce((tree) => {
      read++;
      cacheTwinOfTree(tree, job, siteContext);
    });
    const plain = await compileOnce();
    expect(read).toBe(1);
    expect(tapped?.code.length).toBeGreaterThan(1000);
    expect(tapped).toEqual(plain);
  });
});
