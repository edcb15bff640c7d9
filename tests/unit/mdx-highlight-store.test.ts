/**
 * Shiki's output is kept in the build cache (lib/mdx/plugins.ts): a rebuild after an edit of
 * a doc's prose compiles the doc again, and must not highlight its unchanged code blocks again.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createProcessor } from '@mdx-js/mdx';
import { afterAll, describe, expect, it } from 'vitest';
import { createMdxFile } from '@/lib/mdx';
import { REHYPE_PLUGINS, REMARK_PLUGINS } from '@/lib/mdx/plugins';

const dirs = [1, 2].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'vigia-highlights-')));
const previous = process.env.VIGIA_BUILD_CACHE_DIR;
afterAll(() => {
  if (previous === undefined) delete process.env.VIGIA_BUILD_CACHE_DIR;
  else process.env.VIGIA_BUILD_CACHE_DIR = previous;
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});
/** The build cache a build in another folder would have (buildCacheDir reads the variable relative to the project). */
const useCacheIn = (dir: string) => (process.env.VIGIA_BUILD_CACHE_DIR = path.relative(process.cwd(), dir));

const CODE = '```ts\nconst respuestaDelServidor = 42;\n```\n';
async function compile(prose: string): Promise<string> {
  const processor = createProcessor({
    outputFormat: 'function-body',
    remarkPlugins: REMARK_PLUGINS,
    rehypePlugins: REHYPE_PLUGINS,
  });
  const source = { file: 'content/es/docs/codigo.mdx', locale: 'es' as const, body: `${prose}\n\n${CODE}` };
  return String(await processor.process(createMdxFile(source, new Set(['/']))));
}

/** Every stored highlight of the cache in `dir`. */
const storedFiles = (dir: string) =>
  fs
    .readdirSync(path.join(dir, 'shiki'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));

describe('highlighted code kept in the build cache', () => {
  it('reads a block back in a later build instead of highlighting it again', async () => {
    const [first, other] = dirs as [string, string];
    useCacheIn(first);
    expect(await compile('Antes.')).toContain('respuestaDelServidor');
    const stored = storedFiles(first);
    expect(stored).toHaveLength(1);
    // What the later build reads is what the cache holds, not a new highlight: marked here.
    fs.writeFileSync(stored[0]!, fs.readFileSync(stored[0]!, 'utf8').replace('respuestaDelServidor', 'leidaDeLaCache'));
    // Another build's cache, then this one's again: the process's own copies are not used across caches.
    useCacheIn(other);
    expect(await compile('Después.')).toContain('respuestaDelServidor');
    useCacheIn(first);
    const later = await compile('Después de editar.');
    expect(later).toContain('leidaDeLaCache');
    expect(later).not.toContain('respuestaDelServidor');
  });
});
