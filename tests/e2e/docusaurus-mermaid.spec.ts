import { expect, test, type Page } from './fixtures';
import { findPageAssets } from '../../scripts/bench/measure-pages';
import { serveImportedSite } from './imported-site';

/**
 * Mermaid diagrams as readers get them: the imported Docusaurus fixture's "How a report
 * travels" doc (two diagrams, English and Spanish), built into out-docusaurus by
 * `npm run build:imported`. Drawn at build time: no script of their own, two SVGs each, the
 * one of the colour mode shown.
 */
const site = serveImportedSite();

const DOC = {
  en: {
    path: '/en/docs/guides/report-flow/',
    flow: 'Path of a reported email',
    node: 'Employee',
    generic: 'Diagram',
    source: 'Diagram source',
  },
  es: {
    path: '/docs/guides/report-flow/',
    flow: 'Recorrido de un correo reportado',
    node: 'persona',
    generic: 'Diagrama',
    source: 'Código del diagrama',
  },
};

/** CSP violations and CSP console errors of the page, from before its first script. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      ((window as unknown as { __csp?: string[] }).__csp ??= []).push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sample}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy|integrity/i.test(message.text()))
      violations.push(message.text().slice(0, 300));
  });
  return async () => [
    ...violations,
    ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])),
  ];
}

/** The scripts a page loads, by path. */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

for (const [locale, doc] of Object.entries(DOC)) {
  test.describe(`a Mermaid diagram (${locale})`, () => {
    test.use({ colorScheme: 'light' });

    test('is drawn with its nodes in the light variant, named for assistive technology, its source in a details, with no CSP violation', async ({
      page,
    }) => {
      const violations = await watchPolicy(page);
      await page.goto(`${site.origin}${doc.path}`);
      const article = page.locator('.markdown');
      const flow = article.getByRole('img', { name: doc.flow });
      await expect(flow).toBeVisible();
      await expect(flow).toHaveClass(/mermaid-svg-light/);
      await expect(flow.locator('g.node text', { hasText: doc.node }).first()).toBeVisible();
      expect(await flow.locator('g.node').count()).toBeGreaterThanOrEqual(4);
      // Drawn from the diagram's accTitle/accDescr, or the generic name where it has none.
      await expect(flow).toHaveAccessibleDescription(/.+/);
      const sequence = article.getByRole('img', { name: doc.generic, exact: true });
      await expect(sequence).toBeVisible();
      await expect(article.locator('svg.mermaid-svg-dark').first()).toBeHidden();
      // Two diagrams, each twice: every id of the page is unique.
      const duplicates = await page.evaluate(() => {
        const ids = [...document.querySelectorAll('[id]')].map((el) => el.id);
        return ids.filter((id, i) => ids.indexOf(id) !== i);
      });
      expect(duplicates).toEqual([]);
      const source = article.locator('details.mermaid-diagram-source').first();
      await source.getByText(doc.source).click();
      await expect(source.locator('pre')).toContainText('flowchart LR');
      expect(await violations()).toEqual([]);
    });

    test('loads no script beyond those of a doc without a diagram', async ({ page, request }) => {
      // What each page runs on its first load, as its HTML names it (the links a page prefetches
      // later, after a varying delay, are other pages' code, not the diagram's).
      const firstLoad = async (path: string) =>
        findPageAssets(await (await request.get(`${site.origin}${path}`)).text()).scripts.sort();
      expect(await firstLoad(doc.path)).toEqual(await firstLoad(doc.path.replace('report-flow', 'reports')));
      // And nothing of Mermaid's own reaches the browser.
      const scripts = watchScripts(page);
      await page.goto(`${site.origin}${doc.path}`);
      await page.waitForLoadState('networkidle');
      const sources = await Promise.all(
        [...new Set(scripts)].map(async (path) => (await request.get(`${site.origin}${path}`)).text()),
      );
      expect(sources.filter((source) => /mermaid\.initialize|mermaidAPI/.test(source))).toEqual([]);
    });
  });
}

test.describe('a Mermaid diagram in dark mode', () => {
  test.use({ colorScheme: 'light' });
  test('shows the dark variant once the reader picks dark with the colour-mode control', async ({ page }) => {
    const violations = await watchPolicy(page);
    await page.goto(`${site.origin}${DOC.en.path}`);
    const light = page.locator('svg.mermaid-svg-light').first();
    const dark = page.locator('svg.mermaid-svg-dark').first();
    const nodeFill = (svg: typeof light) =>
      svg
        .locator('g.node rect, g.node polygon')
        .first()
        .evaluate((el) => getComputedStyle(el).fill);
    const lightFill = await nodeFill(light);
    const toggle = page.getByRole('banner').getByRole('button', { name: /^Colour mode/ });
    while (
      (await page.locator('html').getAttribute('data-theme')) !== 'dark' ||
      (await page.evaluate(() => localStorage.getItem('theme'))) !== 'dark'
    )
      await toggle.click();
    await expect(dark).toBeVisible();
    await expect(light).toBeHidden();
    await expect(page.getByRole('img', { name: DOC.en.flow })).toHaveClass(/mermaid-svg-dark/);
    expect(await nodeFill(dark)).not.toBe(lightFill);
    expect(await violations()).toEqual([]);
  });
});

test.describe('a Mermaid diagram with a dark system preference', () => {
  test.use({ colorScheme: 'dark' });
  test('shows the dark variant while the reader has not chosen', async ({ page }) => {
    await page.goto(`${site.origin}${DOC.es.path}`);
    await expect(page.locator('svg.mermaid-svg-dark').first()).toBeVisible();
    await expect(page.locator('svg.mermaid-svg-light').first()).toBeHidden();
  });
});

test.describe('a Mermaid diagram on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('keeps its text readable: a wide diagram scrolls in its own box, the page does not scroll sideways', async ({
    page,
  }) => {
    await page.goto(`${site.origin}${DOC.en.path}`);
    const svg = page.getByRole('img', { name: DOC.en.flow });
    await expect(svg).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const frame = page.locator('.mermaid-diagram-svgs').first();
    const box = await frame.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    // 32rem at least (the flowchart is wider than that), so its box scrolls, and takes the keyboard.
    expect((await svg.boundingBox())!.width).toBeGreaterThanOrEqual(511);
    expect(await frame.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await expect(frame).toHaveAttribute('tabindex', '0');
  });
});
