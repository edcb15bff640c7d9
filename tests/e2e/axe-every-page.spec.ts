import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { COLOUR_MODE_RULES, WCAG_TAGS } from './axe';
import { auditWithMemory, injectAxe, type ColourMemory } from './axe-known-colours';
import { auditTag, exportsToAudit } from './audited-exports';
import { expect, test } from './fixtures';
import { startStaticServer } from './nav-helpers';

/**
 * Quality gate: every page of the exports `npm test` builds (audited-exports.ts says which,
 * and which Playwright project audits each) has no serious or critical axe violation (WCAG
 * 2.2 A and AA) in its own content (`<main>`) at 1280 px, in the light and the dark colour
 * mode, and one page of each kind at 390 px too. What every page shares outside `<main>`
 * (header, footer) is accessibility.spec.ts's and chrome-axe.spec.ts's, on one page of each
 * kind in both modes. The dark pass runs only the rules the colour mode can change
 * (COLOUR_MODE_RULES). Colour contrast, most of axe's time, checks each combination of
 * colours and backgrounds once per export and mode instead of on every element
 * (axe-known-colours.ts says when that is sound).
 * Each distinct `<main>` is audited once per export: every page is loaded, and a page whose
 * `<main>`, as the browser holds it, equals one already audited in the export with the
 * links' targets and the base path taken out (`/blog/` and `/blog/page/1/`, the 404 page at
 * its three addresses, a blog and its copy under /posts) is covered by that audit, as its
 * axe verdict (content rules on the same markup, under the export's one stylesheet) is the
 * same. Any other difference gets the page audited. The pages of an export are split into
 * groups that the workers share, one tab per group reused from page to page; pages whose
 * exported `<main>` is the same are put in one group, so that one worker sees them all.
 */
/** Pages per test: small enough for the three workers to share an export, large enough to reuse a tab. */
const PAGES_PER_GROUP = 10;

/**
 * The address of each HTML file of an export, as a static host serves it, in its file order
 * except that pages whose exported `<main>` is the same (links' targets and the base path
 * left out) follow the first of them.
 * @example pagePaths('out', '') → ['/', '/404.html', '/404/', '/_not-found/', '/blog/', …]
 */
function pagePaths(dir: string, basePath: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
  const byMain = new Map<string, string[]>();
  for (const file of files) {
    const html = fs.readFileSync(path.join(dir, file), 'utf8');
    const main = /<main[\s>][\s\S]*?<\/main>/.exec(html)?.[0] ?? file;
    const key = main.replace(/href="[^"]*"/g, '').replaceAll(`${basePath}/`, '/');
    byMain.set(key, [...(byMain.get(key) ?? []), `/${file.replace(/(^|\/)index\.html$/, '$1')}`]);
  }
  return [...byMain.values()].flat();
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

/**
 * Violations in imported content that the import keeps as the author wrote it, so the gate
 * knows them instead of failing on them: the Docusaurus fixture reproduces Docusaurus' own
 * docs, whose `<Highlight color>` example puts white text on #25c2a0 and #1877f2, and whose
 * `<summary>` holds a link. Each is listed by export, page and rule.
 */
const KNOWN_CONTENT_VIOLATIONS: readonly { dir: string; page: RegExp; rule: string }[] = [
  { dir: 'out-docusaurus', page: /\/docs\/(next\/)?markdown-features\/react\/$/, rule: 'color-contrast' },
  {
    dir: 'out-docusaurus',
    page: /\/docs\/(next\/)?markdown-features\/(math-equations|plugins)\/$/,
    rule: 'nested-interactive',
  },
];

/** The colour signatures each export's pages passed, kept for the worker's later groups of the same export. */
const colourMemories = new Map<string, ColourMemory>();

/** The colour scheme each audit tab emulates now, so that a page is audited in that mode first. */
const schemes = new WeakMap<Page, 'light' | 'dark'>();

/**
 * The loaded page's violations in `<main>` (axe injected), in light (WCAG rules) and in dark
 * (colour rules), the mode the tab is in first; each line names the page and the mode.
 */
async function auditLoadedPage(
  page: Page,
  label: string,
  memory: ColourMemory = new Map(),
  known: (rule: string) => boolean = () => false,
): Promise<string[]> {
  // A page without <main> (an error shell) is audited whole.
  const within = (await page.locator('main').count()) > 0 ? 'main' : 'body';
  const first = schemes.get(page) ?? 'light';
  const violations: string[] = [];
  for (const theme of first === 'light' ? (['light', 'dark'] as const) : (['dark', 'light'] as const)) {
    if (schemes.get(page) !== theme) await page.emulateMedia({ colorScheme: theme });
    schemes.set(page, theme);
    const rules = theme === 'dark' ? COLOUR_MODE_RULES : undefined;
    const result = await auditWithMemory(page, memory, theme, { tags: WCAG_TAGS, rules, within, theme });
    if (process.env.AXE_DEBUG) console.log(`  ${label} (${theme}) skipped ${result.skipped}`);
    for (const v of result.violations)
      if (!known(v.slice(0, v.indexOf(' ')))) violations.push(`${label} (${theme}): ${v}`);
  }
  return violations.sort();
}

/**
 * A digest of the loaded page's `<main>` (its body if it has none) as the browser holds it,
 * with the links' targets and the base path taken out: equal for pages whose content axe
 * sees the same.
 */
async function contentDigest(page: Page, basePath: string): Promise<string> {
  const text = await page.evaluate((base) => {
    const root = (document.querySelector('main') ?? document.body).cloneNode(true) as Element;
    for (const link of root.querySelectorAll('[href]')) link.setAttribute('href', '');
    return base ? root.outerHTML.replaceAll(`${base}/`, '/') : root.outerHTML;
  }, basePath);
  return createHash('sha1').update(text).digest('base64');
}

/** The digests of the `<main>`s each export's audits covered, kept for the worker's later groups of the same export. */
const auditedContents = new Map<string, Set<string>>();

/** auditLoadedPage on a page whose content a test has just set. */
async function injectAndAudit(page: Page, label: string, memory?: ColourMemory): Promise<string[]> {
  await injectAxe(page);
  return auditLoadedPage(page, label, memory);
}

async function openAuditTab(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  // The gate audits the markup every reader gets, before any script: the framework's bundles
  // (most of a page load's CPU) are blocked in the browser. The hydrated pages' audits are
  // accessibility.spec.ts's and chrome-axe.spec.ts's, one page of each kind.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setBlockedURLs', { urls: ['*/_next/static/*.js'] });
  return page;
}

for (const audited of exportsToAudit()) {
  const { name, dir, basePath } = audited;
  const only = 'only' in audited && !process.env.AXE_EVERY_PAGE ? audited.only : undefined;
  const paths = pagePaths(dir, basePath).filter((sitePath) => !only || only.test(sitePath));
  const narrow = onePageOfEachKind(paths);
  const groups = Math.max(1, Math.ceil(paths.length / PAGES_PER_GROUP));
  for (let group = 0; group < groups; group++) {
    const chunk = paths.slice(group * PAGES_PER_GROUP, (group + 1) * PAGES_PER_GROUP);
    test(`every page of ${name} has no serious or critical axe violation in its content, light and dark, 1280 px and 390 px for one of each kind (pages ${group * PAGES_PER_GROUP + 1}-${group * PAGES_PER_GROUP + chunk.length} of ${paths.length})`, {
      tag: auditTag(audited),
    }, async ({ browser }) => {
      expect(paths.length, `${dir}/ holds a built export`).toBeGreaterThan(5);
      // A page takes seconds on a 2-core machine shared with other work.
      test.setTimeout(30_000 + chunk.length * 20_000);
      const server = await startStaticServer(dir, basePath);
      const page = await openAuditTab(browser);
      try {
        const violations: string[] = [];
        if (!colourMemories.has(dir)) colourMemories.set(dir, new Map());
        if (!auditedContents.has(dir)) auditedContents.set(dir, new Set());
        const memory = colourMemories.get(dir)!;
        const audited = auditedContents.get(dir)!;
        for (const sitePath of chunk) {
          const known = (rule: string) =>
            KNOWN_CONTENT_VIOLATIONS.some((k) => k.dir === dir && k.rule === rule && k.page.test(sitePath));
          const started = Date.now();
          await page.setViewportSize({ width: 1280, height: 900 });
          await page.goto(server.origin + basePath + sitePath);
          const digest = await contentDigest(page, basePath);
          if (audited.has(digest) && !narrow.has(sitePath)) {
            if (process.env.AXE_DEBUG) console.log(`${dir}${sitePath} covered by an audit of the same <main>`);
            continue;
          }
          await injectAxe(page);
          violations.push(...(await auditLoadedPage(page, `${sitePath} (1280 px)`, memory, known)));
          if (narrow.has(sitePath)) {
            await page.setViewportSize({ width: 390, height: 844 });
            violations.push(
              ...(await auditLoadedPage(page, `${sitePath} (390 px, ${pageKind(sitePath)})`, memory, known)),
            );
          }
          audited.add(digest);
          if (process.env.AXE_DEBUG) console.log(`${dir}${sitePath} ${Date.now() - started} ms`);
        }
        expect(violations, violations.join('\n')).toEqual([]);
      } finally {
        await page.context().close();
        await server.close();
      }
    });
  }
}

test('the every-page gate fails on a page with an unlabelled checkbox', { tag: '@site' }, async ({ browser }) => {
  const page = await openAuditTab(browser);
  try {
    await page.setContent(
      '<!doctype html><html lang="en"><head><title>Checklist</title></head><body><main><h1>Checklist</h1>' +
        '<ul><li><input type="checkbox" disabled> Create the account</li></ul></main></body></html>',
    );
    const violations = await injectAndAudit(page, 'checklist');
    expect(violations.join('\n')).toMatch(/checklist \(light\): label \(critical\)/);
  } finally {
    await page.context().close();
  }
});

test('the colour memory leaves out only text whose colours and backdrop were checked', { tag: '@site' }, async ({
  browser,
}) => {
  const page = await openAuditTab(browser);
  const memory: ColourMemory = new Map();
  const html = (body: string) =>
    `<!doctype html><html lang="en"><head><title>Colours</title></head><body><main><h1>Colours</h1>${body}</main></body></html>`;
  try {
    // Learns black text on white.
    await page.setContent(html('<p style="color:#000">Plain text.</p>'));
    expect(await injectAndAudit(page, 'plain', memory)).toEqual([]);
    // Text of other colours is still checked…
    await page.setContent(html('<p style="color:#000">Plain text.</p><p style="color:#ddd">Faint text.</p>'));
    expect((await injectAndAudit(page, 'faint', memory)).join('\n')).toMatch(/faint \(light\): color-contrast/);
    // …and so is text of known colours over a box that is not its ancestor (same signature as
    // the first page's paragraph: only the overlap tells them apart).
    await page.setContent(
      html(
        '<div style="position:absolute;left:0;top:0;width:100%;height:100%;background:#111;z-index:-1"></div>' +
          '<p style="color:#000">Plain text.</p>',
      ),
    );
    expect((await injectAndAudit(page, 'covered', memory)).join('\n')).toMatch(/covered \(light\): color-contrast/);
  } finally {
    await page.context().close();
  }
});

for (const prefix of ['', '/en']) {
  test(`the task-list checkboxes of ${prefix}/docs/user-guide/getting-started/ are named after their item`, {
    tag: '@site',
  }, async ({ readerPage: page }) => {
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
