/**
 * A second docs plugin instance (`community` of tests/fixtures/docusaurus-components-site,
 * imported in replace mode into out-docusaurus/ by `npm run build:imported`): its docs at
 * Docusaurus' addresses (`/community/`, `/community/guides/contributing/`) in both locales,
 * with their own sidebar and pager, the navbar's docSidebar item leading there, and the
 * sitemap listing them.
 */
import { expect, test, type Page } from './fixtures';
import { serveImportedSite } from './imported-site';

const server = serveImportedSite();
const open = (page: Page, path: string) => page.goto(`${server.origin}${path}`);

test("the instance's docs are at its base in both locales, the `slug: /` doc at the base itself", async ({
  readerPage: page,
}) => {
  await open(page, '/en/community/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lantern community');
  await open(page, '/community/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comunidad de Lantern');
  await open(page, '/community/guides/contributing/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contribuir a Lantern');
  // The instance has no versions: none of the main docs' banner or badge.
  await expect(page.locator('.version-banner, .version-badge')).toHaveCount(0);
  // Its relative link is the sibling doc's address at the instance's base.
  await expect(page.getByRole('link', { name: 'los encuentros' })).toHaveAttribute(
    'href',
    '/community/guides/meetups/',
  );
});

test('its sidebar lists its own docs only, its pager stays within it', async ({ readerPage: page }) => {
  await open(page, '/en/community/guides/contributing/');
  const sidebar = page.getByRole('navigation', { name: 'Documentation', exact: true }).first();
  await expect(sidebar.getByRole('link', { name: 'Lantern community' })).toHaveAttribute('href', '/en/community/');
  await expect(sidebar.getByRole('link', { name: 'Meetups' })).toHaveAttribute('href', '/en/community/guides/meetups/');
  // The main docs are not in it.
  await expect(sidebar.getByRole('link', { name: 'Introduction', exact: true })).toHaveCount(0);
  const pager = page.getByRole('navigation', { name: 'Documentation pages' });
  await expect(pager.getByRole('link', { name: /Lantern community/ })).toHaveAttribute('href', '/en/community/');
  await expect(pager.getByRole('link', { name: /Meetups/ })).toHaveAttribute('href', '/en/community/guides/meetups/');
  // The category label comes translated from the instance's own current.json.
  await open(page, '/community/guides/contributing/');
  await expect(page.getByRole('navigation', { name: 'Documentación', exact: true }).first()).toContainText('Guías');
});

test("the navbar's docSidebar item of the instance leads to its first doc; the sitemap lists its docs", async ({
  readerPage: page,
}) => {
  await open(page, '/en/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Community' })).toHaveAttribute(
    'href',
    '/en/community/',
  );
  const sitemap = await (await page.request.get(`${server.origin}/sitemap.xml`)).text();
  expect(sitemap).toContain('/community/guides/contributing/</loc>');
  expect(sitemap).toContain('/en/community/</loc>');
});
