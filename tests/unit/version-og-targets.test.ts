/** A restored docs version's pages are not read again by the Open Graph step: what they name was kept when they were stored. */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readOgTargets, uniqueOgTargets } from '@/lib/seo/og-targets';
import type { VersionPages } from '@/scripts/version-pages';
import { versionOgTargets } from '@/scripts/version-pages-kept';
import { tempFolders, writeFile as write } from './temp-files';

const SITE = 'https://docs.vigia.example/';
const temp = tempFolders('vigia-og-versions-');
afterEach(temp.clean);

const page = (title: string, image: string) =>
  `<html lang="en"><head><meta property="og:title" content="${title}"><meta property="og:image" content="${SITE}${image}"></head></html>`;

/** An export holding a 1.0 page and a current one, and 1.0's cache entry as scripts/version-pages.ts stores it. */
function setUp() {
  const root = temp.make();
  const out = path.join(root, 'out');
  const entry = path.join(root, 'cache', 'key');
  const files = ['en/docs/1.0/a/index.html', 'en/docs/1.0/a/index.txt'];
  write(path.join(entry, 'pages.json'), JSON.stringify({ version: '1.0', files }));
  write(path.join(out, files[0]!), page('A in 1.0', 'og/en/docs/1.0/a.png'));
  write(path.join(out, files[1]!), 'payload');
  write(path.join(out, 'en/docs/b/index.html'), page('B', 'og/en/docs/b.png'));
  const version: VersionPages = { name: '1.0', entry, paths: ['/en/docs/1.0/a/'], reused: false };
  const html = [path.join(out, files[0]!), path.join(out, 'en/docs/b/index.html')];
  return { out, version, html, oldPage: path.join(out, files[0]!) };
}

/** The Open Graph step's reading, as scripts/write-build-extras.ts does it. */
function targetsOf(plan: VersionPages[], out: string, html: string[]) {
  const versions = versionOgTargets(plan, out);
  const read = readOgTargets(
    html.filter((file) => !versions.known.has(file)),
    SITE,
  );
  versions.keep(read);
  return { known: versions.known, read, all: uniqueOgTargets([...read, ...versions.targets]) };
}

describe('Open Graph targets of docs versions', () => {
  it("reads a version's pages once: restored, they are not read, and give the same targets", () => {
    const site = setUp();
    const first = targetsOf([site.version], site.out, site.html);
    expect(first.known.size).toBe(0);
    expect(first.all.map((t) => t.title)).toEqual(['A in 1.0', 'B']);
    // The next build restores 1.0: its page is not read (made unreadable here), its target comes back.
    fs.rmSync(site.oldPage);
    const second = targetsOf([{ ...site.version, reused: true }], site.out, site.html);
    expect([...second.known]).toEqual([site.oldPage]);
    expect(second.read.map((t) => t.title)).toEqual(['B']);
    expect(second.all).toEqual(
      first.all
        .slice()
        .sort((a, b) => a.title.localeCompare(b.title))
        .reverse(),
    );
  });

  it('reads a restored version whose targets were not kept, and keeps them', () => {
    const site = setUp();
    const restored = { ...site.version, reused: true };
    expect(targetsOf([restored], site.out, site.html).known.size).toBe(0);
    expect(targetsOf([restored], site.out, site.html).known.size).toBe(1);
    // A version whose pages were not stored (one missing from the export) is read as any page.
    const unstored = { ...restored, entry: path.join(site.out, 'none') };
    expect(targetsOf([unstored], site.out, site.html).read).toHaveLength(2);
  });
});
