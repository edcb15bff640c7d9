import { COLOUR_MODE_RULES, findSeriousViolations } from './axe';
import { expect, test, type Page } from './fixtures';

/**
 * The chrome's menus, open, have no serious or critical axe violation in either colour
 * mode. The closed chrome on each page kind is accessibility.spec.ts's; in dark only the
 * rules the mode can change run (COLOUR_MODE_RULES).
 */
// An axe run takes seconds on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

function seriousViolations(page: Page, theme: 'light' | 'dark') {
  return findSeriousViolations(page, {
    tags: ['wcag2a', 'wcag2aa'],
    rules: theme === 'dark' ? COLOUR_MODE_RULES : undefined,
  });
}

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no serious or critical violation in the open locale menu (${theme})`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await page.goto('/en/docs/api/users/');
    await page.getByRole('button', { name: 'English: choose language' }).click();
    await expect(page.getByRole('link', { name: 'Español', exact: true })).toBeVisible();
    expect(await seriousViolations(page, theme)).toEqual([]);
  });

  test(`axe finds no serious or critical violation in the open side panel (${theme})`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en/docs/api/users/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page, theme)).toEqual([]);
  });
}
