/**
 * A versions-only Docusaurus site with its docs at `/` and its blog at `/posts`
 * (tests/fixtures/docusaurus-root-docs), imported in replace mode by `npm run build:root-docs`
 * into out-root-docs/: the newest version's `slug: /` doc is the home page in both locales, an
 * older version's docs are under its name, the posts at the blog's own base, and an address
 * nothing serves is the site's 404.
 */
import { expect, test, type Page } from './fixtures';
import { serveImportedSite } from './imported-site';

const server = serveImportedSite('out-root-docs');
const open = (page: Page, path: string) => page.goto(`${server.origin}${path}`);

test('the home page is the `slug: /` doc of the newest version, in both locales', async ({ readerPage: page }) => {
  await open(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beacon 2 en español');
  await open(page, '/en/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beacon 2');
  await expect(page.getByRole('link', { name: 'Setup' }).first()).toHaveAttribute('href', '/en/guides/setup/');
});

test("an older version's doc is under the version's name, its root with a trailing slash", async ({
  readerPage: page,
}) => {
  await open(page, '/en/1.0/setup/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Setting up Beacon 1');
  // Every link to a version's root ends in a slash: `/1.0` would be read as a file.
  const versionRoots = await page.locator('a[href$="/1.0"], a[href$="/2.0"]').count();
  expect(versionRoots).toBe(0);
});

test("the posts are at the blog's own base", async ({ readerPage: page }) => {
  await open(page, '/en/posts/');
  const posts = page.getByRole('navigation', { name: 'Blog posts' });
  await expect(posts.getByRole('link', { name: 'Beacon 2 is out' })).toHaveAttribute('href', '/en/posts/beacon-2/');
  await posts.getByRole('link', { name: 'Signals, not logs' }).click();
  await expect(page).toHaveURL(`${server.origin}/en/posts/2024/03/01/signals/`);
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
    expect((await page.request.get(`${server.origin}${path}`)).status(), path).toBe(404);
  expect((await page.request.get(`${server.origin}/en/posts/rss.xml`)).status()).toBe(200);
});
