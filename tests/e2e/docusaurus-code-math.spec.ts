import { expect, test, type Page } from './fixtures';
import { startStaticServer } from './nav-helpers';

/**
 * Docusaurus' code-block marks, mdx-code-block, `<!-- truncate -->` and math, as readers get
 * them: the `valid` fixture's usage doc and its post `hola`, built into out-fixture by
 * `npm run build:fixture`.
 */
let server: Awaited<ReturnType<typeof startStaticServer>>;
test.beforeAll(async () => {
  server = await startStaticServer('out-fixture', '');
});
test.afterAll(() => server.close());

const USAGE = {
  es: { path: '/docs/guide/usage/', title: 'marcas.js', copy: 'Copiar el código', summary: 'Más detalles' },
  en: { path: '/en/docs/guide/usage/', title: 'marks.js', copy: 'Copy code', summary: 'More details' },
};

/** CSP violations and console errors of a page, collected while it is used. */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy|integrity/i.test(message.text()))
      violations.push(message.text().slice(0, 300));
  });
  return violations;
}

test.describe('code blocks with Docusaurus line marks', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  for (const [locale, { path, title, copy }] of Object.entries(USAGE)) {
    test(`marks the lines of {1,4-5} and of magic comments with a visible band, and copies the code without the comments (${locale})`, async ({
      page,
    }) => {
      await page.goto(`${server.origin}${path}`);
      const block = page.locator('figure.code-block', { has: page.locator('figcaption', { hasText: title }) });
      const marked = block.locator('.line.highlighted');
      await expect(marked).toHaveText(['const a = 1;', 'const b = 2;', 'const d = 4;', 'const e = 5;']);
      await expect(marked.first()).toBeVisible();
      const [band, plain] = await Promise.all(
        [marked.first(), block.locator('.line:not(.highlighted)').first()].map((line) =>
          line.evaluate((el) => getComputedStyle(el).backgroundColor),
        ),
      );
      expect(band).not.toBe(plain);
      // The band spans the block, not just the text.
      const [lineWidth, preWidth] = await Promise.all(
        [marked.first(), block.locator('pre')].map((el) => el.evaluate((e) => e.getBoundingClientRect().width)),
      );
      expect(lineWidth).toBeGreaterThanOrEqual(preWidth! - 1);
      await block.getByRole('button', { name: copy }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        'const a = 1;\nconst b = 2;\nconst c = 3;\nconst d = 4;\nconst e = 5;',
      );
    });
  }

  test('shows line numbers from showLineNumbers=N, and neither copies nor selects them', async ({ page }) => {
    await page.goto(`${server.origin}/en/docs/guide/usage/`);
    const block = page.locator('figure.code-block', { has: page.locator('code', { hasText: 'def f(x):' }) });
    const lines = block.locator('.line');
    await expect(lines).toHaveCount(4);
    expect(await lines.evaluateAll((els) => els.map((el) => el.getAttribute('data-n')))).toEqual([
      '10',
      '11',
      '12',
      '13',
    ]);
    const number = await lines.first().evaluate((el) => {
      const before = getComputedStyle(el, '::before');
      return { content: before.content, width: parseFloat(before.width), userSelect: before.userSelect };
    });
    expect(number.content).toBe('"10"');
    expect(number.width).toBeGreaterThan(0);
    await expect(block.locator('.line.highlighted')).toHaveText(['    return x * 2']);
    const selected = await block.locator('pre').evaluate((pre) => {
      const range = document.createRange();
      range.selectNodeContents(pre);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
      return getSelection()!.toString();
    });
    expect(selected).toBe('def f(x):\n    return x * 2\n\nprint(f(21))');
    await block.getByRole('button', { name: 'Copy code' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'def f(x):\n    return x * 2\n\nprint(f(21))',
    );
    // showLineNumbers alone counts from 1 with a CSS counter.
    const counted = page
      .locator('figure.code-block', { has: page.locator('code', { hasText: 'npm ci' }) })
      .locator('.line')
      .first();
    expect(await counted.evaluate((el) => getComputedStyle(el, '::before').counterIncrement)).toBe('ln 1');
  });
});

for (const [locale, { path, summary }] of Object.entries(USAGE)) {
  test(`leaves no magic comment, mdx-code-block fence or dollar sign on the page, and renders the mdx-code-block as MDX (${locale})`, async ({
    page,
  }) => {
    await page.goto(`${server.origin}${path}`);
    const article = page.locator('article');
    const text = await article.innerText();
    expect(text).not.toMatch(/highlight-(next-line|start|end)|mdx-code-block|```|\$/);
    expect(text).not.toMatch(/^:::|\{#|\{\/\*/m);
    const details = article.locator('details', { has: page.locator('summary', { hasText: summary }) });
    await expect(details).toHaveCount(1);
    await details.locator('summary').click();
    await expect(details.locator('strong', { hasText: 'MDX' })).toBeVisible();
    await expect(details.locator('figure.code-block')).toContainText('const inside = true;');
  });
}

/**
 * Whether the display formula's first fraction stands as one: numerator above the line,
 * the line above the denominator. Those offsets are KaTeX's inline styles, turned into
 * classes of /katex/katex.css; without them the three rows collapse onto one.
 */
function fractionRises(page: Page): Promise<boolean> {
  return page
    .locator('article .katex-display .mfrac')
    .first()
    .evaluate((frac) => {
      const rows = [...frac.querySelectorAll(':scope > .vlist-t > .vlist-r:first-child > .vlist > span')].map((row) =>
        row.lastElementChild!.getBoundingClientRect(),
      );
      const [denominator, line, numerator] = rows;
      return rows.length === 3 && numerator!.bottom <= line!.top + 1 && line!.bottom <= denominator!.top + 1;
    });
}

test.describe('math', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`renders $…$ and $$…$$ with KaTeX in its own fonts, readable in ${theme} mode`, async ({ page }) => {
      const fonts: string[] = [];
      page.on('response', (response) => {
        if (response.url().endsWith('.woff2'))
          fonts.push(`${response.status()} ${new URL(response.url()).origin === server.origin ? 'site' : 'other'}`);
      });
      const violations = watchViolations(page);
      await page.emulateMedia({ colorScheme: theme });
      await page.goto(`${server.origin}/docs/guide/usage/`);
      const article = page.locator('article');
      await expect(article.locator('.katex')).toHaveCount(3);
      await expect(article.locator('.katex-display')).toHaveCount(1);
      await expect(article.locator('annotation').first()).toHaveText('E = mc^2');
      // KaTeX's stylesheet applies: the MathML copy is hidden, the HTML copy set in KaTeX_Main.
      await expect(article.locator('.katex-mathml').first()).toHaveCSS('position', 'absolute');
      await expect(article.locator('.katex').first()).toHaveCSS('font-family', /KaTeX_Main/);
      await page.evaluate(() => document.fonts.ready);
      expect(await page.evaluate(() => document.fonts.check('16px KaTeX_Main'))).toBe(true);
      expect(fonts.length).toBeGreaterThan(0);
      expect(fonts.every((f) => f === '200 site')).toBe(true);
      // The fraction's glyphs sit above and below its line (the positions KaTeX wrote as classes).
      expect(await fractionRises(page)).toBe(true);
      // The formula takes the text's colour in both modes.
      const [math, prose] = await Promise.all(
        [article.locator('.katex').first(), article.locator('p').first()].map((el) =>
          el.evaluate((e) => getComputedStyle(e).color),
        ),
      );
      expect(math).toBe(prose);
      expect(violations).toEqual([]);
    });
  }

  test('only pages with math link the KaTeX stylesheet', async ({ readerPage: page }) => {
    const katexLinks = () => page.locator('link[rel="stylesheet"][href$="/katex/katex.css"]');
    await page.goto(`${server.origin}/docs/guide/usage/`);
    await expect(katexLinks()).toHaveCount(1);
    for (const path of ['/docs/intro/', '/docs/guide/setup/', '/blog/', '/en/docs/intro/']) {
      // As served: nothing of KaTeX (once running, a prefetch of the usage page may preload it).
      const html = await (await page.request.get(`${server.origin}${path}`)).text();
      expect(html.includes('katex.css') || html.includes('class="katex')).toBe(false);
      await page.goto(`${server.origin}${path}`);
      await expect(katexLinks()).toHaveCount(0);
    }
  });

  test('a client navigation to a page with math lays it out as a full load does, with no CSP violation', async ({
    page,
  }) => {
    const violations = watchViolations(page);
    await page.goto(`${server.origin}/docs/guide/setup/`);
    await page.locator('.docs-sidebar-column').getByRole('link', { name: 'Uso' }).click();
    await expect(page).toHaveURL(/\/docs\/guide\/usage\/$/);
    await expect(page.locator('article .katex-display .mfrac').first()).toBeVisible();
    expect(await fractionRises(page)).toBe(true);
    expect(violations).toEqual([]);
  });
});

test("`<!-- truncate -->` ends a post's excerpt on the list, and the post shows everything", async ({
  readerPage: page,
}) => {
  await page.goto(`${server.origin}/blog/`);
  const list = page.locator('main');
  await expect(list.getByText('Texto del post.')).toBeVisible();
  await expect(list.getByText('Más allá del corte.')).toHaveCount(0);
  expect(await list.innerText()).not.toContain('truncate');
  await page.goto(`${server.origin}/blog/hola/`);
  await expect(page.locator('article').getByText('Más allá del corte.')).toBeVisible();
});
