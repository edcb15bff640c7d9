/**
 * `npm run build` runs scripts/build.ts bundled (scripts/run-bundled.mjs). A module in a
 * bundle must still find the files beside it, which the build's worker threads need.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleEntry, keptBundle, removeLeftBundles } from '@/scripts/run-bundled.mjs';
import { tempFolders, writeFile } from './temp-files';

const temp = tempFolders('vigia-bundle-');
const dir = temp.make();
afterAll(temp.clean);

const write = (file: string, text: string) => writeFile(path.join(dir, file), text);

/** Every file of a bundle, joined. */
function bundleText(outdir: string): string {
  return fs
    .readdirSync(outdir)
    .map((name) => fs.readFileSync(path.join(outdir, name), 'utf8'))
    .join('\n');
}

/** The packages (not Node's own modules) a bundle's entry loads through its static imports, its chunks' included. */
function packagesLoadedAtStart(outdir: string, entry: string): string[] {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = fs.readFileSync(path.join(outdir, file), 'utf8');
    for (const [, specifier] of text.matchAll(/^import\s*(?:[^'"()]*?\sfrom\s*)?["']([^"']+)["']/gm)) {
      if (specifier!.startsWith('./')) visit(specifier!.slice(2));
      else if (!specifier!.startsWith('node:')) packages.add(specifier!);
    }
  };
  visit(entry);
  return [...packages].sort();
}

describe('a TypeScript entry run bundled', () => {
  it("keeps each module's own import.meta.url, also in a module loaded later", async () => {
    const entry = write(
      'src/entry.ts',
      "export const entryUrl: string = import.meta.url;\nexport const later = () => import('./nested/where');\n",
    );
    const nested = write(
      'src/nested/where.ts',
      "export const whereUrl: string = import.meta.url;\nexport const worker = new URL('./worker.mjs', import.meta.url).href;\n",
    );
    const bundle = await bundleEntry(entry, path.join(dir, 'out-urls'));
    const loaded = (await import(pathToFileURL(bundle).href)) as {
      entryUrl: string;
      later: () => Promise<{ whereUrl: string; worker: string }>;
    };
    expect(loaded.entryUrl).toBe(pathToFileURL(entry).href);
    const where = await loaded.later();
    expect(where.whereUrl).toBe(pathToFileURL(nested).href);
    expect(where.worker).toBe(pathToFileURL(path.join(dir, 'src/nested/worker.mjs')).href);
  });

  it('runs a JavaScript entry too: the bundle it names is the one esbuild wrote', async () => {
    const entry = write('js/entry.mjs', 'export const answer = 42;\n');
    const bundle = await bundleEntry(entry, path.join(dir, 'out-js'));
    expect(((await import(pathToFileURL(bundle).href)) as { answer: number }).answer).toBe(42);
  });

  it('stops on another import.meta property, naming the file', async () => {
    const entry = write('dirname/entry.ts', 'export const here = import.meta.dirname;\n');
    await expect(bundleEntry(entry, path.join(dir, 'out-dirname'))).rejects.toThrow(
      /dirname\/entry\.ts: import\.meta\.dirname/,
    );
  });

  it("removes the bundles that runs which no longer run left behind, and keeps a running one's and the kept ones", () => {
    const bundles = path.join(dir, 'bundles');
    // A pid no process has (above Linux's largest), and this process's own.
    for (const name of ['4194400', String(process.pid), 'kept']) write(path.join('bundles', name, 'build.mjs'), '');
    removeLeftBundles(bundles);
    expect(fs.readdirSync(bundles).sort()).toEqual([String(process.pid), 'kept']);
  });

  it('runs the bundle a run made before while no file it was made from changed, and bundles again after an edit', async () => {
    const bundles = path.join(dir, 'kept-bundles');
    const entry = write('kept/entry.ts', "export const later = () => import('./later');\n");
    const later = write('kept/later.ts', "export { default as value } from './value.json';\n");
    const value = write('kept/value.json', '1\n');
    const first = await keptBundle(entry, bundles);
    expect(first.reused).toBe(false);
    const again = await keptBundle(entry, bundles);
    expect(again).toEqual({ file: first.file, reused: true });
    // A module loaded later and a JSON file are inputs too.
    for (const [file, text] of [
      [value, '2\n'],
      [later, 'export const value = 3;\n'],
    ] as const) {
      fs.writeFileSync(file, text);
      const edited = await keptBundle(entry, bundles);
      expect(edited.reused).toBe(false);
      expect(edited.file).not.toBe(first.file);
      const loaded = (await import(pathToFileURL(edited.file).href)) as { later: () => Promise<{ value: number }> };
      expect((await loaded.later()).value).toBe(Number(text.match(/\d/)![0]));
    }
    // Nothing is left in the run's own folder once published.
    expect(fs.readdirSync(path.join(bundles, String(process.pid)))).toEqual([]);
  });

  it("points the build's worker threads at the project's own worker entries and modules", async () => {
    const outdir = path.join(dir, 'out-build');
    await bundleEntry('scripts/build.ts', outdir);
    // What `npm run build` loads before it starts `next build`: no compiler (TypeScript
    // alone is half a CPU-second), only what that start needs; the rest is imported later.
    expect(packagesLoadedAtStart(outdir, 'build.mjs')).toEqual([]);
    const text = bundleText(outdir);
    expect(text).not.toMatch(/import\.meta/);
    // the precompile's own module and new URL('./thread-entry.mjs', …) (worker threads), the twins' and images' modules
    for (const file of [
      'scripts/precompile-mdx.ts',
      'scripts/threads.ts',
      'scripts/write-build-extras.ts',
      'scripts/draw-og-images.ts',
      'scripts/copy-katex-fonts.ts',
    ]) {
      expect(text, file).toContain(JSON.stringify(pathToFileURL(path.resolve(file)).href));
    }
  });
});

describe('npm run import:docusaurus, which runs bundled', () => {
  it('evaluates a sidebars.ts (TypeScript, through tsx for that file alone) and lays out its docs', () => {
    const site = path.join(dir, 'ts-site');
    write('ts-site/docs/intro.md', '---\ntitle: Intro\n---\nText.\n');
    write('ts-site/docs/guide.md', '---\ntitle: Guide\n---\nText.\n');
    write(
      'ts-site/sidebars.ts',
      "const sidebars: Record<string, unknown> = { main: ['guide', 'intro'] };\nexport default sidebars;\n",
    );
    const project = path.join(dir, 'ts-project');
    fs.mkdirSync(project);
    const result = spawnSync(
      'node',
      ['scripts/run-bundled.mjs', 'scripts/import-docusaurus.ts', site, '--default-locale', 'en', '--to', project],
      { encoding: 'utf8' },
    );
    expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
    expect(result.stdout).not.toMatch(/cannot be evaluated/);
    expect(fs.readFileSync(path.join(project, 'content/sidebar.json'), 'utf8')).toMatch(/"guide"[\s\S]*"intro"/);
  });
});
