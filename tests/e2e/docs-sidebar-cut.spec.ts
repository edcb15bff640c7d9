import { expect, test } from './fixtures';
import { startStaticServer } from './nav-helpers';

/**
 * A long top level, cut (lib/docs/sidebar-split.ts): the `valid` fixture's export is built
 * with its sidebar's top level cut after two entries (scripts/build-fixture.ts), as a real
 * one is past 100. Its three entries: Introduction, Guide, Components.
 */
let server: Awaited<ReturnType<typeof startStaticServer>>;
test.beforeAll(async () => {
  server = await startStaticServer('out-fixture', '');
});
test.afterAll(() => server.close());

test('a page before the cut says how many entries follow; the button loads them and gives the first the focus', async ({
  page,
}) => {
  await page.goto(`${server.origin}/en/docs/intro/`);
  const sidebar = page.getByRole('navigation', { name: 'Documentation' });
  await expect(sidebar.getByRole('link', { name: 'Introduction' })).toHaveAttribute('aria-current', 'page');
  await expect(sidebar.getByRole('link', { name: 'Components' })).toHaveCount(0);
  const more = sidebar.getByRole('button', { name: 'Show 1 more entry' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(sidebar.getByRole('link', { name: 'Components' })).toBeFocused();
  await expect(more).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/docs\/components\/$/);
});

test("a page past the cut carries its own stretch: its entry, current, and no gap after the layout's entries", async ({
  page,
}) => {
  await page.goto(`${server.origin}/docs/components/`);
  const sidebar = page.getByRole('navigation', { name: 'Documentación' });
  await expect(sidebar.getByRole('link', { name: 'Componentes' })).toHaveAttribute('aria-current', 'page');
  await expect(sidebar.locator(':scope > ul > li')).toHaveCount(3);
  await expect(sidebar.locator('.sidebar-gap')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the cut reads as the number of entries left out, in the page locale', async ({ page }) => {
    await page.goto(`${server.origin}/docs/intro/`);
    const sidebar = page.getByRole('navigation', { name: 'Documentación' });
    await expect(sidebar.locator('.sidebar-gap')).toHaveText('1 entrada más');
    await expect(sidebar.getByRole('button')).toHaveCount(0);
  });
});
