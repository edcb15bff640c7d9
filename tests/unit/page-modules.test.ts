/**
 * The modules of app/ (pages, layouts, route handlers) are what Next's render workers load,
 * each worker again, to collect page data and prerender. Every MDX body is compiled before
 * they run (scripts/precompile-mdx.ts), so they read compiles from the build cache: the
 * compiler and what only a compile runs must not load with them, only on a cache miss
 * (lib/mdx/index.ts, lib/mdx/html.ts load it then).
 */
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';

/** What a compile alone runs: the MDX compiler, Shiki, KaTeX, Mermaid's drawing, remark-rehype. */
const COMPILE_ONLY = [
  '@mdx-js/mdx',
  'shiki',
  '@shikijs/rehype',
  'katex',
  'rehype-katex',
  'rehype-slug',
  'remark-rehype',
  'hast-util-from-html',
  'mermaid',
  'mermaid-isomorphic',
  'playwright',
  'playwright-core',
];

/** Every page, layout and route module of app/. */
function routeModules(dir = 'app'): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeModules(file);
    return /^(page|layout|route|sitemap|robots|global-not-found|global-error|not-found)\.tsx?$/.test(entry.name)
      ? [file]
      : [];
  });
}

/**
 * The packages each module loads through static imports (its own and those of every module
 * it imports so), not through `import()`.
 */
async function packagesLoadedBy(entries: string[]): Promise<Map<string, Set<string>>> {
  const { metafile } = await esbuild.build({
    entryPoints: entries,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    splitting: true,
    outdir: 'out-unused',
    jsx: 'automatic',
    packages: 'external',
    alias: { '@': path.resolve('.') },
    external: ['@theme/*', '@docusaurus/*', '@site/*', '*.css'],
    logLevel: 'silent',
  });
  const loaded = new Map<string, Set<string>>();
  for (const entry of entries) {
    const packages = new Set<string>();
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const imported of metafile.inputs[file]?.imports ?? []) {
        if (imported.kind === 'dynamic-import') continue;
        if (imported.external) packages.add(imported.path);
        else visit(imported.path);
      }
    };
    visit(entry);
    loaded.set(entry, packages);
  }
  return loaded;
}

describe("app/'s modules, as Next's render workers load them", () => {
  it('hold no route handler or metadata route for `next build`: the build writes those files (lib/site-files.ts)', () => {
    // Each was an entry of Next's compile and page-data steps; `route.dev.ts` serves `next dev` alone.
    const fileRoutes = routeModules().filter((file) => /(^|\/)(route|sitemap|robots|manifest)\.tsx?$/.test(file));
    expect(fileRoutes).toEqual([]);
    expect(fs.existsSync('app/[locale]/blog/rss.xml/route.dev.ts')).toBe(true);
  });

  it('list the static params of content only once the precompile has ended (lib/static-params.ts)', () => {
    // Read beside the precompile, Next's page-data worker kept the content's garbage through it: a large site's peak.
    const listing = routeModules()
      .filter((file) => /function generateStaticParams/.test(fs.readFileSync(file, 'utf8')))
      .concat('app/_views/content-route.tsx');
    const ungated = listing.filter((file) => {
      const source = fs.readFileSync(file, 'utf8');
      return (
        !/function generateStaticParams\([^)]*\)\s*\{\s*return staticParamsOf\(/.test(source) &&
        !/return PREFIXED_LOCALES\b/.test(source)
      );
    });
    expect(listing.length).toBeGreaterThan(5);
    expect(ungated).toEqual([]);
  });

  it('load neither the MDX compiler nor what only a compile runs (Shiki, KaTeX, Mermaid)', async () => {
    const entries = routeModules();
    expect(entries).toEqual(
      expect.arrayContaining(['app/[locale]/docs/[[...slug]]/page.tsx', 'app/[locale]/blog/page.tsx']),
    );
    const loaded = await packagesLoadedBy(entries);
    const found = [...loaded].flatMap(([entry, packages]) =>
      [...packages]
        .filter((name) => COMPILE_ONLY.some((only) => name === only || name.startsWith(`${only}/`)))
        .map((name) => `${entry}: ${name}`),
    );
    expect(found).toEqual([]);
    // The check sees a static import of the compiler where there is one.
    expect([...(await packagesLoadedBy(['lib/mdx/plugins.ts'])).get('lib/mdx/plugins.ts')!]).toContain('shiki');
  });
});
