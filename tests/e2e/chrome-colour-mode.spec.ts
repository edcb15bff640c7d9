import { expect, test, type Page } from './fixtures';

const LIGHT_BG = 'rgb(255, 255, 255)';
const DARK_BG = 'rgb(22, 24, 29)';

const bodyBackground = (page: Page) => page.locator('body').evaluate((b) => getComputedStyle(b).backgroundColor);

test.describe('with no system preference', () => {
  test.use({ colorScheme: 'no-preference' });
  test('the site is light by default', async ({ page }) => {
    await page.goto('/docs/intro/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await bodyBackground(page)).toBe(LIGHT_BG);
  });
});

test.describe('with a dark system preference', () => {
  test.use({ colorScheme: 'dark' });
  test('the site follows it while the reader has not chosen', async ({ page }) => {
    await page.goto('/en/docs/intro/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await bodyBackground(page)).toBe(DARK_BG);
    await expect(page.getByRole('button', { name: 'Colour mode: system. Press to switch to light.' })).toBeVisible();
  });
});

test.describe('the toggle', () => {
  test.use({ colorScheme: 'dark' });
  test('cycles light → dark → system, says the mode and what a press does, and stores the choice under "theme"', async ({
    page,
  }) => {
    await page.goto('/en/');
    const html = page.locator('html');
    const toggle = page.getByRole('banner').getByRole('button', { name: /^Colour mode/ });
    await expect(toggle).toHaveAccessibleName('Colour mode: system. Press to switch to light.');
    await toggle.click();
    await expect(toggle).toHaveAccessibleName('Colour mode: light. Press to switch to dark.');
    await expect(html).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await toggle.click();
    await expect(toggle).toHaveAccessibleName('Colour mode: dark. Press to switch to system.');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await toggle.click();
    await expect(toggle).toHaveAccessibleName('Colour mode: system. Press to switch to light.');
    await expect(html).toHaveAttribute('data-theme', 'dark'); // the emulated system preference
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('system');
  });

  test('has its Spanish name', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('button', { name: 'Modo de color: el del sistema. Pulsa para cambiar a claro.' }),
    ).toBeVisible();
  });
});

/** Records `data-theme` when <main> is parsed: before any content can paint. */
async function recordThemeAtParse(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('theme', 'dark');
    new MutationObserver((records, observer) => {
      if (document.querySelector('main')) {
        (window as unknown as { __themeAtParse: string | null }).__themeAtParse =
          document.documentElement.getAttribute('data-theme');
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

test.describe('a stored choice', () => {
  test.use({ colorScheme: 'light' });
  test('is applied before the first paint', async ({ page }) => {
    await recordThemeAtParse(page);
    await page.goto('/docs/api/users/');
    expect(await page.evaluate(() => (window as unknown as { __themeAtParse: string | null }).__themeAtParse)).toBe(
      'dark',
    );
    expect(await bodyBackground(page)).toBe(DARK_BG);
  });

  test('is applied before the first paint also with the JavaScript files blocked', async ({ page }) => {
    await recordThemeAtParse(page);
    let blocked = 0;
    await page.route('**/*.js', (route) => {
      blocked += 1;
      return route.abort();
    });
    await page.goto('/en/blog/');
    await expect.poll(() => blocked).toBeGreaterThan(0); // the scripts start after the first paint
    expect(await page.evaluate(() => (window as unknown as { __themeAtParse: string | null }).__themeAtParse)).toBe(
      'dark',
    );
    expect(await bodyBackground(page)).toBe(DARK_BG);
  });

  test("tints the browser's interface: every theme-color meta takes the chosen mode's colour", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto('/docs/intro/');
    const themeColours = page.locator('meta[name="theme-color"]');
    await expect(themeColours).toHaveCount(2);
    for (const meta of await themeColours.all()) await expect(meta).toHaveAttribute('content', '#16181d');
  });

  test('is applied to the not-found page too', async ({ page }) => {
    await recordThemeAtParse(page);
    await page.goto('/en/nope/');
    expect(await page.evaluate(() => (window as unknown as { __themeAtParse: string | null }).__themeAtParse)).toBe(
      'dark',
    );
    expect(await bodyBackground(page)).toBe(DARK_BG);
  });
});
