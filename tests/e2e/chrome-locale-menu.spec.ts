import { expect, test } from './fixtures';

for (const { start, buttonName, target, hreflang, url, h1 } of [
  {
    start: '/docs/api/users/',
    buttonName: 'Español: elegir idioma',
    target: 'English',
    hreflang: 'en',
    url: /\/en\/docs\/api\/users\/$/,
    h1: 'Users',
  },
  {
    start: '/en/docs/api/users/',
    buttonName: 'English: choose language',
    target: 'Español',
    hreflang: 'es',
    url: /\/docs\/api\/users\/$/,
    h1: 'Usuarios',
  },
]) {
  test(`the locale menu works from the keyboard and lands on the same page (${start})`, async ({ page }) => {
    await page.goto(start);
    const button = page.getByRole('banner').getByRole('button', { name: buttonName, exact: true });
    await expect(button).toHaveAttribute('aria-haspopup', 'true');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: target, exact: true })).toBeHidden();
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const español = page.getByRole('link', { name: 'Español', exact: true });
    const english = page.getByRole('link', { name: 'English', exact: true });
    await expect(español).toHaveAttribute('hreflang', 'es');
    await expect(english).toHaveAttribute('hreflang', 'en');
    // The menu follows its button in the tab order: Español, then English.
    await page.keyboard.press('Tab');
    await expect(español).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(english).toBeFocused();
    if (target === 'Español') await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('link', { name: target, exact: true })).toHaveAttribute('hreflang', hreflang);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    await expect(page.locator('html')).toHaveAttribute('lang', hreflang);
  });
}

test('the locale menu closes on Escape, giving focus back to its button, and on a click outside', async ({ page }) => {
  await page.goto('/en/blog/');
  const button = page.getByRole('button', { name: 'English: choose language' });
  await button.click();
  const español = page.getByRole('link', { name: 'Español', exact: true });
  await expect(español).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(español).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  await button.click();
  await expect(español).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(español).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the other locale is still one plain link away', async ({ page }) => {
    await page.goto('/blog/tags/api/');
    // The menu is a native popover: its button needs no script, and its items are plain links.
    await page.getByRole('button', { name: 'Español: elegir idioma' }).click();
    await page.getByRole('link', { name: 'English', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/blog\/tags\/api\/$/);
  });
});
