/**
 * A versions-only Docusaurus site with its docs at `/` and its blog at `/posts`
 * (tests/fixtures/docusaurus-root-docs), imported in replace mode by `npm run build:root-docs`
 * and exported under the base path /handbook into out-root-docs/: the newest version's
 * `slug: /` doc is the home page in both locales, an older version's docs are under its name,
 * the posts at the blog's own base, and an address nothing serves is the site's 404. Its
 * versions (2.0 the last, 1.0 older; no current docs) are read end to end under the base path:
 * dropdown, banner, canonical and sitemap addresses, version-scoped search, 404 suggestions.
 */
import { expect, test, type Page } from './fixtures';
import { AUDITED_EXPORTS } from './audited-exports';
import { serveImportedSite } from './imported-site';
import { FIRST_QUERY_TIMEOUT, openSearchWithButton } from './search-page';

const DIR = 'out-root-docs';
/** The base path `npm run build:root-docs` builds for (scripts/build-root-docs-fixture.ts). */
const BASE = AUDITED_EXPORTS.find((e) => e.dir === DIR)!.basePath;
const SITE = 'https://docs.vigia.example';
const STORAGE_KEY = 'docs-preferred-version-default';

const server = serveImportedSite(DIR, BASE);
const open = (page: Page, path: string) => page.goto(`${server.origin}${BASE}${path}`);
const hrefsOf = (links: ReturnType<Page['locator']>) =>
  links.evaluateAll((all) => all.map((a) => a.getAttribute('href')!));

test('the home page is the `slug: /` doc of the newest version, in both locales', async ({ readerPage: page }) => {
  await open(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beacon 2 en español');
  await open(page, '/en/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beacon 2');
  await expect(page.getByRole('link', { name: 'Setup' }).first()).toHaveAttribute('href', `${BASE}/en/guides/setup/`);
  // The breadcrumbs of any other doc start at that page, as Docusaurus' do.
  await open(page, '/en/guides/setup/');
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Beacon 2' }),
  ).toHaveAttribute('href', `${BASE}/en/`);
});

test("an older version's doc is under the version's name, its root with a trailing slash", async ({
  readerPage: page,
}) => {
  await open(page, '/en/1.0/setup/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Setting up Beacon 1');
  // Every link to a version's root ends in a slash: `/1.0` would be read as a file.
  const versionRoots = await page.locator('a[href$="/1.0"], a[href$="/2.0"]').count();
  expect(versionRoots).toBe(0);
  // A 1.0 doc's relative link stays in 1.0, where the browser took it on Docusaurus' page.
  await open(page, '/en/1.0/limits/');
  await expect(page.getByRole('link', { name: 'set up', exact: true })).toHaveAttribute(
    'href',
    `${BASE}/en/1.0/setup/`,
  );
});

test("the posts are at the blog's own base", async ({ readerPage: page }) => {
  await open(page, '/en/posts/');
  const posts = page.getByRole('navigation', { name: 'Blog posts' });
  await expect(posts.getByRole('link', { name: 'Beacon 2 is out' })).toHaveAttribute(
    'href',
    `${BASE}/en/posts/beacon-2/`,
  );
  await posts.getByRole('link', { name: 'Signals, not logs' }).click();
  await expect(page).toHaveURL(`${server.origin}${BASE}/en/posts/2024/03/01/signals/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Signals, not logs');
});

test('an address nothing serves answers the 404 page', async ({ readerPage: page }) => {
  const response = await open(page, '/en/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('nothing is at /blog/: the blog and its feeds are at /posts only, as in Docusaurus', async ({
  readerPage: page,
}) => {
  for (const path of ['/blog/', '/en/blog/', '/en/blog/archive/', '/en/blog/rss.xml'])
    expect((await page.request.get(`${server.origin}${BASE}${path}`)).status(), path).toBe(404);
  expect((await page.request.get(`${server.origin}${BASE}/en/posts/rss.xml`)).status()).toBe(200);
});

test.describe('versions under the base path', () => {
  test('the dropdown goes to the same doc and section in another version, and remembers it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, '/en/1.0/#what-it-watches');
    await page.getByRole('button', { name: '1.0: documentation version' }).click();
    const menu = page.locator('#versions-menu');
    await expect(menu.getByRole('link')).toHaveText(['2.0', '1.0']);
    await menu.getByRole('link', { name: '2.0', exact: true }).click();
    await expect(page).toHaveURL(`${server.origin}${BASE}/en/#what-it-watches`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beacon 2');
    await expect(page.getByRole('button', { name: '2.0: documentation version' })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe('2.0');
  });

  for (const [locale, prefix, latest] of [
    ['en', '/en', 'the latest version (2.0)'],
    ['es', '', 'la última versión (2.0)'],
  ] as const) {
    test(`an old version's banner links to the same doc in the last version (${locale})`, async ({
      readerPage: page,
    }) => {
      await open(page, `${prefix}/1.0/`);
      const link = page.locator('.version-banner').getByRole('link', { name: latest });
      await expect(link).toHaveAttribute('href', `${BASE}${prefix}/`);
      await link.click();
      await expect(page).toHaveURL(`${server.origin}${BASE}${prefix}/`);
      await expect(page.locator('.version-banner')).toHaveCount(0);
    });
  }

  test('canonical, hreflang and the sitemap give absolute addresses with the base path', async ({
    readerPage: page,
  }) => {
    const head = page.locator('head');
    await open(page, '/en/1.0/');
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}${BASE}/en/`);
    await expect(head.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', `${SITE}${BASE}/1.0/`);
    await open(page, '/en/guides/setup/');
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}${BASE}/en/guides/setup/`);
    await expect(head.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute(
      'href',
      `${SITE}${BASE}/guides/setup/`,
    );
    const sitemap = await (await page.request.get(`${server.origin}${BASE}/sitemap.xml`)).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs).toContain(`${SITE}${BASE}/en/guides/setup/`);
    expect(locs).toContain(`${SITE}${BASE}/`);
    for (const loc of locs) expect(loc.startsWith(`${SITE}${BASE}/`), loc).toBe(true);
    // The 1.0 home's canonical is the 2.0 home: not listed.
    expect(locs).not.toContain(`${SITE}${BASE}/en/1.0/`);
    const robots = await (await page.request.get(`${server.origin}${BASE}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${SITE}${BASE}/sitemap.xml`);
  });

  test('search on a 1.0 page finds 1.0 pages under the base path and says so, and can search every version', async ({
    page,
  }) => {
    await open(page, '/en/1.0/setup/');
    const ui = await openSearchWithButton(page, 'en');
    await ui.input.pressSequentially('agent');
    await expect(ui.options.first()).toBeVisible({ timeout: FIRST_QUERY_TIMEOUT });
    const hrefs = () => hrefsOf(ui.options);
    const found = await hrefs();
    for (const href of found) expect(href).toMatch(new RegExp(`^${BASE}/en/(1\\.0/|posts/)`));
    expect(found).toContain(`${BASE}/en/1.0/setup/`);
    await expect(ui.options.first().locator('.search-hit-version')).toHaveText('Version: 1.0');
    await page.getByRole('checkbox', { name: 'Search all versions' }).check();
    await expect.poll(async () => (await hrefs()).includes(`${BASE}/en/guides/setup/`)).toBe(true);
    await ui.options.filter({ hasText: 'Setting up Beacon 1' }).first().click();
    await expect(page).toHaveURL(new RegExp(`^${server.origin}${BASE}/en/1\\.0/setup/`));
  });

  test('a search finds pages of every part of the index', async ({ page }) => {
    // The build makes its main index in parts (scripts/build-root-docs-fixture.ts): the
    // signals post is in the index itself, the Beacon 2 post in parts/1/.
    const manifest = await (await page.request.get(`${server.origin}${BASE}/pagefind/search.json`)).json();
    expect(manifest.parts.map((p: { index: string }) => p.index)).toContain('parts/1/');
    await open(page, '/en/posts/');
    const ui = await openSearchWithButton(page, 'en');
    for (const [term, post] of [
      ['signals', `${BASE}/en/posts/2024/03/01/signals/`],
      ['watches', `${BASE}/en/posts/beacon-2/`],
    ] as const) {
      await ui.input.fill(term);
      await expect.poll(async () => await hrefsOf(ui.options), { timeout: FIRST_QUERY_TIMEOUT }).toContain(post);
    }
  });

  test("the not-found page suggests pages of the address's version, under the base path", async ({ page }) => {
    await open(page, '/en/1.0/agent-setup/');
    const links = page.locator('.not-found-suggestions a');
    await expect(links.first()).toBeVisible({ timeout: FIRST_QUERY_TIMEOUT });
    const hrefs = await hrefsOf(links);
    expect(hrefs).toContain(`${BASE}/en/1.0/setup/`);
    // 2.0's docs are at the root: a suggestion of that version would be neither 1.0's nor a post.
    for (const href of hrefs) expect(href).toMatch(new RegExp(`^${BASE}/en/(1\\.0/|posts/)`));
  });
});
