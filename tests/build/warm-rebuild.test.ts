/**
 * A rebuild keeps what did not change and gives the export a clean build gives. It works on
 * the copy of the project that `npm run build:imported` builds from a clean state (the
 * imported Docusaurus fixture: tabs, math, code marks, both locales, versions 2.0 and 1.0),
 * whose export is out-docusaurus/, and rebuilds it twice:
 * - edited: one doc changed, a post added, and 1.0 published alone beside the current docs
 *   (the state after `npm run docs:version -- 1.0` and a change). Next's compile is reused as
 *   no code changed, the page shows the edit, the post's pages are exported, /docs/ shows 1.0
 *   without banner and /docs/next/ the change, unreleased, in the HTML and in Chromium (the
 *   export served by a plain static server, hydrated, the versions menu open);
 * - restored: all put back. Every body comes from the compile cache the clean build filled,
 *   the cut versions' pages from the build cache, finished (not prerendered, nor rewritten by
 *   the policy step), and the export equals the clean one byte for byte (so the removed
 *   post's pages are gone too).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, findHeadlessChromium } from '@/lib/chromium';
import { compareExports } from '@/scripts/compare-exports';
import { copyEnv } from '@/scripts/copy-project';
import { startStaticServer } from '../e2e/nav-helpers';

const PROJECT = '.scratch/docusaurus-import';
const CLEAN_EXPORT = 'out-docusaurus';
const DOC = path.join(PROJECT, 'content', 'en', 'docs', 'intro.md');
/** The edited doc's page: the current docs are at /docs/next/ once versions are cut (scripts/versions-fixture.mjs). */
const DOC_PAGE = ['out', 'en', 'docs', 'next', 'intro', 'index.html'];
/** New on each run, so that a second run compiles it again too. */
const MARKER = `A sentence added to prove the rebuild took the edit (${Date.now()}).`;
/** A post that only the edited build has, in both locales. */
const NEW_POST = (locale: string) => path.join(PROJECT, 'content', locale, 'blog', '2025-02-03-rebuild-check.md');
const NEW_POST_PAGE = (prefix: string) =>
  // A dated post is at its Docusaurus address, the date first.
  path.join(
    PROJECT,
    'out',
    ...prefix.split('/').filter(Boolean),
    'blog',
    '2025',
    '02',
    '03',
    'rebuild-check',
    'index.html',
  );
const POST_TITLE = { en: 'A post added between two builds', es: 'Una entrada añadida entre dos builds' } as const;
const REUSED_COMPILE = /^Next\.js: no compiled input changed since the last build/m;
const REUSED_VERSIONS = /^Docs versions 2\.0, 1\.0: unchanged since an earlier build, their (\d+) pages are restored/m;
const RESTORED_FINISHED =
  /^Content-Security-Policy written into \d+ pages \((\d+) of unchanged docs versions restored finished/m;
const SITE_FILE = path.join(PROJECT, 'content', 'site.json');

function build(): { status: number | null; output: string } {
  const result = spawnSync('npm', ['run', '-s', 'build'], {
    cwd: PROJECT,
    env: { ...copyEnv(), NEXT_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

let original = '';
let edited: ReturnType<typeof build>;
let editedPage = '';
let addedPosts: string[] = [];
let restored: ReturnType<typeof build>;
/** The one-version state's intro pages, by site path. */
const oneVersion: Record<string, string> = {};
let siteJson = '';

/**
 * Publishes 1.0 and the current docs alone, 1.0 as the last version (`back`: as before): what
 * readers see after `npm run docs:version -- 1.0` and a change. Through site.json, not by
 * removing 2.0's folders: those import site modules, and a change of them compiles the app again.
 */
function setOneVersion(on: boolean): void {
  if (on) {
    siteJson = fs.readFileSync(SITE_FILE, 'utf8');
    const site = JSON.parse(siteJson);
    site.docs = { ...site.docs, lastVersion: '1.0', onlyIncludeVersions: ['current', '1.0'] };
    fs.writeFileSync(SITE_FILE, `${JSON.stringify(site, null, 2)}\n`);
  } else if (siteJson) fs.writeFileSync(SITE_FILE, siteJson);
}

/** What a reader sees of a page in Chromium, hydrated: the version banner, the badge and the versions menu. */
interface SeenPage {
  banner: string[];
  badge: string;
  menuButton: string;
  menuLinks: string[];
  body: string;
}
/** The one-version state's intro pages as Chromium shows them, by site path. */
const oneVersionSeen: Record<string, SeenPage> = {};

/**
 * Reads `sitePaths` of the export in `dir` in Chromium, served by a plain static server: what
 * a reader of the one-version state sees once the page has hydrated, the versions menu opened.
 */
async function readInChromium(dir: string, sitePaths: readonly string[]): Promise<void> {
  const server = await startStaticServer(dir, '');
  const browser = await chromium.launch({ executablePath: findHeadlessChromium(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    for (const sitePath of sitePaths) {
      await page.goto(`${server.origin}/${sitePath}/`);
      await page.waitForSelector('html[data-hydrated]', { timeout: 20_000 });
      const menuButton = page.locator('button[popovertarget="versions-menu"]:visible').first();
      await menuButton.click();
      await page.locator('#versions-menu a').first().waitFor();
      oneVersionSeen[sitePath] = {
        banner: await page.locator('.version-banner').evaluateAll((nodes) => nodes.map((n) => n.className)),
        badge: (await page.locator('.version-badge').innerText()).trim(),
        menuButton: (await menuButton.getAttribute('aria-label')) ?? '',
        menuLinks: (await page.locator('#versions-menu a').allInnerTexts()).map((text) => text.trim()),
        body: await page.locator('main').innerText(),
      };
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

/** Pages of the last build that Next prerendered (its prerender manifest). */
function prerenderedRoutes(): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(PROJECT, '.next', 'prerender-manifest.json'), 'utf8'));
  return Object.keys(manifest.routes);
}
let restoredRoutes: string[] = [];

beforeAll(async () => {
  // Alone (`npx vitest run tests/build/warm-rebuild.test.ts`), make the clean build first.
  if (!fs.existsSync(path.join(PROJECT, '.next')) || !fs.existsSync(CLEAN_EXPORT)) {
    const result = spawnSync('node', ['scripts/run-bundled.mjs', 'scripts/build-imported-fixture.ts'], {
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`npm run build:imported failed:\n${result.stdout}${result.stderr}`);
  }
  original = fs.readFileSync(DOC, 'utf8');
  try {
    fs.writeFileSync(DOC, `${original.trimEnd()}\n\n${MARKER}\n`);
    for (const locale of ['en', 'es'] as const) {
      fs.writeFileSync(
        NEW_POST(locale),
        `---\ntitle: ${POST_TITLE[locale]}\nauthors: ana\ntags: [awareness]\n---\n\n${POST_TITLE[locale]}. ${MARKER}\n`,
      );
    }
    setOneVersion(true);
    edited = build();
    editedPage = fs.readFileSync(path.join(PROJECT, ...DOC_PAGE), 'utf8');
    addedPosts = ['/en', ''].map((prefix) =>
      fs.existsSync(NEW_POST_PAGE(prefix)) ? fs.readFileSync(NEW_POST_PAGE(prefix), 'utf8') : '',
    );
    for (const sitePath of ['docs/intro', 'en/docs/intro', 'docs/next/intro', 'en/docs/next/intro']) {
      const file = path.join(PROJECT, 'out', sitePath, 'index.html');
      oneVersion[sitePath] = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    }
    if (edited.status === 0) await readInChromium(path.join(PROJECT, 'out'), Object.keys(oneVersion));
  } finally {
    setOneVersion(false);
    fs.writeFileSync(DOC, original);
    for (const locale of ['en', 'es']) fs.rmSync(NEW_POST(locale), { force: true });
  }
  restored = build();
  restoredRoutes = prerenderedRoutes();
}, 400_000);

afterAll(() => {
  setOneVersion(false);
  if (original) fs.writeFileSync(DOC, original);
  for (const locale of ['en', 'es']) fs.rmSync(NEW_POST(locale), { force: true });
});

describe("the clean build's compile", () => {
  it("traces no file of Next's own server: only `next start` deployments copy them, never a static export", () => {
    expect(fs.existsSync(path.join(PROJECT, '.next', 'BUILD_ID'))).toBe(true);
    const traces = fs.readdirSync(path.join(PROJECT, '.next')).filter((name) => name.endsWith('.nft.json'));
    expect(traces).toEqual([]);
  });
});

describe('a rebuild after content changed', () => {
  it('takes the edit: the page shows it (the addresses changed with the post and the versions, so every body is compiled against them)', () => {
    expect(edited.status, edited.output).toBe(0);
    expect(edited.output).toMatch(/^MDX: \d+ of \d+ bodies compiled/m);
    expect(editedPage).toContain(MARKER);
  });

  it('reuses the compile of the code, which did not change', () => {
    expect(edited.output).toMatch(REUSED_COMPILE);
    expect(edited.output).not.toMatch(/Compiled successfully/);
  });

  it('exports a post added since the last build, in both locales', () => {
    expect(addedPosts[0]).toContain(`<h1>${POST_TITLE.en}</h1>`);
    expect(addedPosts[1]).toContain(`<h1>${POST_TITLE.es}</h1>`);
  });

  it('shows, with 1.0 the one version cut, 1.0 at /docs/ without banner and the change at /docs/next/, unreleased', () => {
    expect(edited.output).not.toMatch(REUSED_VERSIONS);
    for (const sitePath of ['docs/intro', 'en/docs/intro']) {
      expect(oneVersion[sitePath]).not.toContain('class="version-banner');
      expect(oneVersion[sitePath]).toMatch(/class="version-badge">[^<]*1\.0</);
      expect(oneVersion[sitePath]).not.toContain(MARKER);
      // 2.0's change is not in 1.0.
      expect(oneVersion[sitePath]).not.toMatch(/Version 2\.0 adds|La versión 2\.0 añade/);
    }
    for (const sitePath of ['docs/next/intro', 'en/docs/next/intro']) {
      expect(oneVersion[sitePath]).toContain('class="version-banner');
      expect(oneVersion[sitePath]).toContain('class="version-banner version-banner-unreleased"');
    }
    expect(oneVersion['en/docs/next/intro']).toContain(MARKER);
  });

  it('shows the same in Chromium, hydrated: 1.0 without banner, next unreleased with the change, the menu listing both', () => {
    for (const sitePath of ['docs/intro', 'en/docs/intro']) {
      const seen = oneVersionSeen[sitePath]!;
      expect(seen.banner, sitePath).toEqual([]);
      expect(seen.badge, sitePath).toMatch(/1\.0$/);
      expect(seen.menuButton, sitePath).toMatch(/^1\.0/);
      expect(seen.menuLinks, sitePath).toEqual(['Next', '1.0']);
      expect(seen.body, sitePath).not.toContain(MARKER);
    }
    for (const sitePath of ['docs/next/intro', 'en/docs/next/intro']) {
      const seen = oneVersionSeen[sitePath]!;
      expect(seen.banner, sitePath).toEqual([expect.stringContaining('version-banner-unreleased')]);
      expect(seen.menuButton, sitePath).toMatch(/^Next/);
      expect(seen.menuLinks, sitePath).toEqual(['Next', '1.0']);
    }
    expect(oneVersionSeen['en/docs/next/intro']!.body).toContain(MARKER);
  });
});

describe('a rebuild once all is put back', () => {
  it("restores the cut versions' pages from the build cache, finished, instead of prerendering and rewriting them", () => {
    expect(restored.status, restored.output).toBe(0);
    expect(restored.output).toMatch(REUSED_VERSIONS);
    const pages = Number(REUSED_VERSIONS.exec(restored.output)![1]);
    expect(pages).toBeGreaterThan(20);
    // Tag pages list docs and are always prerendered.
    expect(restoredRoutes.filter((route) => /^(\/en)?\/docs\/1\.0\/(?!tags\b)/.test(route))).toEqual([]);
    expect(restoredRoutes.filter((route) => /^(\/en)?\/docs\/intro$/.test(route))).toEqual([]);
    expect(restoredRoutes).toContain('/en/docs/next/intro');
    // The policy step neither reads nor rewrites them: they come back as it finished them.
    expect(Number(RESTORED_FINISHED.exec(restored.output)?.[1])).toBe(pages);
  });

  it('compiles nothing, neither bodies (each from the cache the clean build filled) nor code', () => {
    expect(restored.output).toMatch(REUSED_COMPILE);
    expect(restored.output).toMatch(/^MDX: 0 of \d+ bodies compiled/m);
  });

  it('gives the export of a clean build byte for byte', () => {
    expect(compareExports(CLEAN_EXPORT, path.join(PROJECT, 'out'))).toEqual([]);
  });
});
