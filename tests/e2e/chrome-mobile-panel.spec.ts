import { expect, test, type Page } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

const focusInside = (page: Page) => page.getByRole('dialog').evaluate((d) => d.contains(document.activeElement));

test('the menu button opens the side panel, with focus moved into it and trapped there', async ({ page }) => {
  await page.goto('/en/docs/api/users/');
  const button = page.getByRole('button', { name: 'Menu', exact: true });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  const panel = page.getByRole('dialog', { name: 'Menu' });
  await expect(panel).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.getByRole('button', { name: 'Close the menu' })).toBeFocused();
  for (const name of [
    'Documentation',
    'Blog',
    'Application (external site)',
    'Website (external site)',
    'Next',
    'Español',
    'English',
  ]) {
    await expect(panel.getByRole('link', { name, exact: true })).toBeVisible();
  }
  const stops = await panel.locator('a, button').count();
  for (let i = 0; i < stops + 2; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInside(page), `Tab ${i + 1}`).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await focusInside(page)).toBe(true);
});

test('the side panel closes on Escape, the close button and the backdrop, giving focus back', async ({ page }) => {
  await page.goto('/docs/intro/');
  const button = page.getByRole('button', { name: 'Menú', exact: true });
  const panel = page.getByRole('dialog', { name: 'Menú' });
  await button.click();
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await button.click();
  await panel.getByRole('button', { name: 'Cerrar el menú' }).click();
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();

  await button.click();
  await expect(panel).toBeVisible();
  await page.mouse.click(375, 600); // right of the 320 px panel: the backdrop
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
});

test('the page behind the side panel does not scroll, and choosing a link closes the panel', async ({ page }) => {
  await page.goto('/docs/api/users/');
  await page.getByRole('button', { name: 'Menú', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Menú' });
  await expect(panel).toBeVisible();
  await page.mouse.move(375, 600);
  await page.mouse.wheel(0, 800);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await panel.getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page).toHaveURL(/\/blog\/$/);
  await expect(panel).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
});

for (const { path, menu, sidebar, category, doc, url } of [
  {
    path: '/docs/intro/',
    menu: 'Menú',
    sidebar: 'Contenido de la documentación',
    category: 'API REST',
    doc: 'Usuarios',
    url: /\/docs\/api\/users\/$/,
  },
  {
    path: '/en/docs/intro/',
    menu: 'Menu',
    sidebar: 'Documentation contents',
    category: 'REST API',
    doc: 'Users',
    url: /\/en\/docs\/api\/users\/$/,
  },
]) {
  test(`on a docs page the side panel holds the docs sidebar, whose categories open in place (${path})`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: sidebar })).toBeHidden();
    await page.getByRole('button', { name: menu, exact: true }).click();
    const nav = page.getByRole('dialog', { name: menu }).getByRole('navigation', { name: sidebar });
    await expect(nav).toBeVisible();
    await nav.getByRole('button', { name: category }).click();
    await expect(nav.getByRole('button', { name: category })).toHaveAttribute('aria-expanded', 'true');
    // Click once the category has finished opening: a link still sliding into view can miss the click.
    await page.waitForFunction(
      () => document.querySelector('dialog[open]')?.getAnimations({ subtree: true }).length === 0,
    );
    await nav.getByRole('link', { name: doc, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('dialog', { name: menu })).toBeHidden();
  });
}
