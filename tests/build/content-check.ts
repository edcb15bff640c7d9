/**
 * The build's content check run on its own (`npm run check:content`, scripts/check-content.ts):
 * the same function `npm run build` stops on (checkContent), without starting `next build`,
 * writing public/ or the build cache, so it may run beside the builds. That the build itself
 * stops on what it finds is bad-content.test.ts's real `npm run build`.
 */
import { spawnSync } from 'node:child_process';

/** Checks the content of `dir` as the build does; its exit status and output. */
export function checkContentOf(dir: string): { status: number | null; output: string } {
  const result = spawnSync('node', ['scripts/run-bundled.mjs', 'scripts/check-content.ts'], {
    env: { ...process.env, CONTENT_DIR: dir, VIGIA_BUILD_CACHE: 'off', NEXT_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}
