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
  // A dropdown's taller button and the links beside it share one line.
  const middle = async (item: ReturnType<Page['locator']>) => {
    const box = (await item.boundingBox())!;
    return box.y + box.height / 2;
  };
  expect(
    Math.abs(
      (await middle(navbar.getByRole('button', { name: 'More' }))) -
        (await middle(navbar.getByRole('link', { name: 'News' }))),
    ),
  ).toBeLessThanOrEqual(3);
  await expect(navbar.locator('.navbar-tools .lantern-badge')).toHaveText('beta');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: 'Learn' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Forum' })).toHaveAttribute('href', 'https://forum.lantern.example');
  await expect(footer).toContainText('Copyright © Lantern AuthorsBuilt with care');
  // Its CSS styles the footer by Docusaurus' class names (`.footer`, `.footer__copyright`), as kysely's does.
  await expect(footer).toHaveCSS('padding-top', '32px');
  await expect(footer.locator('.footer__copyright')).toHaveCSS('font-size', '14px');
  await expect(footer.locator('.footer__title').first()).toHaveText('Learn');
  await expect(footer.locator('a.footer__link-item', { hasText: 'Forum' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Announcement' })).toContainText('Lantern 2.0 is out');
  // Its footer.style 'dark' is Docusaurus' dark footer (footer--dark), its links light on it.
  await expect(footer).toHaveClass(/footer--dark/);
  await expect(footer).toHaveCSS('background-color', 'rgb(48, 56, 70)');
  await expect(footer.getByRole('link', { name: 'Guide' })).toHaveCSS('color', 'rgb(235, 237, 240)');
  // Its CSS fixes `.navbar` to the top (as kysely's does): the header still holds it, above the page, not over it.
  const headerBox = (await header.boundingBox())!;
  expect(headerBox.height).toBeGreaterThan(40);
  expect((await page.getByRole('main').boundingBox())!.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
  await open(page, '/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Guía' })).toBeVisible();
});

test("on a phone, the menu panel holds the navbar's dropdown, and its links open", async ({ readerPage: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/en/docs/intro/');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const panel = page.getByRole('dialog');
  await panel.getByRole('button', { name: 'More' }).click();
  await expect(panel.getByRole('link', { name: /^Status/ })).toHaveAttribute('href', 'https://status.lantern.example');
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
  // A component's frame of another site (as kysely's playground): no frame; the example's code, and a link
  // that opens the same address in a new tab.
  const live = article.getByRole('link', { name: 'Open play.lantern.example in a new tab' });
  await expect(live).toHaveAttribute('href', /^https:\/\/play\.lantern\.example\/\?theme=(light|dark)#code=lantern/);
  await expect(live).toHaveAttribute('target', '_blank');
  await expect(article.locator('.lantern-live-code pre')).toBeVisible();
  await expect(article.locator('iframe')).toHaveCount(0);
});

test("the site's magic comments mark their lines with its classes, in light and dark, and leave no comment", async ({
  readerPage: page,
}) => {
  await open(page, '/en/docs/lantern/');
  const code = page.locator('pre.shiki').first();
  await expect(code.locator('.line.code-block-diff-red')).toHaveText("lantern.open('app.log', 'windows');");
  await expect(code.locator('.line.code-block-diff-green')).toHaveText("lantern.open('app.log', 'crlf');");
  await expect(code.locator('.line.highlighted')).toHaveText('lantern.tail();');
  await expect(code).not.toContainText('diff-red');
  await expect(code).not.toContainText('highlight-next-line');
  // Styled by the site's own CSS in both colour modes (a band of colour, a rule on the left).
  for (const theme of ['light', 'dark']) {
    await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
    const red = code.locator('.line.code-block-diff-red');
    expect(await red.evaluate((el) => getComputedStyle(el).borderLeftStyle)).toBe('solid');
    expect(await red.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  }
});

test("an imported doc's edit link leads to its file in the site's repository, as Docusaurus built it", async ({
  readerPage: page,
}) => {
  await open(page, '/en/docs/lantern/');
  await expect(page.locator('.doc-meta-edit')).toHaveAttribute(
    'href',
    'https://github.com/lantern/lantern/edit/main/website/docs/lantern.md',
  );
  // A merged site's doc keeps its own site's editUrl, its number prefixes and all.
  await open(page, '/en/docs/getting-started/install/');
  await expect(page.locator('.doc-meta-edit')).toHaveAttribute(
    'href',
    'https://github.com/vigia-field/guide/edit/main/website/docs/01-getting-started/01-install.md',
  );
});

test('the blog links and builds only the feeds feedOptions.type names, with feedOptions.limit posts', async ({
  readerPage: page,
  request,
}) => {
  await open(page, '/en/blog/');
  const feeds = page.locator('.blog-feeds a');
  await expect(feeds).toHaveText(['RSS', 'Atom']);
  await expect(page.locator('head link[rel="alternate"][type="application/feed+json"]')).toHaveCount(0);
  await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveCount(1);
  expect((await request.get(`${server.origin}/en/blog/feed.json`)).status()).toBe(404);
  const rss = await (await request.get(`${server.origin}/en/blog/rss.xml`)).text();
  expect(rss.match(/<item>/g)).toHaveLength(2);
});

test('a component importing a file outside src/ (the site package.json) renders it', async ({ readerPage: page }) => {
  await open(page, '/en/docs/components/');
  await expect(page.locator('.lantern-version')).toHaveText('Lantern 2.0.0');
});
