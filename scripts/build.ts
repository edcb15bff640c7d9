/**
 * `npm run build`, in one process (one start-up of tsx, where the steps took three):
 * 1. the files `next build` exports and hashes into the build id go into public/ (KaTeX's
 *    fonts, the files beside content);
 * 2. `next build` starts, and beside it the content check and MDX precompile
 *    (scripts/precompile-mdx.ts): Next compiles the app meanwhile (13 s clean, 2.5 s warm),
 *    and its pages wait for the step (precompileSettled in lib/mdx/compile-cache.ts) before
 *    they read a compile. The two print as they go, so their lines interleave (the bench
 *    times each from them); bad content stops `next build` and prints every content error;
 * 3. the post-build steps (scripts/post-build.ts), or with `--csp-only` the policy alone
 *    (the /vigia/ fixture's export, which needs neither twins, images nor search).
 *
 * Usage: tsx scripts/build.ts [out] [--csp-only]   (NEXT_DIST_DIR=out-vigia to export there)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PRECOMPILE_PENDING_VARIABLE } from '../lib/mdx/compile-cache';
import { syncAssets } from './copy-content-assets';
import { copyKatexFonts } from './copy-katex-fonts.mjs';

const args = process.argv.slice(2);
const outDir = args.find((arg) => !arg.startsWith('--')) ?? 'out';
const cspOnly = args.includes('--csp-only');

/** Stops `next build` and everything it started (its render workers). */
function stop(child: ChildProcess): void {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

async function main(): Promise<number> {
  console.log(copyKatexFonts());
  console.log(syncAssets());
  const pending = path.join(os.tmpdir(), `vigia-precompile-${process.pid}`);
  fs.writeFileSync(pending, '');
  // Its own process group, so that a failure or a Ctrl+C stops its workers too.
  const next = spawn(path.resolve('node_modules/.bin/next'), ['build'], {
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, [PRECOMPILE_PENDING_VARIABLE]: pending },
  });
  const exited = new Promise<number>((resolve) => {
    next.on('error', (error) => (console.error(`next build: ${error.message}`), resolve(1)));
    next.on('close', (code) => resolve(code ?? 1));
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => (stop(next), fs.rmSync(pending, { force: true }), process.exit(130)));

  // Loaded once `next build` runs: the content model and the MDX pipeline take a second.
  const { formatContentErrors, precompileContent } = await import('./precompile-mdx');
  // What stops the build here: the content model's errors (thrown), or the compiles' (listed).
  const precompiled = await precompileContent().then(
    ({ errors, content }) => (errors.length > 0 ? { failure: formatContentErrors(errors) } : { content }),
    (error: unknown) => ({ failure: error instanceof Error ? error.message : String(error) }),
  );
  // Stopped before the pending file goes, so that no page compiles for itself meanwhile.
  if ('failure' in precompiled) stop(next);
  fs.rmSync(pending, { force: true });
  if ('failure' in precompiled) {
    console.error(precompiled.failure);
    return 1;
  }
  const code = await exited;
  if (code !== 0) return code;
  if (cspOnly) {
    const { applyCspToExport, reportExportProblems } = await import('./apply-csp');
    reportExportProblems(applyCspToExport(outDir));
  } else {
    // The content the precompile step read and checked: not read again.
    await (await import('./post-build')).runPostBuild(outDir, precompiled.content);
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
