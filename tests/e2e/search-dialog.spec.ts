import { expect, test } from './fixtures';
import { FIRST_QUERY_TIMEOUT, findSectionHit, isFocusInDialog, openSearchWithButton, searchUi } from './search-page';

test.describe('search dialog', () => {
  test('the navbar button opens it with focus in the search field', async ({ page }) => {
    await page.goto('/docs/intro/');
    await openSearchWithButton(page, 'es');
  });

  test('Ctrl+K and Cmd+K open it', async ({ page }) => {
    await page.goto('/en/docs/intro/');
    const ui = searchUi(page, 'en');
    await expect(ui.button).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(ui.dialog).toBeVisible();
    await expect(ui.input).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(ui.dialog).toBeHidden();
    await page.keyboard.press('Meta+k');
    await expect(ui.dialog).toBeVisible();
  });

  test('/ opens it, but not while the reader types in a field', async ({ page }) => {
    await page.goto('/docs/intro/');
    const ui = searchUi(page, 'es');
    await expect(ui.button).toBeVisible();
    await page.evaluate(() => {
      const field = document.createElement('input');
      field.setAttribute('aria-label', 'campo de prueba');
      document.querySelector('main')?.prepend(field);
    });
    const field = page.getByRole('textbox', { name: 'campo de prueba' });
    await field.click();
    await page.keyboard.press('/');
    await expect(field).toHaveValue('/');
    await expect(ui.dialog).toBeHidden();
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('/');
    await expect(ui.dialog).toBeVisible();
    await expect(ui.input).toBeFocused();
    await expect(ui.input).toHaveValue('');
  });

  test('focus stays inside while open; Escape closes it and focus returns to the button', async ({ page }) => {
    await page.goto('/docs/intro/');
    const ui = await openSearchWithButton(page, 'es');
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await isFocusInDialog(page)).toBe(true);
    }
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await isFocusInDialog(page)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(ui.dialog).toBeHidden();
    await expect(ui.button).toBeFocused();
    // Opened by shortcut from elsewhere, it still hands focus back to the button.
    await page.keyboard.press('Control+k');
    await expect(ui.dialog).toBeVisible();
    await ui.close.click();
    await expect(ui.dialog).toBeHidden();
    await expect(ui.button).toBeFocused();
  });

  test('typing lists sections with page title, heading link to the #anchor and marked terms', async ({ page }) => {
    await page.goto('/docs/intro/');
    const ui = await openSearchWithButton(page, 'es');
    const section = await findSectionHit(page, ui, 'tokens', 'Autenticación');
    await expect(section).toHaveAttribute('href', /^\/docs\/api\/authentication\/#[\p{L}\d-]+$/u);
    const anchor = decodeURIComponent((await section.getAttribute('href'))!.split('#')[1]!);
    await expect(section.locator('.search-hit-section')).not.toBeEmpty();
    await expect(section.locator('mark').first()).toHaveText(/token/i);
    // Named by page and heading; the excerpt is its description.
    const heading = await section.locator('.search-hit-section').innerText();
    await expect(section).toHaveAccessibleName(`Autenticación ${heading}`);
    await expect(section).toHaveAccessibleDescription(/token/i);
    await expect(ui.dialog.getByRole('status')).toContainText(/\d+ resultados?/);
    await section.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Autenticación');
    await expect(ui.dialog).toBeHidden();
    await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
  });

  test('arrow keys move through the results and Enter opens the active one', async ({ page }) => {
    await page.goto('/en/docs/intro/');
    const ui = await openSearchWithButton(page, 'en');
    await ui.input.pressSequentially('phishing');
    await expect(ui.options.nth(2)).toBeVisible({ timeout: FIRST_QUERY_TIMEOUT });
    await expect(ui.options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    const active = ui.options.nth(1);
    await expect(active).toHaveAttribute('aria-selected', 'true');
    await expect(ui.options.first()).toHaveAttribute('aria-selected', 'false');
    await expect(ui.input).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id'))!);
    await expect(ui.input).toBeFocused();
    const href = (await active.getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new URL(href, page.url()).href);
    await expect(ui.dialog).toBeHidden();
  });

  test('opening a result puts focus on the heading it lands on, not back on the search button', async ({ page }) => {
    await page.goto('/docs/intro/');
    const ui = await openSearchWithButton(page, 'es');
    const section = await findSectionHit(page, ui, 'tokens', 'Autenticación');
    const anchor = decodeURIComponent((await section.getAttribute('href'))!.split('#')[1]!);
    await section.click();
    await expect(page).toHaveURL(/\/docs\/api\/authentication\/#/);
    await expect(page.locator(`[id="${anchor}"]`)).toBeFocused();
    await expect(ui.button).not.toBeFocused();
  });

  test('the shortcut hint reads ⌘ K on an Apple device and Ctrl K elsewhere', async ({ page }) => {
    await page.goto('/en/docs/intro/');
    const hint = searchUi(page, 'en').button.locator('kbd');
    await expect(hint).toHaveText('Ctrl K');
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'MacIntel' }));
    await page.reload();
    await expect(hint).toHaveText('⌘ K');
  });

  test('works on a 390 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en/docs/intro/');
    const ui = await openSearchWithButton(page, 'en');
    await ui.input.pressSequentially('training');
    await expect(ui.options.first()).toBeVisible({ timeout: FIRST_QUERY_TIMEOUT });
    const box = (await ui.dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    const option = (await ui.options.first().boundingBox())!;
    expect(option.x + option.width).toBeLessThanOrEqual(390);
    await expect(ui.close).toBeInViewport();
    await ui.options.first().click();
    await expect(ui.dialog).toBeHidden();
    await expect(page).toHaveURL(/\/en\/docs\/user-guide\/training-modules\//);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the search button, which could do nothing, is not shown', async ({ page }) => {
    await page.goto('/docs/intro/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(searchUi(page, 'es').button).toBeHidden();
  });
});
