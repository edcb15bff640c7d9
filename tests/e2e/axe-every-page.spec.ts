import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { findSeriousViolations } from './axe';
import { expect, test } from './fixtures';
import { startStaticServer } from './nav-helpers';

/**
 * Quality gate: every page of every export `npm test` builds has no serious or critical
 * axe violation in its own content (`<main>`) at 1280 px, in the light and the dark colour
 * mode. What every page shares (header, sidebar, footer) and the phone width are
 * accessibility.spec.ts's, on one page of each kind in both modes: checking the chrome on
 * every page would repeat that check two hundred times. One browser context and one tab per
 * export, reused from page to page; the dark pass runs the colour rules only, the rest do
 * not depend on the colours.
 */
const EXPORTS = [
  { name: 'the site (out/)', dir: 'out', basePath: '' },
  { name: 'the /vigia/ export (out-vigia/)', dir: 'out-vigia', basePath: '/vigia' },
  { name: 'the imported Docusaurus site (out-docusaurus/)', dir: 'out-docusaurus', basePath: '' },
];

/** The rules whose outcome the colour mode can change. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The address of each HTML file of an export, as a static host serves it.
 * @example pagePaths('out') → ['/', '/404.html', '/blog/', …]
 */
function pagePaths(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .map((file) => `/${file.replace(/(^|\/)index\.html$/, '$1')}`)
    .sort();
}

/** Loads `url` in light mode and audits it. */
async function auditPage(page: Page, url: string): Promise<string[]> {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(url);
  return auditLoadedPage(page, url);
}

/** The loaded page's violations in light, then in dark (colour rules), each line naming the page and the mode. */
async function auditLoadedPage(page: Page, url: string): Promise<string[]> {
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
  const light = await findSeriousViolations(page, { within: 'main' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  const dark = await findSeriousViolations(page, { rules: COLOUR_RULES, within: 'main' });
  return [...light.map((v) => `${url} (light): ${v}`), ...dark.map((v) => `${url} (dark): ${v}`)];
}

async function openAuditTab(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

for (const { name, dir, basePath } of EXPORTS) {
  test(`every page of ${name} has no serious or critical axe violation (light and dark, 1280 px)`, async ({
    browser,
  }) => {
    // TODO(issue 42): run by default once its seconds are measured on a quiet machine: under
    // a load of 20-30 here it took more than 6 s a page, beyond npm test's budget.
    test.skip(!process.env.AXE_EVERY_PAGE, 'npm run test:axe-all (AXE_EVERY_PAGE=1) runs it');
    const paths = pagePaths(dir);
    expect(paths.length, `${dir}/ holds a built export`).toBeGreaterThan(5);
    // About a second a page and mode on a busy 2-core machine.
    test.setTimeout(30_000 + paths.length * 4_000);
    const server = await startStaticServer(dir, basePath);
    const page = await openAuditTab(browser);
    try {
      const violations: string[] = [];
      for (const sitePath of paths) violations.push(...(await auditPage(page, server.origin + basePath + sitePath)));
      expect(violations, violations.join('\n')).toEqual([]);
    } finally {
      await page.context().close();
      await server.close();
    }
  });
}

test('the every-page gate fails on a page with an unlabelled checkbox', async ({ browser }) => {
  const server = await startStaticServer('out', '');
  const page = await openAuditTab(browser);
  try {
    const url = `${server.origin}/docs/user-guide/getting-started/`;
    await page.goto(url);
    const checkboxes = page.locator('input[type="checkbox"]');
    await expect(checkboxes.first()).toHaveAttribute('aria-label', /\S/);
    await page.evaluate(() => document.querySelector('input[type="checkbox"]')?.removeAttribute('aria-label'));
    const violations = await auditLoadedPage(page, url);
    expect(violations.join('\n')).toMatch(/\(light\): label \(critical\)/);
  } finally {
    await page.context().close();
    await server.close();
  }
});
