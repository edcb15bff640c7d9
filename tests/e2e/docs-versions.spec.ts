/**
 * Versioned docs (issue 40) on the imported fixture, whose versions `npm run build:imported`
 * cuts with `npm run docs:version` (scripts/versions-fixture.mjs): 1.0, a change to the
 * intro, 2.0, another change. So 2.0 is at /docs/, the current docs at /docs/next/
 * (unreleased), 1.0 at /docs/1.0/ (unmaintained, noIndex), in both locales.
 */
import { expect, test, type Page } from './fixtures';
import { serveImportedSite } from './imported-site';
import { COLOUR_MODE_RULES, findSeriousViolations } from './axe';
import { FIRST_QUERY_TIMEOUT, openSearchWithButton } from './search-page';
import { VERSION_CHANGES } from '../../scripts/versions-fixture';

const server = serveImportedSite();
const open = (page: Page, path: string) => page.goto(`${server.origin}${path}`);
const SITE = 'https://docs.vigia.example';
const STORAGE_KEY = 'docs-preferred-version-default';

const TEXTS = {
  en: {
    prefix: '/en',
    title: 'Welcome to the field guide',
    section: 'who-this-guide-is-for',
    toc: 'On this page',
    unreleased: 'This is unreleased documentation for version Next.',
    unmaintained: 'This is documentation for version 1.0, which is no longer actively maintained.',
    latest: 'the latest version (2.0)',
    badge: (label: string) => `Version: ${label}`,
    menu: (label: string) => `${label}: documentation version`,
    allVersions: 'Search all versions',
    tagTitle: (label: string) => new RegExp(`^\\d+ docs? tagged with “.+” in version ${label.replace('.', '\\.')}`),
    tagIndexTitle: (label: string) => `Tags of the documentation, version ${label}`,
  },
  es: {
    prefix: '',
    title: 'Bienvenida a la guía de campo',
    section: 'para-quién-es-esta-guía',
    toc: 'En esta página',
    unreleased: 'Esta es la documentación sin publicar de la versión Next.',
    unmaintained: 'Esta es la documentación de la versión 1.0, que ya no se mantiene.',
    latest: 'la última versión (2.0)',
    badge: (label: string) => `Versión: ${label}`,
    menu: (label: string) => `${label}: versión de la documentación`,
    allVersions: 'Buscar en todas las versiones',
    tagTitle: (label: string) =>
      new RegExp(`^\\d+ documentos? etiquetados? con «.+» en la versión ${label.replace('.', '\\.')}`),
    tagIndexTitle: (label: string) => `Etiquetas de la documentación, versión ${label}`,
  },
} as const;

const banner = (page: Page) => page.locator('.version-banner');
const article = (page: Page) => page.locator('article.docs-article');

for (const locale of ['en', 'es'] as const) {
  const t = TEXTS[locale];

  test(`each version shows its own text, banner and badge (${locale})`, async ({ readerPage: page }) => {
    // The last version, 2.0, at /docs/: the first change, not the second, and no banner.
    await open(page, `${t.prefix}/docs/intro/`);
    await expect(page.locator('h1')).toHaveText(t.title);
    await expect(article(page)).toContainText(VERSION_CHANGES['2.0'][locale]);
    await expect(article(page)).not.toContainText(VERSION_CHANGES.next[locale]);
    await expect(banner(page)).toHaveCount(0);
    await expect(page.locator('.version-badge')).toHaveText(t.badge('2.0'));
    // The current docs at /docs/next/: the latest change, unreleased, linking to the same doc in 2.0.
    await open(page, `${t.prefix}/docs/next/intro/`);
    await expect(article(page)).toContainText(VERSION_CHANGES.next[locale]);
    await expect(banner(page)).toContainText(t.unreleased);
    await expect(banner(page).getByRole('link', { name: t.latest })).toHaveAttribute('href', `${t.prefix}/docs/intro/`);
    await expect(page.locator('.version-badge')).toHaveText(t.badge('Next'));
    // 1.0 at /docs/1.0/: neither change, unmaintained.
    await open(page, `${t.prefix}/docs/1.0/intro/`);
    await expect(page.locator('h1')).toHaveText(t.title);
    await expect(article(page)).not.toContainText(VERSION_CHANGES['2.0'][locale]);
    await expect(banner(page)).toContainText(t.unmaintained);
    await expect(banner(page).getByRole('link', { name: t.latest })).toHaveAttribute('href', `${t.prefix}/docs/intro/`);
  });

  test(`each version has its own sidebar, table of contents, breadcrumbs and pager (${locale})`, async ({
    readerPage: page,
  }) => {
    await open(page, `${t.prefix}/docs/1.0/intro/`);
    // The table of contents lists the version's own sections, and stays on its page.
    const toc = page.getByRole('navigation', { name: t.toc });
    await toc.getByRole('link').first().click();
    await expect(page).toHaveURL(`${server.origin}${t.prefix}/docs/1.0/intro/#${encodeURI(t.section)}`);
    const sidebarLinks = await page
      .locator('.docs-sidebar-column a[href]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(sidebarLinks.length).toBeGreaterThan(1);
    for (const href of sidebarLinks) expect(href).toMatch(new RegExp(`^${t.prefix}/docs/1\\.0/`));
    const next = page
      .getByRole('navigation', { name: locale === 'en' ? 'Documentation pages' : 'Páginas de la documentación' })
      .getByRole('link');
    for (const href of await next.evaluateAll((links) => links.map((a) => a.getAttribute('href')!)))
      expect(href).toMatch(new RegExp(`^${t.prefix}/docs/1\\.0/`));
    await next.first().click();
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/docs/1\\.0/`));
    await expect(page.locator('.version-banner')).toContainText(t.unmaintained);
    const crumbs = page.locator('nav.breadcrumbs a[href], .breadcrumbs a[href]');
    for (const href of await crumbs.evaluateAll((links) => links.map((a) => a.getAttribute('href')!)))
      expect(href).toMatch(new RegExp(`^${t.prefix}/docs/1\\.0/`));
  });

  test(`the versions dropdown goes to the same doc and section in another version and remembers it (${locale})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, `${t.prefix}/docs/1.0/intro/#${t.section}`);
    const button = page.getByRole('button', { name: t.menu('1.0') });
    await button.click();
    const menu = page.locator('#versions-menu');
    await expect(menu.getByRole('link')).toHaveText(['Next', '2.0', '1.0']);
    await menu.getByRole('link', { name: '2.0', exact: true }).click();
    await expect(page).toHaveURL(`${server.origin}${t.prefix}/docs/intro/#${encodeURI(t.section)}`);
    await expect(page.getByRole('button', { name: t.menu('2.0') })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe('2.0');
    // The keyboard reaches it too.
    await page.getByRole('button', { name: t.menu('2.0') }).focus();
    await page.keyboard.press('Enter');
    await menu.getByRole('link', { name: 'Next', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${t.prefix}/docs/next/intro/`));
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe('current');
  });

  test(`search on a 1.0 page finds 1.0 and says so, and can search every version (${locale})`, async ({ page }) => {
    await open(page, `${t.prefix}/docs/1.0/intro/`);
    const ui = await openSearchWithButton(page, locale);
    await ui.input.pressSequentially(locale === 'en' ? 'field guide' : 'guía de campo');
    await expect(ui.options.first()).toBeVisible({ timeout: FIRST_QUERY_TIMEOUT });
    const hrefs = () => ui.options.evaluateAll((rows) => rows.map((row) => row.getAttribute('href')!));
    const docHits = (await hrefs()).filter((href) => href.includes('/docs/'));
    expect(docHits.length).toBeGreaterThan(0);
    for (const href of docHits) expect(href).toContain('/docs/1.0/');
    await expect(ui.options.first().locator('.search-hit-version')).toHaveText(t.badge('1.0'));
    await page.getByRole('checkbox', { name: t.allVersions }).check();
    await expect
      .poll(async () => (await hrefs()).some((href) => !href.includes('/docs/1.0/') && href.includes('/docs/')))
      .toBe(true);
  });

  test(`an old version's page declares the last version's doc as canonical, noindex as configured, hreflang in its version (${locale})`, async ({
    readerPage: page,
  }) => {
    const head = page.locator('head');
    const other = locale === 'en' ? '' : '/en';
    await open(page, `${t.prefix}/docs/1.0/intro/`);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}${t.prefix}/docs/intro/`);
    await expect(head.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(head.locator(`link[rel="alternate"][hreflang="${locale === 'en' ? 'es' : 'en'}"]`)).toHaveAttribute(
      'href',
      `${SITE}${other}/docs/1.0/intro/`,
    );
    await expect(head.locator('link[type="text/markdown"]')).toHaveCount(0);
    await open(page, `${t.prefix}/docs/next/intro/`);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}${t.prefix}/docs/intro/`);
    await expect(head.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(head.locator('link[type="text/markdown"]')).toHaveCount(0);
    // The Markdown twins cover the last version.
    await open(page, `${t.prefix}/docs/intro/`);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}${t.prefix}/docs/intro/`);
    await expect(head.locator('link[type="text/markdown"]')).toHaveAttribute(
      'href',
      `${SITE}${t.prefix}/docs/intro.md`,
    );
  });

  test(`the not-found page suggests pages of the version in its address (${locale})`, async ({ page }) => {
    await open(page, `${t.prefix}/docs/1.0/install-button/`);
    const links = page.locator('.not-found-suggestions a');
    await expect(links.first()).toBeVisible({ timeout: FIRST_QUERY_TIMEOUT });
    for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')!)))
      if (href.includes('/docs/')) expect(href).toContain('/docs/1.0/');
  });

  test(`each version has its own tag pages, listing its own docs and naming the version (${locale})`, async ({
    readerPage: page,
  }) => {
    const docLinks = () =>
      page.locator('main ul.doc-tag-docs a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    for (const [version, own, label] of [
      ['1.0/', /\/docs\/1\.0\//, '1.0'],
      ['next/', /\/docs\/next\//, 'Next'],
      ['', /\/docs\/(?!next\/|1\.0\/)/, '2.0'],
    ] as const) {
      // A doc's tag goes to the tag's page of the doc's version.
      await open(page, `${t.prefix}/docs/${version}intro/`);
      await page.locator(`a.tag[href="${t.prefix}/docs/${version}tags/awareness/"]`).first().click();
      await expect(page).toHaveURL(`${server.origin}${t.prefix}/docs/${version}tags/awareness/`);
      const hrefs = await docLinks();
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) expect(href).toMatch(own);
      await expect(page.locator('h1')).toHaveText(t.tagTitle(label));
      await expect(page).toHaveTitle(t.tagTitle(label));
      // The versions menu names the tag page's version, not the current docs'.
      await expect(page.getByRole('banner').getByRole('button', { name: t.menu(label) })).toBeVisible();
      const allTags = page.locator(`main a[href="${t.prefix}/docs/${version}tags/"]`);
      await expect(allTags, 'the link to all tags stays in the version').toHaveCount(1);
      await allTags.click();
      await expect(page.locator('h1')).toHaveText(t.tagIndexTitle(label));
      await expect(page).toHaveTitle(new RegExp(`^${t.tagIndexTitle(label).replace('.', '\\.')}`));
    }
  });
}

test('the sitemap lists the last version, and neither noIndex versions nor pages whose canonical is elsewhere', async ({
  readerPage: page,
}) => {
  const sitemap = await (await page.request.get(`${server.origin}/sitemap.xml`)).text();
  expect(sitemap).toContain(`<loc>${SITE}/en/docs/intro/</loc>`);
  expect(sitemap).toContain(`<loc>${SITE}/docs/intro/</loc>`);
  expect(sitemap).not.toContain('/docs/1.0/');
  expect(sitemap).not.toContain('/docs/next/intro/');
  const llms = await (await page.request.get(`${server.origin}/llms.txt`)).text();
  expect(llms).toContain('Version: 2.0');
  expect(llms).not.toContain('/docs/1.0/');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every version reads in both locales, with its banner, and the dropdown links each version', async ({
    page,
  }) => {
    for (const locale of ['en', 'es'] as const) {
      const t = TEXTS[locale];
      for (const [version, text, bannerText] of [
        ['', VERSION_CHANGES['2.0'][locale], undefined],
        ['next/', VERSION_CHANGES.next[locale], t.unreleased],
        ['1.0/', t.title, t.unmaintained],
      ] as const) {
        await open(page, `${t.prefix}/docs/${version}intro/`);
        await expect(page.locator('h1')).toHaveText(t.title);
        await expect(article(page)).toContainText(text);
        if (bannerText) await expect(banner(page)).toContainText(bannerText);
        else await expect(banner(page)).toHaveCount(0);
      }
    }
    const versions = await page
      .locator('#versions-menu a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(versions).toEqual(['/docs/next/intro/', '/docs/intro/', '/docs/1.0/intro/']);
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`a versioned doc with its banner, badge and open versions menu has no serious or critical axe violation (${colorScheme})`, async ({
    page,
  }) => {
    test.setTimeout(120_000); // axe's contrast pass is slow on a busy 2-core machine
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/en/docs/1.0/intro/');
    await page.getByRole('button', { name: TEXTS.en.menu('1.0') }).click();
    // In dark, only the rules the colour mode can change.
    const violations = await findSeriousViolations(page, {
      rules: colorScheme === 'dark' ? COLOUR_MODE_RULES : undefined,
    });
    expect(violations, violations.join('\n')).toEqual([]);
  });
}
