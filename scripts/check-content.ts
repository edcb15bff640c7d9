/**
 * `npm run check:content`: the content check of `npm run build` without the build: reads and
 * checks CONTENT_DIR and compiles its bodies (into the build cache, which the next build
 * reuses; VIGIA_BUILD_CACHE=off writes nothing), through the same function as the build
 * (checkContent). Prints what would stop the build and exits 1, or exits 0. It writes
 * nothing into public/, so it may run beside a build (tests/build/bad-content.test.ts).
 *
 * Usage: node scripts/run-bundled.mjs scripts/check-content.ts
 */
import { checkContent } from './precompile-mdx';

const result = await checkContent();
if ('failure' in result) {
  console.error(result.failure);
  process.exit(1);
}
