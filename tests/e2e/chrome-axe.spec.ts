import { axe } from './axe';
import { expect, test, type Page } from './fixtures';

// An axe run takes seconds on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

async function seriousViolations(page: Page) {
  const results = await axe(page).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// A doc with code, tables and admonitions, and the home page; one locale each (same markup).
for (const url of ['/docs/api/authentication/', '/en/']) {
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [1280, 390]) {
      test(`axe finds no serious or critical violation on ${url} (${theme}, ${width} px)`, async ({ page }) => {
        await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
        await page.setViewportSize({ width, height: 900 });
        await page.goto(url);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }
}

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no serious or critical violation in the open locale menu (${theme})`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await page.goto('/en/docs/api/users/');
    await page.getByRole('button', { name: 'English: choose language' }).click();
    await expect(page.getByRole('link', { name: 'Español', exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`axe finds no serious or critical violation in the open side panel (${theme})`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en/docs/api/users/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
