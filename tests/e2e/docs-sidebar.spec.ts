import { expect, test, type Page } from './fixtures';
import { hasIntermediateHeight, sampleHeightsAfterClick } from './docs-height';

const sidebar = (page: Page) => page.getByRole('navigation', { name: /^(Documentation|Documentación)$/ });

const CATEGORIES = {
  en: { 'About Vigía': 1, 'User guide': 4, 'Administration guide': 1, 'REST API': 3, Development: 1 },
  es: { 'Sobre Vigía': 1, 'Guía de usuario': 4, 'Guía de administración': 1, 'API REST': 3, Desarrollo: 1 },
} as const;

for (const [locale, prefix] of [
  ['en', '/en'],
  ['es', ''],
] as const) {
  test(`every category opens in place and reveals its docs (${locale})`, async ({ page }) => {
    await page.goto(`${prefix}/docs/intro/`);
    const nav = sidebar(page);
    const url = page.url();
    let docs = 1; // intro, at the top level
    for (const [label, count] of Object.entries(CATEGORIES[locale])) {
      const button = nav.getByRole('button', { name: label });
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator(`#${await button.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
      await expect(panel.getByRole('link')).toHaveCount(count);
      await expect(panel.getByRole('link').first()).toBeVisible();
      docs += count;
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(panel.getByRole('link')).toHaveCount(0); // hidden from everyone once closed
    }
    expect(docs).toBe(11);
    expect(page.url()).toBe(url);
  });
}

test('the current doc is marked and its category starts open', async ({ page }) => {
  await page.goto('/docs/api/users/');
  const nav = sidebar(page);
  await expect(nav.getByRole('button', { name: 'API REST' })).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Usuarios' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('button', { name: 'Desarrollo' })).toHaveAttribute('aria-expanded', 'false');
});

test("the page renders only its own category's links; others come from the sidebar data file", async ({ page }) => {
  const response = await page.goto('/en/docs/intro/');
  const sidebarHtml = /<nav[^>]*class="docs-sidebar"[\s\S]*?<\/nav>/.exec(await response!.text())![0];
  expect(sidebarHtml).toContain('/en/docs/api/overview/'); // the category's link, for readers without JavaScript
  expect(sidebarHtml).not.toContain('/en/docs/api/users/');
  const data = await (await page.request.get('/en/docs/sidebar.json')).json();
  expect(JSON.stringify(data)).toContain('/en/docs/api/users/');
});

test('opening a category animates its height', async ({ page }) => {
  await page.goto('/en/docs/user-guide/dashboard/');
  const button = sidebar(page).getByRole('button', { name: 'User guide' });
  await button.click(); // close it first
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  const panel = `#${(await button.getAttribute('aria-controls'))!.replace(/:/g, '\\:')}`;
  const samples = await sampleHeightsAfterClick(
    page,
    `.docs-sidebar button[aria-controls="${await button.getAttribute('aria-controls')}"]`,
    panel,
  );
  expect(samples.at(-1)).toBeGreaterThan(40);
  expect(hasIntermediateHeight(samples)).toBe(true);
});

test('under reduced motion the height jumps', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/en/docs/user-guide/dashboard/');
  const button = sidebar(page).getByRole('button', { name: 'User guide' });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  const id = (await button.getAttribute('aria-controls'))!;
  const samples = await sampleHeightsAfterClick(
    page,
    `.docs-sidebar button[aria-controls="${id}"]`,
    `#${id.replace(/:/g, '\\:')}`,
    300,
  );
  expect(samples.at(-1)).toBeGreaterThan(40);
  expect(hasIntermediateHeight(samples)).toBe(false);
});

test('open categories and the scroll position survive a navigation to another doc', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 420 });
  await page.goto('/en/docs/intro/');
  const nav = sidebar(page);
  for (const label of ['User guide', 'REST API', 'Development']) await nav.getByRole('button', { name: label }).click();
  await expect(nav.getByRole('link', { name: 'Setup' })).toBeVisible();
  // Set until it holds: while the opened panels still grow, the sidebar may not scroll that far yet.
  await expect
    .poll(() =>
      nav.evaluate((el) => {
        el.scrollTop = 80;
        return el.scrollTop;
      }),
    )
    .toBe(80);
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  await nav.getByRole('link', { name: 'Authentication' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Authentication');
  // A client navigation: the window object is the same one.
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  for (const label of ['User guide', 'REST API', 'Development']) {
    await expect(nav.getByRole('button', { name: label })).toHaveAttribute('aria-expanded', 'true');
  }
  await expect(nav.getByRole('button', { name: 'About Vigía' })).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(() => nav.evaluate((el) => el.scrollTop)).toBe(80);
});

test('a category whose list cannot load leads to its first doc, as it does without JavaScript', async ({ page }) => {
  await page.route('**/docs/sidebar.json', (route) => route.abort());
  await page.goto('/en/docs/intro/');
  await sidebar(page).getByRole('button', { name: 'REST API' }).click();
  await expect(page).toHaveURL(/\/en\/docs\/api\/overview\/$/);
  await expect(sidebar(page).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
});

test('a category can be opened with the keyboard', async ({ page }) => {
  await page.goto('/en/docs/intro/');
  const button = sidebar(page).getByRole('button', { name: 'REST API' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(sidebar(page).getByRole('link', { name: 'Overview' })).toBeFocused();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('every category still leads to its first doc', async ({ page }) => {
    await page.goto('/en/docs/intro/');
    const nav = sidebar(page);
    await expect(nav.getByRole('link', { name: 'REST API' })).toHaveAttribute('href', '/en/docs/api/overview/');
    await expect(nav.getByRole('link', { name: 'Development' })).toHaveAttribute('href', '/en/docs/development/setup/');
    await page.goto('/en/docs/api/users/');
    await expect(nav.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
  });
});
