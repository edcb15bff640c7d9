import { execFileSync } from 'node:child_process';
import { expect, test } from './fixtures';
import { hasIntermediateHeight, sampleHeightsAfterClick } from './docs-height';

test("the table of contents lists the page's h2 and h3, nested", async ({ page }) => {
  await page.goto('/en/docs/api/authentication/');
  const toc = page.getByRole('navigation', { name: 'On this page' });
  const headings = await page
    .locator('.markdown')
    .locator('h2, h3')
    .evaluateAll((els) => els.map((h) => `${h.tagName}:${h.textContent!.trim()}`));
  const entries = await toc
    .locator('a')
    .evaluateAll((links) =>
      links.map((a) => `${a.parentElement!.parentElement!.closest('li') ? 'H3' : 'H2'}:${a.textContent!.trim()}`),
    );
  expect(headings.length).toBeGreaterThan(2);
  expect(entries).toEqual(headings);
});

test('the table of contents highlights the heading in view while scrolling', async ({ page }) => {
  await page.goto('/en/docs/api/authentication/');
  const toc = page.getByRole('navigation', { name: 'On this page' });
  const links = toc.getByRole('link');
  const last = (await links.count()) - 1;
  const lastText = (await links.nth(last).textContent())!.trim();
  await page
    .locator('.markdown h2, .markdown h3')
    .nth(last)
    .evaluate((h) => h.scrollIntoView({ block: 'start' }));
  await expect(toc.getByRole('link', { name: lastText, exact: true })).toHaveAttribute('aria-current', 'location');
  await expect(toc.locator('a[aria-current]')).toHaveCount(1);
  const secondText = (await links.nth(1).textContent())!.trim();
  await page
    .locator('.markdown h2, .markdown h3')
    .nth(1)
    .evaluate((h) => h.scrollIntoView({ block: 'start' }));
  await expect(toc.getByRole('link', { name: secondText, exact: true })).toHaveAttribute('aria-current', 'location');
});

for (const [locale, path, title] of [
  ['es', '/docs/api/authentication/', 'En esta página'],
  ['en', '/en/docs/api/authentication/', 'On this page'],
] as const) {
  test(`at 390 px the table of contents folds above the article (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(path);
    const summary = page.locator('summary', { hasText: title });
    await expect(summary).toBeVisible();
    await expect(page.locator('.docs-toc')).toBeHidden();
    const folded = page.locator('details.toc-folded');
    await expect(folded.getByRole('link').first()).toBeHidden();
    await summary.click();
    await expect(folded.getByRole('link').first()).toBeVisible();
    const [tocBox, h1Box] = [await summary.boundingBox(), await page.getByRole('heading', { level: 1 }).boundingBox()];
    expect(tocBox!.y).toBeLessThan(h1Box!.y);
  });
}

test.describe('code blocks', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
  for (const [locale, path, copy, copied] of [
    ['es', '/docs/development/setup/', 'Copiar el código', 'Código copiado'],
    ['en', '/en/docs/development/setup/', 'Copy code', 'Code copied'],
  ] as const) {
    test(`the copy button copies the code and announces it (${locale})`, async ({ page }) => {
      await page.goto(path);
      const block = page.locator('figure.code-block', { has: page.locator('figcaption', { hasText: '.env' }) });
      await expect(block.getByRole('region', { name: '.env' })).toBeVisible();
      const status = block.getByRole('status');
      await expect(status).toHaveText('');
      await block.getByRole('button', { name: copy }).click();
      await expect(status).toHaveText(copied);
      const expected = (await block.locator('pre code').textContent())!.replace(/\n$/, '');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    });
  }

  test('long lines scroll inside a focusable, labelled region', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/en/docs/development/setup/');
    const region = page.getByRole('region', { name: '.env' });
    const [scrollWidth, clientWidth] = await region.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  });
});

const shallow = (() => {
  try {
    return execFileSync('git', ['rev-parse', '--is-shallow-repository'], { encoding: 'utf8' }).trim() === 'true';
  } catch {
    return true;
  }
})();

for (const [locale, path, file, updated, edit] of [
  [
    'es',
    '/docs/intro/',
    'content/es/docs/intro.mdx',
    /^Última actualización: \d{1,2} de \p{L}+ de \d{4}$/u,
    'Editar esta página',
  ],
  ['en', '/en/docs/intro/', 'content/en/docs/intro.mdx', /^Last updated: \p{L}+ \d{1,2}, \d{4}$/u, 'Edit this page'],
] as const) {
  test(`a doc shows its last-updated date from git and an edit link (${locale})`, async ({ readerPage: page }) => {
    await page.goto(path);
    await expect(page.getByRole('link', { name: edit })).toHaveAttribute('href', new RegExp(`/edit/main/${file}$`));
    const time = page.locator('.doc-meta time');
    if (shallow) {
      // A shallow clone knows no true date: none is shown rather than a wrong one.
      await expect(time).toHaveCount(0);
      return;
    }
    await expect(time).toHaveText(updated);
    const day = execFileSync('git', ['log', '-1', '--format=%cI', '--', file], { encoding: 'utf8' }).trim();
    await expect(time).toHaveAttribute('datetime', new Date(day).toISOString().slice(0, 10));
  });
}

test('a <details> block opens with an animated height, and jumps under reduced motion', async ({ page }) => {
  await page.goto('/en/docs/intro/');
  const opened = await sampleHeightsAfterClick(page, '.markdown details > summary', '.markdown details');
  expect(opened.at(-1)).toBeGreaterThan(opened[0]! + 10);
  expect(hasIntermediateHeight(opened)).toBe(true);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  const jumped = await sampleHeightsAfterClick(page, '.markdown details > summary', '.markdown details', 300);
  expect(jumped.at(-1)).toBeGreaterThan(jumped[0]! + 10);
  expect(hasIntermediateHeight(jumped)).toBe(false);
});
