import { expect, test, type Page } from './fixtures';
import { LOCALES, urlOf } from './site-routes';
import { FIRST_QUERY_TIMEOUT, openSearchWithButton } from './search-page';

/** The widths a reader's screen may have: a small phone, a common phone, a tablet, a laptop. */
const WIDTHS = [320, 390, 768, 1280] as const;

/** One page of every kind, locale-less (the API doc has the widest tables and code). */
const PAGE_KINDS = [
  ['home', '/'],
  ['standalone page', '/markdown-page'],
  ['blog list', '/blog'],
  ['archive', '/blog/archive'],
  ['authors', '/blog/authors'],
  ['author', '/blog/authors/laura-mendez'],
  ['tags', '/blog/tags'],
  ['tag', '/blog/tags/phishing'],
  ['post', '/blog/tendencias-ciberseguridad-2025'],
  ['doc', '/docs/user-guide/phishing-simulations'],
  ['API doc', '/docs/api/users'],
] as const;

/** How many CSS pixels the document is wider than the viewport (0 when nothing spills). */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The overflow at each width, reusing one loaded page (a resize re-lays it out). */
async function overflowAtEachWidth(page: Page, open?: (width: number) => Promise<void>) {
  const found: Record<number, number> = {};
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    if (open) await open(width);
    found[width] = await sidewaysOverflow(page);
  }
  return found;
}

const NONE = Object.fromEntries(WIDTHS.map((w) => [w, 0]));

for (const { locale, prefix } of LOCALES) {
  test(`no page spills sideways at 320, 390, 768 or 1280 px (${locale})`, async ({ page }) => {
    const spills: Record<string, Record<number, number>> = {};
    for (const [kind, key] of PAGE_KINDS) {
      await page.goto(urlOf(key, prefix));
      spills[kind] = await overflowAtEachWidth(page);
    }
    await page.goto(`${prefix}/no-such-page-for-overflow/`);
    spills['not found'] = await overflowAtEachWidth(page);
    expect(spills).toEqual(
      Object.fromEntries([...PAGE_KINDS.map(([kind]) => kind), 'not found'].map((kind) => [kind, NONE])),
    );
  });

  test(`open menus, the mobile panel and search results do not spill sideways (${locale})`, async ({ page }) => {
    const spills: Record<string, Record<number, number>> = {};
    const docUrl = urlOf('/docs/api/users', prefix);
    const escape = () => page.keyboard.press('Escape');

    await page.goto(docUrl);
    const menus = ['locale menu', 'versions menu'] as const;
    for (const menu of menus) {
      spills[menu] = await overflowAtEachWidth(page, async (width) => {
        await escape();
        // Below 996 px the navbar's menus live in the mobile panel, opened below.
        if (width < 996) return;
        const name = menu === 'locale menu' ? /idioma|language/ : /versión de la documentación|documentation version/;
        const button = page.getByRole('banner').getByRole('button', { name });
        await button.click();
        await expect(button).toHaveAttribute('aria-expanded', 'true');
      });
    }
    await escape();

    spills['mobile panel'] = await overflowAtEachWidth(page, async (width) => {
      if (width >= 996) return;
      const panel = page.getByRole('dialog', { name: /Menú|Menu/ });
      if (!(await panel.isVisible())) await page.getByRole('button', { name: /^(Menú|Menu)$/ }).click();
      await expect(panel).toBeVisible();
    });

    await page.goto(docUrl);
    await page.setViewportSize({ width: 1280, height: 800 });
    const ui = await openSearchWithButton(page, locale);
    await ui.input.fill('phishing');
    await expect(ui.options.first()).toBeVisible({ timeout: FIRST_QUERY_TIMEOUT });
    spills['search results'] = await overflowAtEachWidth(page);

    expect(spills).toEqual({
      'locale menu': NONE,
      'versions menu': NONE,
      'mobile panel': NONE,
      'search results': NONE,
    });
  });
}
