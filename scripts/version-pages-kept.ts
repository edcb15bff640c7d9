/**
 * What the post-build steps keep of a cut version's pages beside them in its build-cache
 * entry (scripts/version-pages.ts stores the pages): the HTML as the policy step finished it,
 * and the Open Graph images the pages name. A later build that restores the version places
 * the finished HTML and reads the targets instead of working on its pages again.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { OgTarget } from '../lib/seo/og-targets';
import { MANIFEST, type Manifest, type VersionPages } from './version-pages';

/** Beside an entry's pages: its HTML as the post-build steps finished it, and what finished it. */
const FINISHED_DIR = 'finished';
const FINISHED_MANIFEST = 'finished.json';

/**
 * Puts the restored versions' finished HTML (policy and integrity applied by an earlier build
 * whose rewrite, `rewriteKey`, was the same) in place of the HTML Next's pages left, so the
 * policy step need not read, hash or rewrite it again.
 * @returns the export's HTML files so placed
 */
export function placeFinishedVersionPages(
  plan: readonly VersionPages[],
  outDir: string,
  rewriteKey: string,
): Set<string> {
  const placed = new Set<string>();
  for (const version of plan) {
    if (!version.reused) continue;
    const marker = path.join(version.entry, FINISHED_MANIFEST);
    if (!fs.existsSync(marker)) continue;
    const finished = JSON.parse(fs.readFileSync(marker, 'utf8')) as { rewriteKey: string; files: string[] };
    if (finished.rewriteKey !== rewriteKey) continue;
    for (const file of finished.files) {
      const to = path.join(outDir, file);
      fs.copyFileSync(path.join(version.entry, FINISHED_DIR, file), to, fs.constants.COPYFILE_FICLONE);
      placed.add(to);
    }
  }
  return placed;
}

/**
 * Keeps each version's HTML as the policy step finished it (`rewriteKey`: what that step's
 * output depends on beside the page), for the next build that restores the version; a
 * version already kept with the same key is left as it is.
 */
export function storeFinishedVersionPages(plan: readonly VersionPages[], outDir: string, rewriteKey: string): void {
  for (const version of plan) {
    const manifest = path.join(version.entry, MANIFEST);
    const marker = path.join(version.entry, FINISHED_MANIFEST);
    if (!fs.existsSync(manifest)) continue;
    if (fs.existsSync(marker) && JSON.parse(fs.readFileSync(marker, 'utf8')).rewriteKey === rewriteKey) continue;
    const files = (JSON.parse(fs.readFileSync(manifest, 'utf8')) as Manifest).files.filter((f) => f.endsWith('.html'));
    fs.rmSync(marker, { force: true });
    fs.rmSync(path.join(version.entry, FINISHED_DIR), { recursive: true, force: true });
    for (const file of files) {
      const to = path.join(version.entry, FINISHED_DIR, file);
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.copyFileSync(path.join(outDir, file), to, fs.constants.COPYFILE_FICLONE);
    }
    // Written last: an entry without it has no finished pages.
    fs.writeFileSync(marker, JSON.stringify({ rewriteKey, files }));
  }
}

/** Beside an entry's pages: the Open Graph images they name, as read from them. */
const OG_TARGETS = 'og-targets.json';

/** What the Open Graph step knows of the cut versions' pages without reading them, and what it keeps for the next build. */
export interface VersionOgTargets {
  /** The export's HTML files whose targets are known (a restored version's), not to be read. */
  known: ReadonlySet<string>;
  /** Their targets, with their files in the export. */
  targets: OgTarget[];
  /** Keeps, for each version whose targets were not known, those read from its files (`read`: every file read). */
  keep: (read: readonly OgTarget[]) => void;
}

/**
 * The Open Graph targets of the cut versions' pages: a restored version's pages are the
 * bytes a build stored under the same key (code, addresses, content), so the targets that
 * build read from them are kept in the entry and not read again.
 */
export function versionOgTargets(plan: readonly VersionPages[], outDir: string): VersionOgTargets {
  const known = new Set<string>();
  const targets: OgTarget[] = [];
  const toKeep: { entry: string; files: Set<string> }[] = [];
  for (const version of plan) {
    const manifest = path.join(version.entry, MANIFEST);
    if (!fs.existsSync(manifest)) continue; // not stored (a page was missing): read as any page
    const kept = path.join(version.entry, OG_TARGETS);
    if (version.reused && fs.existsSync(kept)) {
      const { files, found } = JSON.parse(fs.readFileSync(kept, 'utf8')) as { files: string[]; found: OgTarget[] };
      for (const file of files) known.add(path.join(outDir, file));
      for (const target of found) targets.push({ ...target, htmlFile: path.join(outDir, target.htmlFile) });
    } else {
      const { files } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as Manifest;
      const html = files.filter((file) => file.endsWith('.html')).map((file) => path.join(outDir, file));
      toKeep.push({ entry: version.entry, files: new Set(html) });
    }
  }
  return {
    known,
    targets,
    keep(read) {
      for (const { entry, files } of toKeep) {
        const found = read
          .filter((target) => files.has(target.htmlFile))
          .map((target) => ({ ...target, htmlFile: path.relative(outDir, target.htmlFile) }));
        const relative = [...files].map((file) => path.relative(outDir, file));
        const temporary = path.join(entry, `${OG_TARGETS}.${process.pid}.tmp`);
        fs.writeFileSync(temporary, JSON.stringify({ files: relative, found }));
        fs.renameSync(temporary, path.join(entry, OG_TARGETS));
      }
    },
  };
}
