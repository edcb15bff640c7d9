/**
 * Copies the files beside content (images, downloads: every file of content/<locale>/docs,
 * blog and pages that is not Markdown) into public/assets/ under their content-hashed
 * names (lib/content/assets.ts), where `next build` copies them into the export and
 * `next dev` serves them. public/assets/ is written only here (ignored by git): files no
 * content names any more are removed, and a file this step did not write stops it.
 * Run before `next build`; `npm run dev` runs `--watch next dev`, which copies again
 * whenever content changes, for as long as `next dev` runs.
 *
 * Usage: node scripts/run-bundled.mjs scripts/copy-content-assets.ts [--watch [command…]]
 *   (CONTENT_DIR picks the content folder; `tsx scripts/copy-content-assets.ts` does the same)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { planAssetFolder } from '../lib/content/assets';
import { readContentSources } from '../lib/content/sources';
import { ASSETS_PATH } from '../lib/urls';
import { writeSiteModules } from './write-site-modules';
import { RELOAD_DEBOUNCE_MS, createDebouncer, watchTree } from './content-reload.mjs';
import { isEntryModule } from './is-entry-module';

// lib/content's CONTENT_DIR, read here without loading the whole content model.
const CONTENT_DIR = process.env.CONTENT_DIR ?? 'content';
const TARGET = path.join('public', ASSETS_PATH);

/** Brings public/assets/ in line with the content; returns the line to print. */
export function syncAssets(): string {
  const { assets } = readContentSources(CONTENT_DIR);
  const existing = fs.existsSync(TARGET) ? fs.readdirSync(TARGET) : [];
  const plan = planAssetFolder(assets, existing);
  if (plan.foreign.length > 0) {
    throw new Error(
      `${TARGET}/ is written by the build from the files beside content, but holds files it did not write: ${plan.foreign.join(', ')}. Move them to another folder of public/.`,
    );
  }
  for (const name of plan.remove) fs.rmSync(path.join(TARGET, name));
  if (plan.copy.length > 0) fs.mkdirSync(TARGET, { recursive: true });
  for (const { file, name } of plan.copy) fs.copyFileSync(file, path.join(TARGET, name));
  // No files beside content: no folder, so the export is what it was before.
  if (assets.length === 0 && fs.existsSync(TARGET)) fs.rmSync(TARGET, { recursive: true });
  const published = new Set(assets.map((a) => a.name)).size;
  return `Content assets: ${assets.length} files beside content, ${published} published in ${TARGET}/ (${plan.copy.length} copied, ${plan.remove.length} removed)`;
}

// Run as a script by `npm run dev`; `npm run build` (and build:fixture) calls syncAssets
// from scripts/build.ts instead, saving a process start.
const isMain = isEntryModule(import.meta.url);
if (isMain) {
  try {
    console.log(syncAssets());
    for (const problem of writeSiteModules()) console.warn(`Warning: ${problem}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }

  const watchAt = process.argv.indexOf('--watch');
  if (watchAt !== -1) {
    // The same watcher and debounce as the page reload (scripts/content-reload.mjs), so a
    // saved image is in public/assets/ by the time the page that shows it reloads.
    const stopWatching = watchTree(
      CONTENT_DIR,
      createDebouncer(RELOAD_DEBOUNCE_MS / 2, () => {
        try {
          const line = syncAssets();
          if (!/\(0 copied, 0 removed\)$/.test(line)) console.log(line);
        } catch (error) {
          console.error(error instanceof Error ? error.message : error);
        }
      }),
    );
    // The command after --watch (`next dev …`) runs as a child; watching ends with it.
    const [command, ...args] = process.argv.slice(watchAt + 1);
    if (command) {
      const child = spawn(command, args, { stdio: 'inherit' });
      for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
      child.on('exit', (code, signal) => {
        stopWatching();
        process.exitCode = code ?? (signal ? 1 : 0);
      });
    }
  }
}
