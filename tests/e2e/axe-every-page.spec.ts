import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { findSeriousViolations } from './axe';
import { expect, test } from './fixtures';
import { startStaticServer } from './nav-helpers';

/**
 * Quality gate: every page of the site's export (out/; with AXE_EVERY_PAGE=1, `npm run
 * test:axe-all`, of every export `npm test` builds) has no serious or critical axe violation
 * (WCAG 2.2 A and AA) in its own content (`<main>`) at 1280 px, in the light and the dark
 * colour mode, and one page of each kind at 390 px too. The fixtures' exports (367 pages with
 * the site's) cost about a second of CPU a page: more than npm test's budget holds. What every page shares
 * (header, sidebar, footer) is accessibility.spec.ts's and chrome-axe.spec.ts's, on one page
 * of each kind in both modes: checking the chrome on every page would repeat that check
 * hundreds of times. The pages of an export are split into groups that the workers share,
 * one tab per group reused from page to page; the dark pass runs the colour rules only, the
 * rest do not depend on the colours.
 */
const EXPORTS = [
  { name: 'the site (out/)', dir: 'out', basePath: '' },
  { name: 'the /vigia/ export (out-vigia/)', dir: 'out-vigia', basePath: '/vigia' },
  { name: 'the imported Docusaurus site (out-docusaurus/)', dir: 'out-docusaurus', basePath: '' },
];

/** Pages per test: small enough for the three workers to share an export, large enough to reuse a tab. */
const PAGES_PER_GROUP = 10;

/** The rule sets of the every-page gate: WCAG 2.2 A and AA (the best practices are the per-kind gates'). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The rules whose outcome the colour mode can change. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The address of each HTML file of an export, as a static host serves it.
 * @example pagePaths('out') → ['/', '/404.html', '/blog/', …]
 */
function pagePaths(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .map((file) => `/${file.replace(/(^|\/)index\.html$/, '$1')}`)
    .sort();
}

/**
 * The kind of page an address is, from its shape (locale and version prefixes left out).
 * @example pageKind('/en/blog/tags/api/') === 'tag'
 */
export function pageKind(sitePath: string): string {
  const parts = sitePath
    .split('/')
    .filter(Boolean)
    .filter((part, i) => !(i === 0 && /^[a-z]{2}(-[A-Za-z]+)?$/.test(part)));
  const [first, second, third] = parts;
  if (!first) return 'home';
  if (/^(404|_not-found)(\.html)?$/.test(first)) return 'not-found';
  if (first === 'docs') return second === 'category' || third === 'category' ? 'category index' : 'doc';
  if (first !== 'blog') return 'page';
  if (!second || second === 'page') return 'blog list';
  if (second === 'tags') return third ? 'tag' : 'tags';
  if (second === 'authors') return third ? 'author' : 'authors';
  if (second === 'archive') return 'archive';
  return 'post';
}

/** The first page of each kind: the pages audited at 390 px too. */
function onePageOfEachKind(paths: readonly string[]): Set<string> {
  const byKind = new Map<string, string>();
  for (const sitePath of paths) if (!byKind.has(pageKind(sitePath))) byKind.set(pageKind(sitePath), sitePath);
  return new Set(byKind.values());
}

/** The loaded page's violations in `<main>`, in light (WCAG rules), then in dark (colour rules), each line naming the page and the mode. */
async function auditLoadedPage(page: Page, label: string): Promise<string[]> {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
  const light = await findSeriousViolations(page, { tags: WCAG_TAGS, within: 'main' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  const dark = await findSeriousViolations(page, { tags: WCAG_TAGS, rules: COLOUR_RULES, within: 'main' });
  return [...light.map((v) => `${label} (light): ${v}`), ...dark.map((v) => `${label} (dark): ${v}`)];
}

async function openAuditTab(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

for (const { name, dir, basePath } of process.env.AXE_EVERY_PAGE ? EXPORTS : EXPORTS.slice(0, 1)) {
  const paths = pagePaths(dir);
  const narrow = onePageOfEachKind(paths);
  const groups = Math.max(1, Math.ceil(paths.length / PAGES_PER_GROUP));
  for (let group = 0; group < groups; group++) {
    const chunk = paths.slice(group * PAGES_PER_GROUP, (group + 1) * PAGES_PER_GROUP);
    test(`every page of ${name} has no serious or critical axe violation in its content, light and dark, 1280 px and 390 px for one of each kind (pages ${group * PAGES_PER_GROUP + 1}-${group * PAGES_PER_GROUP + chunk.length} of ${paths.length})`, async ({
      browser,
    }) => {
      expect(paths.length, `${dir}/ holds a built export`).toBeGreaterThan(5);
      // A page takes seconds on a 2-core machine shared with other work.
      test.setTimeout(30_000 + chunk.length * 20_000);
      const server = await startStaticServer(dir, basePath);
      const page = await openAuditTab(browser);
      try {
        const violations: string[] = [];
        for (const sitePath of chunk) {
          await page.setViewportSize({ width: 1280, height: 900 });
          await page.goto(server.origin + basePath + sitePath);
          violations.push(...(await auditLoadedPage(page, `${sitePath} (1280 px)`)));
          if (!narrow.has(sitePath)) continue;
          await page.setViewportSize({ width: 390, height: 844 });
          violations.push(...(await auditLoadedPage(page, `${sitePath} (390 px, ${pageKind(sitePath)})`)));
        }
        expect(violations, violations.join('\n')).toEqual([]);
      } finally {
        await page.context().close();
        await server.close();
      }
    });
  }
}

test('the every-page gate fails on a page with an unlabelled checkbox', async ({ browser }) => {
  const page = await openAuditTab(browser);
  try {
    await page.setContent(
      '<!doctype html><html lang="en"><head><title>Checklist</title></head><body><main><h1>Checklist</h1>' +
        '<ul><li><input type="checkbox" disabled> Create the account</li></ul></main></body></html>',
    );
    const violations = await auditLoadedPage(page, 'checklist');
    expect(violations.join('\n')).toMatch(/checklist \(light\): label \(critical\)/);
  } finally {
    await page.context().close();
  }
});

for (const prefix of ['', '/en']) {
  test(`the task-list checkboxes of ${prefix}/docs/user-guide/getting-started/ are named after their item`, async ({
    readerPage: page,
  }) => {
    await page.goto(`${prefix}/docs/user-guide/getting-started/`);
    const checkboxes = page.locator('main input[type="checkbox"]');
    expect(await checkboxes.count()).toBeGreaterThan(0);
    for (const checkbox of await checkboxes.all()) {
      const item = (await checkbox.locator('xpath=ancestor::li[1]').innerText()).trim();
      const label = await checkbox.getAttribute('aria-label');
      expect(label, item).toBeTruthy();
      expect(item.startsWith(label!), `"${label}" begins "${item}"`).toBe(true);
      await expect(checkbox).toHaveAccessibleName(label!);
    }
  });
}
