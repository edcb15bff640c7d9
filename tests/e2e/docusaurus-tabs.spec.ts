import { expect, test, type Page } from './fixtures';
import { startStaticServer } from './nav-helpers';

/**
 * Docusaurus' components imported in content (the `valid` fixture's `components` doc, built
 * into out-fixture by `npm run build:fixture`): Tabs with groupId, queryString and lazy,
 * ThemedImage, Details and Admonition.
 */
const DOC = '/docs/components/';
let server: Awaited<ReturnType<typeof startStaticServer>>;
test.beforeAll(async () => {
  server = await startStaticServer('out-fixture', '');
});
test.afterAll(() => server.close());

/** The tab groups of the page, in order: install (os), update (os), language (?lang=), lazy. */
function groups(page: Page) {
  const article = page.locator('article');
  return {
    install: article.locator('.tabs').nth(0),
    update: article.locator('.tabs').nth(1),
    language: article.locator('.tabs').nth(2),
    lazy: article.locator('.tabs').nth(3),
  };
}

/** Waits for the client leaf: it marks each group once it runs. */
async function openHydrated(page: Page, path = DOC) {
  await page.goto(`${server.origin}${path}`);
  await expect(page.locator('.tabs[data-hydrated]')).toHaveCount(4);
}

test('choosing a tab switches every group with the same groupId and is remembered after a reload', async ({ page }) => {
  await openHydrated(page);
  const { install, update } = groups(page);
  await expect(update.getByText('Actualiza en Linux.')).toBeVisible();
  await install.getByRole('tab', { name: 'macOS' }).click();
  await expect(install.getByRole('tab', { name: 'macOS' })).toHaveAttribute('aria-selected', 'true');
  await expect(update.getByRole('tab', { name: 'macOS' })).toHaveAttribute('aria-selected', 'true');
  await expect(update.getByText('Actualiza en macOS.')).toBeVisible();
  await expect(update.getByText('Actualiza en Linux.')).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.os'))).toBe('mac');

  await page.reload();
  await expect(page.locator('.tabs[data-hydrated]')).toHaveCount(4);
  await expect(install.getByRole('tab', { name: 'macOS' })).toHaveAttribute('aria-selected', 'true');
  await expect(update.getByText('Actualiza en macOS.')).toBeVisible();
  await expect(install.getByText('Instala con brew en macOS.')).toBeVisible();
});

test("a choice stored by Docusaurus under its key is the returning reader's first view", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('docusaurus.tab.os', 'windows'));
  await openHydrated(page, `/en/docs/components/`);
  const { install, update } = groups(page);
  await expect(install.getByText('Install with winget on Windows.')).toBeVisible();
  await expect(update.getByText('Update on Windows.')).toBeVisible();
  await expect(install.getByText('Install with apt on Linux.')).toBeHidden();
});

test('the queryString parameter in the address selects the tab, and a choice writes it back', async ({ page }) => {
  await openHydrated(page, `${DOC}?lang=py`);
  const { language } = groups(page);
  await expect(language.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
  await expect(language.getByText('vigia = Vigia()')).toBeVisible();
  await language.getByRole('tab', { name: 'JavaScript' }).click();
  await expect(page).toHaveURL(/[?&]lang=js(&|$)/);
  await expect(language.getByText('vigia = Vigia()')).toBeHidden();
});

test('tabs follow the WAI-ARIA keyboard pattern: arrows wrap, Home and End, roving tabindex, labelled panels', async ({
  page,
}) => {
  await openHydrated(page);
  const { install } = groups(page);
  const tabs = install.getByRole('tab');
  await expect(tabs).toHaveText(['Linux', 'macOS', 'Windows']);
  await install.getByRole('tab', { name: 'Linux' }).focus();
  const focusedName = () => page.evaluate(() => document.activeElement?.textContent);
  const tabIndexes = () => tabs.evaluateAll((all) => all.map((t) => t.getAttribute('tabindex')));

  await page.keyboard.press('ArrowRight');
  expect(await focusedName()).toBe('macOS');
  await expect(install.getByRole('tab', { name: 'macOS' })).toHaveAttribute('aria-selected', 'true');
  expect(await tabIndexes()).toEqual(['-1', '0', '-1']);
  await page.keyboard.press('End');
  expect(await focusedName()).toBe('Windows');
  await page.keyboard.press('ArrowRight');
  expect(await focusedName()).toBe('Linux');
  await page.keyboard.press('ArrowLeft');
  expect(await focusedName()).toBe('Windows');
  await page.keyboard.press('Home');
  expect(await focusedName()).toBe('Linux');
  expect(await tabIndexes()).toEqual(['0', '-1', '-1']);

  // Tab leaves the tablist for the panel's content rather than visiting the other tabs.
  const selected = install.getByRole('tab', { name: 'Linux' });
  const panel = install.getByRole('tabpanel', { name: 'Linux' });
  await expect(panel).toBeVisible();
  expect(await panel.getAttribute('id')).toBe(await selected.getAttribute('aria-controls'));
  await expect(install.getByRole('tabpanel')).toHaveCount(1);
});

test('a lazy group keeps only the chosen panel in the page', async ({ page }) => {
  await openHydrated(page);
  const { lazy } = groups(page);
  await expect(lazy.getByRole('tab')).toHaveText(['Uno', 'Dos']);
  await expect(lazy.locator('[role=tabpanel]')).toHaveCount(1);
  await expect(lazy.getByText('Panel diferido uno.')).toBeVisible();
  await lazy.getByRole('tab', { name: 'Dos' }).click();
  await expect(lazy.getByText('Panel diferido dos.')).toBeVisible();
  await expect(lazy.locator('[role=tabpanel]')).toHaveCount(1);
  await expect(lazy.getByText('Panel diferido uno.')).toHaveCount(0);
});

test('a page without tabs loads no tabs code; the page with tabs fetches it', async ({ page }) => {
  let scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  await openHydrated(page);
  expect((await Promise.all(scripts)).filter((s) => s.includes('docusaurus.tab.'))).toHaveLength(1);
  scripts = [];
  await page.goto(`${server.origin}/docs/intro/`, { waitUntil: 'networkidle' });
  const introScripts = await Promise.all(scripts);
  expect(introScripts.length).toBeGreaterThan(0);
  expect(introScripts.filter((s) => s.includes('docusaurus.tab.'))).toEqual([]);
  // The first load of both pages names the same scripts: the doc without tabs pays nothing.
  const html = async (path: string) =>
    (await (await fetch(`${server.origin}${path}`)).text()).match(/_next\/static\/chunks\/[^"]+\.js/g)?.sort();
  expect(await html('/docs/components/')).toEqual(await html('/docs/intro/'));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every panel reads in order under its label, with no tablist', async ({ page }) => {
    await page.goto(`${server.origin}${DOC}`);
    const { install, lazy } = groups(page);
    await expect(install.getByRole('tablist')).toBeHidden();
    const text = await install.innerText();
    expect(text.replace(/\s+/g, ' ').trim()).toBe(
      'Linux Instala con apt en Linux. macOS Instala con brew en macOS. Windows Instala con winget en Windows.',
    );
    await expect(lazy.getByText('Panel diferido dos.')).toBeVisible();
  });
});

test('ThemedImage shows the image of the colour mode; Details and Admonition render as the site does', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(`${server.origin}${DOC}`);
  const article = page.locator('article');
  // Both are in the page; a role query would see only the shown one.
  const images = article.locator('img[alt="Logotipo de Vigía"]');
  await expect(images).toHaveCount(2);
  await expect(images.and(page.locator('.themed-image-light'))).toBeVisible();
  await expect(images.and(page.locator('.themed-image-dark'))).toBeHidden();
  await expect(article.getByRole('img', { name: 'Icono del sitio' })).toHaveAttribute('src', `/favicon.svg`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(images.and(page.locator('.themed-image-dark'))).toBeVisible();
  await expect(images.and(page.locator('.themed-image-light'))).toBeHidden();

  const details = article.locator('details').filter({ hasText: '¿Por qué importar componentes?' });
  await expect(details).not.toHaveAttribute('open');
  await details.locator('summary').click();
  await expect(details.getByText('Porque así se escribían en Docusaurus.')).toBeVisible();
  const admonition = article.getByRole('note', { name: 'Cuidado con las claves' });
  await expect(admonition).toHaveClass(/admonition-warning/);
  await expect(article.locator('.markdown').getByRole('link', { name: 'introducción', exact: true })).toHaveAttribute(
    'href',
    `/docs/intro/`,
  );
  expect(await article.innerText()).not.toMatch(/^import /m);
});

test('tabs run under the Content-Security-Policy with no violation', async ({ page }) => {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      ((window as unknown as { __csp?: string[] }).__csp ??= []).push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy|integrity/i.test(message.text()))
      violations.push(message.text());
  });
  await openHydrated(page, `${DOC}?lang=py`);
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(1);
  const { install, lazy } = groups(page);
  await install.getByRole('tab', { name: 'Windows' }).click();
  await lazy.getByRole('tab', { name: 'Dos' }).click();
  await page.keyboard.press('ArrowLeft');
  violations.push(...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])));
  expect(violations).toEqual([]);
});
