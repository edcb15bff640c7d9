/**
 * A Docusaurus site built on its own components, imported in replace mode
 * (tests/fixtures/docusaurus-components-site, first into out-docusaurus/ by `npm run
 * build:imported`): the pages wear its navbar, footer, announcement and colours, and its
 * components (a CSS module, an npm package, relative and @site imports, a partial, a sibling
 * .js module, a .tsx beside the doc, its global MDXComponents) render and run.
 */
import { expect, test, type Page } from './fixtures';
import { serveImportedSite } from './imported-site';

const server = serveImportedSite();
const open = (page: Page, path: string) => page.goto(`${server.origin}${path}`);

test("the chrome is the site's own: brand, navbar items, footer columns and copyright, announcement", async ({
  readerPage: page,
}) => {
  await open(page, '/en/');
  const header = page.getByRole('banner');
  const brand = header.getByRole('link', { name: 'Lantern logo Lantern' });
  await expect(brand).toHaveAttribute('href', '/en/');
  await expect(brand.getByRole('img', { name: 'Lantern logo' })).toHaveAttribute('src', '/img/logo.svg');
  const navbar = header.getByRole('navigation').first();
  // The navbar's first doc is the site's main doc: the field guide's intro, merged after it.
  await expect(navbar.getByRole('link', { name: 'Guide' })).toHaveAttribute('href', '/en/docs/intro/');
  await expect(navbar.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/en/blog/');
  await expect(navbar.getByRole('button', { name: 'More' })).toBeVisible();
  await expect(navbar.locator('.navbar-tools .lantern-badge')).toHaveText('beta');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: 'Learn' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Forum' })).toHaveAttribute('href', 'https://forum.lantern.example');
  await expect(footer).toContainText('Copyright © Lantern AuthorsBuilt with care');
  await expect(page.getByRole('complementary', { name: 'Announcement' })).toContainText('Lantern 2.0 is out');
  // Its Infima primary colour is the links' colour.
  const colour = await footer.getByRole('link', { name: 'Guide' }).evaluate((a) => getComputedStyle(a).color);
  expect(colour).toBe('rgb(154, 52, 18)');
  await open(page, '/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Guía' })).toBeVisible();
});

test('its components render and run: CSS module, npm package, partial, sibling module, .tsx beside the doc, global MDXComponents', async ({
  readerPage: page,
}) => {
  await open(page, '/en/docs/components/');
  const article = page.getByRole('main');
  const greeting = article.getByText('Hello reader, welcome to Lantern Docs: logs kept 2 days.');
  await expect(greeting).toBeVisible();
  expect(await greeting.getAttribute('class')).toMatch(/greeting/);
  expect(await greeting.evaluate((p) => getComputedStyle(p).borderLeftStyle)).toBe('solid');
  await expect(article.getByRole('heading', { name: 'Setting up' })).toHaveAttribute('id', 'setting-up');
  await expect(article).toContainText('Its example is called watching.');
  await expect(article.locator('.lantern-widget pre')).toContainText('lantern --watch /var/log');
  await expect(article.getByRole('link', { name: 'Back to the guide' })).toHaveAttribute('href', '/en/docs/lantern/');
  await expect(article.locator('mark.lantern-highlight')).toHaveText("marked by the site's own MDXComponents");
  const counter = article.getByRole('button', { name: 'Clicked 3 times' });
  await counter.click();
  await expect(article.getByRole('button', { name: 'Clicked 4 times' })).toBeVisible();
  await expect(article.locator('.lantern-browser')).toHaveText('in the browser');
});
