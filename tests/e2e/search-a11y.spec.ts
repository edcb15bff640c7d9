import { COLOUR_MODE_RULES, findSeriousViolations } from './axe';
import { expect, test } from './fixtures';
import { FIRST_QUERY_TIMEOUT, openSearchWithButton } from './search-page';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

test.describe('search dialog accessibility', () => {
  // axe over the open dialog took up to 28 s of the default 30 on a busy 2-core machine.
  test.describe.configure({ timeout: 60_000 });
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const viewport of VIEWPORTS) {
      test(`axe finds no serious or critical violation with results open (${colorScheme}, ${viewport.width} px)`, async ({
        page,
      }) => {
        await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
        await page.setViewportSize(viewport);
        await page.goto('/docs/intro/');
        const ui = await openSearchWithButton(page, 'es');
        await ui.input.pressSequentially('phishing');
        await expect(ui.options.nth(1)).toBeVisible({ timeout: FIRST_QUERY_TIMEOUT });
        await page.keyboard.press('ArrowDown');
        // In dark, only the rules the colour mode can change.
        const violations = await findSeriousViolations(page, {
          within: 'dialog[open]',
          rules: colorScheme === 'dark' ? COLOUR_MODE_RULES : undefined,
        });
        expect(violations, violations.join('\n')).toEqual([]);
      });
    }
  }
});
