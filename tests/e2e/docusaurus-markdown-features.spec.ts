/**
 * Docusaurus' own 12 "Markdown features" docs (tests/fixtures/docusaurus-markdown-features,
 * unchanged from facebook/docusaurus), imported and built by `npm run build:imported` beside
 * the fixture site: every page reads at the address Docusaurus gives it, in both locales (the
 * Spanish one is the English text with the "not translated" notice), and what each shows.
 * The build itself fails when a page still shows Docusaurus syntax (lib/quality/leftover-syntax.ts).
 */
import { expect, test } from './fixtures';
import { serveImportedSite } from './imported-site';

const server = serveImportedSite();

/** Each doc's `slug` and its title (front matter, or its `# heading`). */
const GUIDES = {
  'markdown-features': 'Markdown Features',
  'markdown-features/react': 'Using React',
  'markdown-features/tabs': 'Tabs',
  'markdown-features/code-blocks': 'Code blocks',
  'markdown-features/admonitions': 'Admonitions',
  'markdown-features/toc': 'Headings and Table of contents',
  'markdown-features/assets': 'Assets',
  'markdown-features/links': 'Markdown links',
  'markdown-features/plugins': 'MDX Plugins',
  'markdown-features/math-equations': 'Math Equations',
  'markdown-features/diagrams': 'Diagrams',
  'markdown-features/head-metadata': 'Head metadata',
} as const;

for (const locale of ['en', 'es'] as const) {
  test(`each of Docusaurus' 12 Markdown features guides is at its slug with its title (${locale})`, async ({
    staticPage: page,
  }) => {
    for (const [slug, title] of Object.entries(GUIDES)) {
      const response = await page.goto(`${server.origin}${locale === 'en' ? '/en' : ''}/docs/${slug}/`);
      expect(response?.status(), slug).toBe(200);
      // One heading: a doc with a `title` and a leading `# heading` (diagrams) shows it once, as Docusaurus does.
      await expect(page.locator('main h1'), slug).toHaveText([title]);
      if (locale === 'es') await expect(page.locator('main'), slug).toContainText('aún no está traducida');
    }
  });
}

test("the guides render Docusaurus' own components: BrowserWindow, TOCInline, rich admonition titles, a custom admonition", async ({
  readerPage: page,
}) => {
  await page.goto(`${server.origin}/en/docs/markdown-features/toc/`);
  // <TOCInline toc={toc} /> lists the page's own headings, linking to their ids.
  const inline = page.locator('.markdown .toc-inline').first();
  await expect(inline.locator('a[href="#markdown-headings"]')).toHaveText('Markdown headings');
  await expect(page.locator('.markdown .browser-window').first()).toBeVisible();
  // `:::warning Legacy \`{#id}\` syntax` keeps its code in the title.
  await expect(page.locator('.admonition-title code', { hasText: '{#id}' })).toBeVisible();

  await page.goto(`${server.origin}/en/docs/markdown-features/admonitions/`);
  // A keyword of Docusaurus' own config (`:::my-custom-admonition[My Title]`) reads as a note under its title.
  await expect(
    page.locator('.browser-window .admonition-note', { hasText: 'It works!' }).locator('.admonition-title'),
  ).toHaveText('My Title');
});

test("the React guide's own component (export const Highlight) shows its colours under the page's policy", async ({
  readerPage: page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(`${server.origin}/en/docs/markdown-features/react/`);
  const highlight = page.locator('.markdown span', { hasText: 'Docusaurus green' }).first();
  await expect(highlight).toHaveCSS('background-color', 'rgb(37, 194, 160)');
  expect(violations).toEqual([]);
});

test('math, diagrams and tabs of the guides render: KaTeX, Mermaid SVG, a working tab list', async ({
  readerPage: page,
}) => {
  await page.goto(`${server.origin}/en/docs/markdown-features/math-equations/`);
  await expect(page.locator('.markdown .katex').first()).toBeVisible();
  await page.goto(`${server.origin}/en/docs/markdown-features/diagrams/`);
  await expect(
    page.locator('.markdown svg[id^="mermaid"], .markdown .mermaid-svg-light, .markdown .mermaid-svg-dark').first(),
  ).toBeAttached();
  await page.goto(`${server.origin}/en/docs/markdown-features/tabs/`);
  const tab = page.getByRole('tab', { name: 'Orange' }).first();
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
});
