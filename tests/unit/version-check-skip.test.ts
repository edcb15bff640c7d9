/**
 * The content check skips a cut version only when a build that ended well stored its pages
 * under the same key (scripts/version-pages.ts): a change anywhere a compile of it reads
 * (the routes its links are checked against, its own files, the code) checks it again.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildContentSet } from '@/lib/content/build';
import type { ContentSet } from '@/lib/content/types';
import { frozenVersionEntries, unchangedFrozenVersions } from '@/scripts/version-pages';
import { addCutVersion, doc, sourcesOf } from './memory-content';

let root: string;
const saved = { ...process.env };
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'vigia-check-skip-'));
  // Read below the working folder (lib/build-cache.ts).
  process.env.VIGIA_BUILD_CACHE_DIR = path.relative(process.cwd(), path.join(root, 'cache'));
  delete process.env.VIGIA_BUILD_CACHE;
});
afterEach(() => {
  process.env = { ...saved };
  fs.rmSync(root, { recursive: true, force: true });
});

/** A site with the current docs (`current`: their files below docs/) and a cut version 1.0 holding `old.mdx`. */
function content(current: Record<string, string> = { 'es/docs/a.mdx': doc('A'), 'en/docs/a.mdx': doc('A en') }) {
  return buildContentSet(addCutVersion(sourcesOf(current), '1.0', 'old.mdx', doc('Old', '', 'Ver [A](/docs/next/a).')));
}

/** What a build that ended well leaves for a version: its pages' entry, complete. */
function storePages(site: ContentSet, buildId: string, contentDir: string) {
  for (const { entry } of frozenVersionEntries(site, buildId, contentDir)) {
    fs.mkdirSync(entry, { recursive: true });
    fs.writeFileSync(path.join(entry, 'pages.json'), JSON.stringify({ version: '1.0', files: [] }));
  }
}

const names = (site: ContentSet, buildId: string, contentDir: string) =>
  unchangedFrozenVersions(site, buildId, contentDir).map((v) => v.name);

describe('unchanged cut versions', () => {
  it('are those a build stored under the same key, and none when the cache is off', () => {
    const contentDir = path.join(root, 'content');
    expect(names(content(), 'build-1', contentDir)).toEqual([]);
    storePages(content(), 'build-1', contentDir);
    expect(names(content(), 'build-1', contentDir)).toEqual(['1.0']);
    process.env.VIGIA_BUILD_CACHE = 'off';
    expect(names(content(), 'build-1', contentDir)).toEqual([]);
  });

  it('are checked again when a route its links are checked against goes, or comes', () => {
    const contentDir = path.join(root, 'content');
    storePages(content(), 'build-1', contentDir);
    // The current doc its link names removed: that link must be reported.
    expect(names(content({ 'es/docs/b.mdx': doc('B'), 'en/docs/b.mdx': doc('B en') }), 'build-1', contentDir)).toEqual(
      [],
    );
    expect(
      names(
        content({ 'es/docs/a.mdx': doc('A'), 'es/docs/c.mdx': doc('C'), 'en/docs/a.mdx': doc('A en') }),
        'build-1',
        contentDir,
      ),
    ).toEqual([]);
  });

  it("are checked again when the code, the base path or one of the version's own files changed", () => {
    const contentDir = path.join(root, 'content');
    const own = path.join(contentDir, 'es', 'versioned_docs', 'version-1.0', 'old.mdx');
    fs.mkdirSync(path.dirname(own), { recursive: true });
    fs.writeFileSync(own, doc('Old'));
    storePages(content(), 'build-1', contentDir);
    expect(names(content(), 'build-1', contentDir)).toEqual(['1.0']);
    expect(names(content(), 'build-2', contentDir)).toEqual([]);
    process.env.BASE_PATH = '/sub';
    expect(names(content(), 'build-1', contentDir)).toEqual([]);
    delete process.env.BASE_PATH;
    fs.writeFileSync(own, doc('Old', '', 'Ver [B](/docs/next/b).'));
    expect(names(content(), 'build-1', contentDir)).toEqual([]);
  });
});
