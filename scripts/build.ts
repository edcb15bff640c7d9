/**
 * `npm run build`, in one process (one start-up of Node, where the steps took three; the
 * process runs this file bundled, scripts/run-bundled.mjs):
 * 1. `next build` starts first (its start-up and config take a second), in generate mode
 *    when its compile can be reused (below);
 * 2. meanwhile the files it exports go into public/ (KaTeX's fonts, the files beside
 *    content: Next copies public/ at the end of its export), then the content check and
 *    MDX precompile (scripts/precompile-mdx.ts) run while Next compiles the app; its pages wait for the step (precompileSettled in lib/mdx/compile-cache.ts)
 *    before they read a compile. The two print as they go, so their lines interleave (the
 *    bench times each from them); bad content stops `next build` and prints every content error;
 * 3. the precompile makes the Markdown twin of each body it compiles from the same parse;
 *    once the content is checked, and while Next still runs, the others (bodies an earlier
 *    build compiled) go into the build cache (this process would be idle);
 * 4. meanwhile too, the files beside the pages (feeds, sidebars, KaTeX's stylesheet, sitemap:
 *    lib/site-files.ts) are made, to be written once Next has exported the pages;
 * 5. the post-build steps (scripts/post-build.ts), or with `--csp-only` the export's shape,
 *    its files and the policy alone (the `valid` fixture's export, which needs neither twins,
 *    images nor search).
 *
 * When no compiled input changed since the last build in the same output folder (an author
 * edited content only), `next build` reuses that compile and only prerenders
 * (`--experimental-build-mode=generate`): Turbopack's compile, seconds even with nothing
 * to do, is skipped. The export is the same (tests/build/warm-rebuild.test.ts); `rm -rf .next`
 * forces a full build.
 *
 * Usage: node scripts/run-bundled.mjs scripts/build.ts [out] [--csp-only]
 *   (NEXT_DIST_DIR=out-fixture to export there; `node --import tsx scripts/build.ts` does the
 *   same, about a second slower on a warm rebuild)
 */
// First: V8's tiering for this process, before the modules it runs (scripts/v8-tiering.mjs).
import './v8-tiering.mjs';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NEXT_BUILD_DIR } from '../lib/build-cache';
import type { ContentSet } from '../lib/content';
import { CONTENT_SNAPSHOT_VARIABLE, writeContentSnapshot } from '../lib/content/snapshot';
import type { VersionPages } from './version-pages';
import { PRECOMPILE_PENDING_VARIABLE } from '../lib/mdx/compile-cache';
import { COMPILED_MARK, buildIdOfInputs, compileIsReusable } from './build-id.mjs';
import { copyKatexFonts } from './copy-katex-fonts';
import { nextNodeOptions } from './threads';
import { applySiteEnv } from '../lib/site-config/file.mjs';
import { writeSiteModules } from './write-site-modules';
import type { AllMessages } from './write-twins';

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
  // site.json's addresses, before anything reads lib/site.ts (the post-build steps, `next build`).
  applySiteEnv();
  // The registry Next bundles a site's own components through must be there before it compiles.
  for (const problem of writeSiteModules()) console.warn(`Warning: ${problem}`);
  // The compile's mark goes with the compile, not with the export.
  const distDir = NEXT_BUILD_DIR;
  const buildId = buildIdOfInputs();
  const reuseCompile = compileIsReusable(distDir, buildId);
  const mark = path.join(distDir, COMPILED_MARK);
  if (reuseCompile) {
    console.log(
      `Next.js: no compiled input changed since the last build in ${distDir}/ (build id ${buildId}): its compile is reused, the pages are prerendered again.`,
    );
    // Next's export reads the list of prerendered pages through `require`, which keeps the
    // first copy it read: with last build's list still there, a page added since was left
    // out of the export and one removed since was exported. Without it, it reads this build's.
    fs.rmSync(path.join(distDir, 'prerender-manifest.json'), { force: true });
  } else {
    // A compile that does not end well leaves no mark.
    fs.rmSync(mark, { force: true });
  }
  const pending = path.join(os.tmpdir(), `vigia-precompile-${process.pid}`);
  // The content this process checks, for Next's workers to read rather than parse again (getContent).
  const snapshot = path.join(os.tmpdir(), `vigia-content-${process.pid}`);
  // Its pages wait while this process runs and the file is there (waitForPrecompile).
  fs.writeFileSync(pending, String(process.pid));
  // Its own process group, so that a failure or a Ctrl+C stops its workers too.
  const next = spawn(
    path.resolve('node_modules/.bin/next'),
    ['build', ...(reuseCompile ? ['--experimental-build-mode=generate'] : [])],
    {
      detached: true,
      stdio: ['ignore', 'inherit', 'inherit'],
      // No telemetry: a build of the site sends nothing anywhere (Next's would post usage data).
      // Its render workers take NODE_OPTIONS too: a larger young generation, a capped old one (scripts/threads.ts).
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        NODE_OPTIONS: nextNodeOptions(process.env.NODE_OPTIONS),
        [PRECOMPILE_PENDING_VARIABLE]: pending,
        [CONTENT_SNAPSHOT_VARIABLE]: snapshot,
      },
    },
  );
  const exited = new Promise<number>((resolve) => {
    next.on('error', (error) => (console.error(`next build: ${error.message}`), resolve(1)));
    next.on('close', (code) => resolve(code ?? 1));
  });
  // Gone however the build ends (a content error, Next's, success or a signal).
  const removeTemporaryFiles = () => {
    fs.rmSync(pending, { force: true });
    fs.rmSync(snapshot, { force: true });
  };
  process.on('exit', removeTemporaryFiles);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => (stop(next), removeTemporaryFiles(), process.exit(130)));

  // Loaded once `next build` runs, as is all that reads content.
  const steps = await Promise.all([
    import('./copy-content-assets'),
    import('./precompile-mdx'),
    import('./write-twins').then((twins) => twins.loadAllMessages()),
  ]).then(
    ([assets, precompile, messages]) => {
      console.log(copyKatexFonts());
      console.log(assets.syncAssets());
      return { ...precompile, messages };
    },
    (error: unknown) => ({ failure: error instanceof Error ? error.message : String(error) }),
  );

  // What stops the build here: a file of public/ it could not write, the content model's
  // errors (thrown), or the compiles' (listed).
  const precompiled =
    'failure' in steps ? steps : await steps.checkContent(cspOnly ? undefined : steps.messages, buildId);
  // Which cut versions' pages are restored, not prerendered: written before the pages read it.
  const versionPages = await import('./version-pages');
  let versionPlan: VersionPages[] = [];
  if (!('failure' in precompiled)) {
    try {
      versionPlan = versionPages.planVersionPages(precompiled.content, buildId, distDir);
    } catch (error) {
      // Nothing restored: every version is prerendered.
      console.warn(`Warning: docs versions' stored pages not read: ${error instanceof Error ? error.message : error}`);
    }
  }
  // Stopped before the pending file goes, so that no page compiles for itself meanwhile.
  if ('failure' in precompiled) stop(next);
  // Written before the pending file goes: the pages read content only once it has.
  else writeContentSnapshot(snapshot, precompiled.content);
  fs.rmSync(pending, { force: true });
  if ('failure' in precompiled) {
    console.error(precompiled.failure);
    return 1;
  }
  // (`steps` failed only if `precompiled` did: said for the type checker.)
  if ('failure' in steps) return 1;
  // The content the precompile step read and checked: not read again.
  const { content } = precompiled;
  // Made while Next runs (this process is idle), written once its export is there.
  const siteFiles = (await import('../lib/site-files')).buildSiteFiles(content, steps.messages);
  // Awaited below; a failure meanwhile must not count as unhandled.
  siteFiles.catch(() => undefined);
  const messages = cspOnly ? undefined : await cacheTwinsMeanwhile(content, steps.messages);
  const code = await exited;
  if (code !== 0) return code;
  if (!reuseCompile) fs.writeFileSync(mark, buildId);
  versionPages.applyVersionPages(versionPlan, outDir);
  const postBuild = await import('./post-build');
  postBuild.shapeExport(outDir, content);
  await postBuild.writeSiteFiles(outDir, content, siteFiles);
  if (messages) {
    await postBuild.runPostBuild(outDir, content, messages, versionPlan);
  } else {
    const { applyCspToExport, reportExportProblems } = await import('./apply-csp');
    reportExportProblems(await applyCspToExport(outDir));
  }
  return 0;
}

/**
 * While Next compiles and prerenders, this process is idle: the Markdown twins the precompile
 * did not make (those of bodies compiled by an earlier build) go into the build cache
 * meanwhile (the post-build step then copies them). One that fails here is made again, and
 * reported, by the post-build step.
 * @returns every locale's messages, which the post-build step reads too
 */
async function cacheTwinsMeanwhile(content: ContentSet, messages: AllMessages): Promise<AllMessages> {
  const { cacheMarkdownTwins } = await import('./write-build-extras');
  try {
    cacheMarkdownTwins(messages, content);
  } catch {
    // reported by the post-build step
  }
  return messages;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
