import { axe } from './axe';
import { expect, test } from './fixtures';

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    test(`a doc page has no serious or critical axe violation (${colorScheme}, ${width} px)`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/en/docs/development/setup/');
      // Open what the reader can open, so its contents are scanned too.
      if (width === 1280)
        await page.getByRole('navigation', { name: 'Documentation' }).getByRole('button', { name: 'REST API' }).click();
      else await page.locator('summary', { hasText: 'On this page' }).click();
      const { violations } = await axe(page).analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
}
