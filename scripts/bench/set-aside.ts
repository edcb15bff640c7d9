/**
 * What a timed build must not find (the last build's output and caches) is moved aside
 * before it, not deleted, and deleted once no build is timed (at the end of the run).
 *
 * Why: ext4 skips every recently freed inode when it gives a new file one
 * (`recently_deleted`, for up to minutes after a delete). A clean x100 build right after
 * deleting the last one's 60,000 files spent a tenth of its render workers' CPU in that
 * kernel path (perf), and each clean x100 build of a run was slower than the one before it
 * (prerender 28 → 35 → 38 s; the precompile, which creates few files, held 29 s). A build
 * that makes many files paid for the run's order, not for its own work. Moved aside (a
 * rename on the same file system), the old files stay allocated until the run ends.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Where they wait: inside the project, so that a rename stays on its file system. */
export const SET_ASIDE_DIR = path.resolve('bench/tmp/set-aside');

let moved = 0;

/** Moves each of `paths` that exists into `into` (deletes it where it cannot be moved). */
export function setAside(paths: readonly string[], into = SET_ASIDE_DIR): void {
  for (const from of paths) {
    if (!fs.existsSync(from)) continue;
    fs.mkdirSync(into, { recursive: true });
    moved += 1;
    try {
      fs.renameSync(from, path.join(into, `${process.pid}-${moved}-${path.basename(from)}`));
    } catch {
      fs.rmSync(from, { recursive: true, force: true });
    }
  }
}

/** Deletes everything set aside: at the end of a run, and at its start (what an interrupted run left). */
export function removeSetAside(dir = SET_ASIDE_DIR): void {
  fs.rmSync(dir, { recursive: true, force: true });
}
