/**
 * Docusaurus' category pages and cards in the imported fixture site (`npm run
 * build:imported`, out-docusaurus/): a category with `link: { type: 'generated-index' }`
 * (sidebars.js' "Getting started", the `advanced` folder's _category_ file) has its page of
 * cards at Docusaurus' address in both locales, opened by its sidebar label; `<DocCardList />`
 * in a folder's index doc (`advanced/integrations`) lists that folder's items.
 */
import { COLOUR_MODE_RULES, findSeriousViolations } from './axe';
import { expect, test, type Page } from './fixtures';
import { serveImportedSite } from './imported-site';

const server = serveImportedSite();

const open = (page: Page, path: string) => page.goto(`${server.origin}${path}`);
const prefix = (locale: 'en' | 'es') => (locale === 'en' ? '/en' : '');
const cards = (page: Page) =>
  page
    .locator('.docs-article')
    .getByRole('list')
    .filter({ has: page.getByRole('heading') })
    .getByRole('listitem');
const sidebar = (page: Page, locale: 'en' | 'es') =>
  page.getByRole('navigation', { name: locale === 'en' ? 'Documentation' : 'Documentación', exact: true });

const TEXTS = {
  en: {
    title: 'Start here',
    description: 'Install the reporting button, then send a first phishing simulation.',
    cards: ['Install', 'Your first phishing simulation'],
    advanced: 'Advanced',
    items: '2 items',
    // The docs' own page (`slug: /`, merged from the patterns fixture, untranslated) starts every trail.
    home: 'Patterns at the docs root',
    previous: 'Welcome to the field guide',
    next: 'Install the reporting button',
    label: 'Getting started',
  },
  es: {
    title: 'Empieza aquí',
    description: 'Instala el botón de notificación y envía una primera simulación de phishing.',
    cards: ['Instalar', 'Tu primera simulación de phishing'],
    advanced: 'Avanzado',
    items: '2 elementos',
    home: 'Patterns at the docs root',
    previous: 'Bienvenida a la guía de campo',
    next: 'Instalar el botón de notificación',
    label: 'Primeros pasos',
  },
} as const;

for (const locale of ['en', 'es'] as const) {
  const t = TEXTS[locale];

  test(`a generated-index category has its page of cards at Docusaurus' address (${locale})`, async ({
    readerPage: page,
  }) => {
    expect((await open(page, `${prefix(locale)}/docs/category/getting-started/`))?.status()).toBe(200);
    await expect(page).toHaveTitle(new RegExp(`^${t.title} \\|`));
    await expect(page.locator('h1')).toHaveText(t.title);
    await expect(page.locator('.docs-article > p').first()).toHaveText(t.description);
    await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText([...t.cards]);
    // Each card shows its doc's description and leads to the doc.
    await expect(cards(page).first()).toContainText(
      locale === 'en' ? 'Employees report suspicious email' : 'Los empleados notifican',
    );
    await cards(page).getByRole('link', { name: t.cards[1], exact: true }).click();
    await expect(page).toHaveURL(`${server.origin}${prefix(locale)}/docs/getting-started/first-simulation/`);
  });

  test(`a category page has breadcrumbs and a pager like a doc, and its docs' crumbs link to it (${locale})`, async ({
    readerPage: page,
  }) => {
    await open(page, `${prefix(locale)}/docs/category/getting-started/`);
    const crumbs = page.getByRole('navigation', { name: locale === 'en' ? 'Breadcrumbs' : 'Ruta de navegación' });
    await expect(crumbs.getByRole('listitem')).toHaveText([t.home, t.label]);
    const pager = page.locator('.pager');
    await expect(pager.locator('a[rel="prev"] .pager-title')).toHaveText(t.previous);
    await expect(pager.locator('a[rel="next"] .pager-title')).toHaveText(t.next);
    await open(page, `${prefix(locale)}/docs/getting-started/install/`);
    await expect(page.locator('.pager a[rel="prev"] .pager-title')).toHaveText(t.label);
    await crumbs.getByRole('link', { name: t.label }).click();
    await expect(page).toHaveURL(`${server.origin}${prefix(locale)}/docs/category/getting-started/`);
  });

  test(`a sub-category's card says how many items it has and leads to its index doc (${locale})`, async ({
    readerPage: page,
  }) => {
    await open(page, `${prefix(locale)}/docs/category/advanced/`);
    await expect(page.locator('h1')).toHaveText(t.advanced);
    const integrations = cards(page).filter({ hasText: locale === 'en' ? 'Integrations' : 'Integraciones' });
    await expect(integrations).toContainText(t.items);
    // The whole card is the link's target: a click on its text (under the stretched link) follows it.
    const text = (await integrations.getByText(t.items).boundingBox())!;
    await page.mouse.click(text.x + 4, text.y + text.height / 2);
    await expect(page).toHaveURL(`${server.origin}${prefix(locale)}/docs/guides/advanced/integrations/`);
  });

  test(`<DocCardList /> in a category's index doc lists the category's docs (${locale})`, async ({
    readerPage: page,
  }) => {
    await open(page, `${prefix(locale)}/docs/guides/advanced/integrations/`);
    await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText([
      locale === 'en' ? 'Syncing users with SCIM' : 'Sincronizar usuarios con SCIM',
      'SSO',
    ]);
    await expect(cards(page).last()).toContainText(
      locale === 'en' ? 'SAML 2.0 or OpenID Connect' : 'SAML 2.0 u OpenID Connect',
    );
    await cards(page).getByRole('link', { name: 'SSO', exact: true }).click();
    await expect(page).toHaveURL(`${server.origin}${prefix(locale)}/docs/guides/advanced/integrations/sso/`);
  });

  test(`the sidebar's category label opens its page; the button beside it opens the category in place (${locale})`, async ({
    page,
  }) => {
    await open(page, `${prefix(locale)}/docs/glossary/`);
    const nav = sidebar(page, locale);
    const toggle = nav.getByRole('button', { name: t.advanced });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(
      nav.getByRole('link', { name: locale === 'en' ? 'Automating campaigns' : 'Automatizar campañas' }),
    ).toBeVisible();
    await expect(page).toHaveURL(`${server.origin}${prefix(locale)}/docs/glossary/`);
    await nav.getByRole('link', { name: t.advanced, exact: true }).click();
    await expect(page).toHaveURL(`${server.origin}${prefix(locale)}/docs/category/advanced/`);
    await expect(page.locator('h1')).toHaveText(t.advanced);
    await expect(sidebar(page, locale).getByRole('link', { name: t.advanced, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(sidebar(page, locale).getByRole('button', { name: t.advanced })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the category label and the cards are plain links', async ({ page }) => {
    await open(page, '/en/docs/glossary/');
    await sidebar(page, 'en').getByRole('link', { name: 'Advanced', exact: true }).click();
    await expect(page).toHaveURL(`${server.origin}/en/docs/category/advanced/`);
    await cards(page).getByRole('link', { name: 'Automating campaigns' }).click();
    await expect(page).toHaveURL(`${server.origin}/en/docs/guides/advanced/automation/`);
  });
});

test('category pages are in the sitemap and the search index of their locale', async ({ readerPage: page }) => {
  const sitemap = await (await page.request.get(`${server.origin}/sitemap.xml`)).text();
  for (const path of [
    '/docs/category/advanced/',
    '/en/docs/category/advanced/',
    '/docs/category/getting-started/',
    '/en/docs/category/getting-started/',
  ])
    expect(sitemap).toContain(`${path}</loc>`);
  await open(page, '/en/docs/category/advanced/');
  // A string, so the test's compiler leaves the browser's dynamic import alone. The newest
  // version (2.0, at /docs/) is a cut version: its pages are in its own index, merged here as
  // the search dialog merges it on that version's pages.
  const urls = (await page.evaluate(`(async () => {
    const pagefind = await import('/pagefind/pagefind.js');
    await pagefind.mergeIndex('/pagefind/versions/2.0/');
    const search = await pagefind.search('teams that run many campaigns');
    return Promise.all(search.results.map(async (result) => (await result.data()).url));
  })()`)) as string[];
  expect(urls).toContain('/en/docs/category/advanced/');
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    test(`a category page and a doc's cards have no serious or critical axe violation (${colorScheme}, ${width} px)`, async ({
      page,
    }) => {
      test.setTimeout(120_000); // axe's contrast pass is slow on a busy 2-core machine
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/en/docs/category/advanced/', '/docs/guides/advanced/integrations/']) {
        await open(page, path);
        // In dark, only the rules the colour mode can change.
        const rules = colorScheme === 'dark' ? COLOUR_MODE_RULES : undefined;
        const violations = await findSeriousViolations(page, { rules });
        expect(violations, `${path}:\n${violations.join('\n')}`).toEqual([]);
      }
    });
  }
}
