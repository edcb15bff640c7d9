import { COLOUR_MODE_RULES, findSeriousViolations } from './axe';
import { expect, test, type Page } from './fixtures';

/**
 * Quality gate: axe-core finds no serious or critical violation on one page of each
 * kind, the chrome included (the every-page gate audits `<main>` only), with the best
 * practices, in the light and the dark colour mode, on a desktop and a phone width; the doc
 * with its sidebar category and its "On this page" opened. Dark mode is set every way the
 * site may read it: the system preference (emulated), the theme the colour toggle stores
 * (localStorage `theme`) and `html[data-theme]`; in dark, only the rules the mode can
 * change run (COLOUR_MODE_RULES).
 */
const PAGES = [
  { kind: 'home', url: '/' },
  // Code blocks, tables, admonitions and details: the colours most likely to fail.
  { kind: 'doc', url: '/en/docs/development/setup/' },
  { kind: 'post', url: '/blog/novedades-noviembre-2024/' },
  { kind: 'tag', url: '/en/blog/tags/api/' },
  { kind: 'archive', url: '/blog/archive/' },
  { kind: 'authors', url: '/en/blog/authors/' },
  { kind: 'not-found', url: '/docs/no-such-page/' },
];
const WIDTHS = [1280, 390];
const THEMES = ['light', 'dark'] as const;

async function applyTheme(page: Page, theme: (typeof THEMES)[number]): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  await page.addInitScript((value) => {
    try {
      localStorage.setItem('theme', value);
    } catch {
      // Storage may be unavailable; the emulated preference still applies.
    }
  }, theme);
}

// One test a page walks both modes: light, then dark after a reload, with one colour memory
// (its signatures hold the computed colours, so what light checked serves dark).
for (const { kind, url } of PAGES) {
  test(`the ${kind} page has no serious or critical axe violation (${THEMES.join(' and ')}, ${WIDTHS.join(' and ')} px)`, async ({
    page,
  }) => {
    // axe's colour-contrast pass is slow on a busy 2-core machine.
    test.setTimeout(180_000);
    const memory = new Map();
    for (const theme of THEMES) {
      await applyTheme(page, theme);
      await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
      await (theme === THEMES[0] ? page.goto(url) : page.reload());
      await page.evaluate((value) => document.documentElement.setAttribute('data-theme', value), theme);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Open what the reader can open on a doc, so its contents are audited too.
        if (kind === 'doc' && width === 1280) {
          const category = page
            .getByRole('navigation', { name: 'Documentation' })
            .getByRole('button', { name: 'REST API' });
          // The sidebar may keep the category open across the reload.
          if ((await category.getAttribute('aria-expanded')) !== 'true') await category.click();
          await expect(category).toHaveAttribute('aria-expanded', 'true');
          // The panel opens over 0.25 s; mid-way its last links are clipped, which axe reports
          // as targets too small. Audit the open sidebar the reader sees.
          await page.waitForFunction(() =>
            document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState === 'finished'),
          );
        }
        if (kind === 'doc' && width === 390) await page.locator('summary', { hasText: 'On this page' }).click();
        const violations = await findSeriousViolations(page, {
          memory,
          rules: theme === 'dark' ? COLOUR_MODE_RULES : undefined,
        });
        expect(violations, `${url} (${theme}, ${width} px):\n${violations.join('\n')}`).toEqual([]);
      }
    }
  });
}

test('the axe gate reports what it exists to catch: an image without alt text and text of low contrast', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/docs/intro/');
  // Colours set through the CSSOM, which the page's policy allows (it blocks style attributes).
  await page.evaluate(() => {
    const article = document.querySelector('article') ?? document.body;
    const image = document.createElement('img');
    image.src = '/favicon.svg';
    article.prepend(image);
    const faint = document.createElement('p');
    faint.textContent = 'Texto casi invisible sobre el fondo.';
    faint.style.color = '#eeeeee';
    faint.style.backgroundColor = '#ffffff';
    article.prepend(faint);
  });
  const violations = (await findSeriousViolations(page)).join('\n');
  expect(violations).toMatch(/^image-alt \(critical\)/m);
  expect(violations).toMatch(/^color-contrast \(serious\)/m);
});
