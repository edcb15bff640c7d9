import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * The modules under test, imported afresh: the files of a Vitest worker share one module
 * registry (vitest.config.ts), and the compile cache keeps the folder it first opened, which
 * a file run before this one may have opened at the default folder, where a build running
 * beside the tests stores the same compiles (then nothing here would compile).
 */
async function importFresh() {
  vi.resetModules();
  const [content, mdx, sources, compileCache, routes, precompile, extras, twins] = await Promise.all([
    import('@/lib/content'),
    import('@/lib/mdx'),
    import('@/lib/mdx/compile-sources'),
    import('@/lib/mdx/compile-cache'),
    import('@/lib/routes'),
    import('@/scripts/precompile-mdx'),
    import('@/scripts/write-build-extras'),
    import('@/scripts/write-twins'),
  ]);
  return { ...content, ...mdx, ...sources, ...compileCache, ...routes, ...precompile, ...extras, ...twins };
}
let m: Awaited<ReturnType<typeof importFresh>>;
// Importing lib/, Shiki and the MDX compiler afresh took over Vitest's 10 s for a hook on a loaded machine.
beforeAll(async () => {
  m = await importFresh();
}, 60_000);

const CACHE_DIR = `.scratch/twins-cache-test-${process.pid}`;
const PRECOMPILE_CACHE_DIR = `.scratch/twins-precompile-test-${process.pid}`;
const outDirs: string[] = [];
afterAll(() => {
  fs.rmSync(CACHE_DIR, { recursive: true, force: true });
  fs.rmSync(PRECOMPILE_CACHE_DIR, { recursive: true, force: true });
  for (const dir of outDirs) fs.rmSync(dir, { recursive: true, force: true });
  delete process.env.VIGIA_BUILD_CACHE_DIR;
  delete process.env.VIGIA_BUILD_CACHE;
  // The files after this one get modules that have not opened the folders removed above.
  vi.resetModules();
});

function markdownFiles(dir: string): Record<string, string> {
  return Object.fromEntries(
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && (e.name.endsWith('.md') || e.name === 'llms.txt'))
      .map((e) => [
        path.relative(dir, path.join(e.parentPath, e.name)),
        fs.readFileSync(path.join(e.parentPath, e.name), 'utf8'),
      ]),
  );
}

async function exportTwins(): Promise<{ files: Record<string, string>; line: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigia-twins-'));
  outDirs.push(dir);
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    await m.writeMarkdownTwins(dir, await m.loadAllMessages(), m.loadContent());
    return { files: markdownFiles(dir), line: String(log.mock.calls.at(-1)?.[0]) };
  } finally {
    log.mockRestore();
  }
}

/** The twins exported without a cache: made once, what both cached exports must equal. */
let uncachedExport: ReturnType<typeof exportTwins> | undefined;
async function exportUncached(): ReturnType<typeof exportTwins> {
  process.env.VIGIA_BUILD_CACHE = 'off';
  try {
    return await exportTwins();
  } finally {
    delete process.env.VIGIA_BUILD_CACHE;
  }
}

/**
 * Exports the twins without a cache (once for the file), then with `cacheDir` after `fill` stored twins in it,
 * and checks the second export copied every twin from the cache and matches the first.
 */
async function expectEveryTwinCopiedFromCache(cacheDir: string, fill: () => Promise<void>): Promise<void> {
  const uncached = await (uncachedExport ??= exportUncached());
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
    await expectEveryTwinCopiedFromCache(CACHE_DIR, async () =>
      m.cacheMarkdownTwins(await m.loadAllMessages(), m.loadContent()),
    );
  });
});

describe('Markdown twins made by the MDX precompile from its own parse', () => {
  it('are every twin the post-build step then copies from the build cache, the same as twins made without a cache', async () => {
    await expectEveryTwinCopiedFromCache(PRECOMPILE_CACHE_DIR, async () => {
      const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
      try {
        expect((await m.precompileContent(await m.loadAllMessages())).errors).toEqual([]);
      } finally {
        log.mockRestore();
      }
    });
  });

  it('leave the compile the same as a compile that makes no twin (the twin only reads the tree)', async () => {
    const content = m.loadContent();
    const routeKeys = m.buildRouteKeys(content);
    // The doc with the most to convert: admonitions, links and code.
    const source = m.listBodySources(content).find((s) => s.body.includes(':::') && s.body.includes('](/'))!;
    // The compile cache keeps the folder it first opened (the test above's): its entry goes before each compile.
    process.env.VIGIA_BUILD_CACHE_DIR = PRECOMPILE_CACHE_DIR;
    const key = m.compileKeyOf(source, routeKeys, content.assets)!;
    const compileOnce = async (onParsed?: Parameters<typeof m.precompileMdx>[3]) => {
      fs.rmSync(path.join(PRECOMPILE_CACHE_DIR, 'mdx', key.slice(0, 2), key), { force: true });
      expect(await m.precompileMdx(source, routeKeys, content.assets, onParsed)).toBe(true);
      return m.readCompiled(key);
    };
    const { jobs, siteContext } = m.planTwinJobs('', await m.loadAllMessages(), content);
    const job = jobs.find((j) => j.twin.file === source.file && j.twin.locale === source.locale)!;
    let read = 0;
    const tapped = await compileOnce((tree) => {
      read++;
      m.cacheTwinOfTree(tree, job, siteContext);
    });
    const plain = await compileOnce();
    expect(read).toBe(1);
    expect(tapped?.code.length).toBeGreaterThan(1000);
    expect(tapped).toEqual(plain);
  });
});
