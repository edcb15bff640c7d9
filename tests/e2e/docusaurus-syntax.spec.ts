import { expect, test } from './fixtures';
import { startStaticServer } from './nav-helpers';

/**
 * Docusaurus habits in content (the `valid` fixture's setup doc, built into out-fixture by
 * `npm run build:fixture`): `:::caution Title`, `:::important` and `## Title {#id}` read as
 * Docusaurus shows them, with none of their syntax left on the page.
 */
let server: Awaited<ReturnType<typeof startStaticServer>>;
test.beforeAll(async () => {
  server = await startStaticServer('out-fixture', '');
});
test.afterAll(() => server.close());

for (const { path, heading, title, toc } of [
  { path: '/docs/guide/setup/', heading: 'Requisitos previos', title: 'Antes de instalar', toc: 'En esta página' },
  { path: '/en/docs/guide/setup/', heading: 'Prerequisites', title: 'Before you install', toc: 'On this page' },
]) {
  test(`Docusaurus admonition titles, aliases and heading ids render as Docusaurus shows them (${path})`, async ({
    page,
  }) => {
    await page.goto(`${server.origin}${path}`);
    const article = page.locator('article');
    await expect(article.getByRole('heading', { level: 2, name: heading })).toHaveAttribute('id', 'prerequisites');
    await expect(page.getByRole('navigation', { name: toc }).getByRole('link', { name: heading })).toHaveAttribute(
      'href',
      '#prerequisites',
    );
    await expect(article.getByText(title, { exact: true })).toBeVisible();
    const text = await article.innerText();
    expect(text).not.toMatch(/^:::|\{#|\{\/\*/m);
    // caution renders as a warning, important as an info box (Docusaurus' aliases).
    expect(await article.locator('.admonition').evaluateAll((boxes) => boxes.map((b) => b.className))).toEqual(
      expect.arrayContaining([expect.stringMatching(/warning/), expect.stringMatching(/info/)]),
    );
  });
}
