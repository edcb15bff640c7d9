import { expect, test, type Locator, type Page } from './fixtures';
import { openSearchWithButton } from './search-page';

/**
 * What a reader sees of each control: an accessible name is not enough (the colour-mode
 * toggle once had a right name and no painted icon). A control passes when it has a box and
 * shows either text in a visible colour or an icon (svg, img, or a masked/background-painted
 * element) with a box of its own.
 */
async function unpaintedControls(scope: Locator): Promise<string[]> {
  return scope.evaluateAll((roots) => {
    const isVisibleColour = (colour: string) => colour !== 'transparent' && !/rgba\([^)]*,\s*0\)$/.test(colour);
    const hasBox = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width >= 1 && r.height >= 1;
    };
    const painted = (el: Element) => {
      const style = getComputedStyle(el);
      return style.visibility !== 'hidden' && Number(style.opacity) > 0;
    };
    const showsText = (el: HTMLElement) =>
      (el.innerText ?? '').trim().length > 0 && isVisibleColour(getComputedStyle(el).color);
    const showsIcon = (el: Element) =>
      [...el.querySelectorAll('svg, img, span, i')].some((icon) => {
        if (!hasBox(icon) || !painted(icon)) return false;
        const style = getComputedStyle(icon);
        if (icon.tagName === 'svg' || icon.tagName === 'IMG') return true;
        const masked = style.maskImage !== 'none' || style.webkitMaskImage !== 'none';
        return (masked && isVisibleColour(style.backgroundColor)) || style.backgroundImage !== 'none';
      });
    const problems: string[] = [];
    // Regions nest (a nav inside the header): each control is checked once.
    const controls = new Set(
      roots.flatMap((root) => [...root.querySelectorAll<HTMLElement>('a[href], button, summary')]),
    );
    {
      for (const control of controls) {
        // Only what a reader can see now: skip closed menus, folded panels, skip links.
        if (!control.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) || !hasBox(control)) continue;
        const rect = control.getBoundingClientRect();
        if (rect.right < 0 || rect.left > innerWidth) continue;
        if (!showsText(control) && !showsIcon(control)) {
          problems.push(
            `${control.tagName.toLowerCase()} "${control.getAttribute('aria-label') ?? control.textContent?.trim()}" ${Math.round(rect.width)}×${Math.round(rect.height)}`,
          );
        }
      }
    }
    return problems;
  });
}

/** The chrome and content regions whose controls a reader uses. */
const REGIONS = 'header, nav, aside, footer, .pager, .docs-toc, .toc, dialog[open]';

async function useColourMode(page: Page, mode: 'light' | 'dark' | 'system') {
  await page.addInitScript((stored) => localStorage.setItem('theme', stored), mode);
  // "system" follows the OS: make it the dark one, so the third mode is not a copy of light.
  await page.emulateMedia({ colorScheme: mode === 'light' ? 'light' : 'dark' });
}

for (const mode of ['light', 'dark', 'system'] as const) {
  for (const width of [1280, 390]) {
    test(`every visible control shows text or an icon (${mode}, ${width} px)`, async ({ page }) => {
      await useColourMode(page, mode);
      await page.setViewportSize({ width, height: 900 });
      const problems: Record<string, string[]> = {};
      for (const url of ['/docs/api/users/', '/en/blog/tendencias-ciberseguridad-2025/']) {
        await page.goto(url);
        // The toggle says its mode once next-themes has mounted.
        await expect(page.locator('.colour-mode-toggle')).toHaveAttribute('data-mode', mode);
        problems[url] = await unpaintedControls(page.locator(REGIONS));
        if (width < 996) {
          await page.getByRole('button', { name: /^(Menú|Menu)$/ }).click();
          const panel = page.getByRole('dialog', { name: /^(Menú|Menu)$/ });
          await expect(panel).toBeVisible();
          problems[`${url} menu panel`] = await unpaintedControls(panel);
          await page.keyboard.press('Escape');
        }
        await openSearchWithButton(page, url.startsWith('/en/') ? 'en' : 'es');
        problems[`${url} search`] = await unpaintedControls(page.locator('dialog[open]'));
      }
      expect(problems).toEqual(Object.fromEntries(Object.keys(problems).map((key) => [key, []])));
    });
  }
}
