/**
 * `npm run check:content`: the content check of `npm run build` without the build: reads and
 * checks CONTENT_DIR and compiles its bodies (into the build cache, which the next build
 * reuses; VIGIA_BUILD_CACHE=off writes nothing), through the same function as the build
 * (checkContent). Prints what would stop the build and exits 1, or exits 0. It writes
 * nothing into public/, so it may run beside a build (tests/build/bad-content.test.ts). Like the
 * build, it reads site.json's addresses first: the compiles and the cut versions it finds
 * unchanged since a build (not checked again) are then those of the build.
 *
 * Usage: node scripts/run-bundled.mjs scripts/check-content.ts
 */
import { applySiteEnv } from '../lib/site-config/file.mjs';

applySiteEnv();
// Loaded once the environment holds site.json's addresses, as in scripts/build.ts.
const { checkContent } = await import('./precompile-mdx');
const result = await checkContent();
if ('failure' in result) {
  console.error(result.failure);
  process.exit(1);
}
