import { expect, test } from './fixtures';

test('the navbar hides on scroll down and comes back on scroll up, never at the top', async ({ page }) => {
  await page.goto('/en/docs/api/users/');
  const header = page.getByRole('banner');
  await expect(header).toBeInViewport();
  await page.mouse.move(600, 400);
  await page.mouse.wheel(0, 1200);
  await expect(header).not.toBeInViewport();
  await page.mouse.wheel(0, -300);
  await expect(header).toBeInViewport();
  await page.mouse.wheel(0, 1200);
  await expect(header).not.toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toBeInViewport();
});

test('the navbar stays while one of its menus is open or keyboard focus is inside it, and returns when focus enters it', async ({
  page,
}) => {
  await page.goto('/en/docs/api/users/');
  const header = page.getByRole('banner');
  await page.getByRole('button', { name: 'English: choose language' }).click();
  await page.mouse.move(600, 500);
  await page.mouse.wheel(0, 1200);
  await page.waitForTimeout(300);
  await expect(header).toBeInViewport();
  await page.keyboard.press('Escape');
  await page.evaluate(() => window.scrollTo(0, 0));
  // Escape gave focus back to the locale button; Tab moves on to the colour-mode toggle.
  const docs = header.getByRole('link', { name: 'Documentation', exact: true });
  await page.keyboard.press('Tab');
  await expect(header.getByRole('button', { name: /^Colour mode/ })).toBeFocused();
  await page.mouse.wheel(0, 1200);
  await page.waitForTimeout(300);
  await expect(header).toBeInViewport();

  await page.getByRole('main').click({ position: { x: 5, y: 5 } });
  await page.mouse.wheel(0, 1200);
  await expect(header).not.toBeInViewport();
  // Focus set after a key press counts as keyboard focus (:focus-visible).
  await page.keyboard.press('Shift+Tab');
  await docs.focus();
  await expect(header).toBeInViewport();
});

for (const { url, app, website, hint } of [
  { url: '/', app: 'Aplicación', website: 'Sitio web', hint: '(sitio externo)' },
  { url: '/en/', app: 'Application', website: 'Website', hint: '(external site)' },
]) {
  test(`the links that leave the site are marked, visibly and for screen readers (${url})`, async ({ page }) => {
    await page.goto(url);
    const nav = page.getByRole('banner').getByRole('navigation');
    for (const [name, href] of [
      [app, 'https://app.vigia.example'],
      [website, 'https://vigia.example'],
    ] as const) {
      const link = nav.getByRole('link', { name: `${name} ${hint}`, exact: true });
      await expect(link).toHaveAttribute('href', href);
      await expect(link.locator('.icon-external')).toBeVisible();
    }
    // Internal links carry no such mark.
    await expect(nav.getByRole('link', { name: 'Blog', exact: true })).toBeVisible();
  });
}

test('the versions dropdown shows "Next" on docs pages and stores the chosen version', async ({ page }) => {
  await page.goto('/en/docs/api/users/');
  expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBeNull();
  const button = page.getByRole('button', { name: 'Next: documentation version' });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('banner').getByRole('link', { name: 'Next', exact: true }).click();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(page).toHaveURL(/\/en\/docs\/api\/users\/$/);
  expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
  await page.goto('/blog/');
  await expect(page.getByRole('button', { name: /versión de la documentación/ })).toHaveCount(0);
});

test('from 996 px up there is no menu button; below it there is', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/docs/intro/');
  await expect(page.getByRole('button', { name: 'Menú' })).toHaveCount(0);
  await page.setViewportSize({ width: 996, height: 800 });
  await expect(page.getByRole('button', { name: 'Menú' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true })).toBeVisible();
  await page.setViewportSize({ width: 995, height: 800 });
  await expect(page.getByRole('button', { name: 'Menú' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true })).toBeHidden();
});

test('the skip link stays the first tab stop and moves focus to the main content', async ({ page }) => {
  await page.goto('/en/');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});
