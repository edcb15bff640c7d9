import { expect, test } from './fixtures';

const POST = '/en/blog/novedades-noviembre-2024/';

test("a post's table of contents is a right-hand column from 996 px, beside the first paragraph", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(POST);
  const toc = page.getByRole('navigation', { name: 'On this page' });
  await expect(toc).toBeVisible();
  const article = await page.locator('article.post').boundingBox();
  const column = await toc.boundingBox();
  expect(column!.x).toBeGreaterThanOrEqual(article!.x + article!.width);
  // The first paragraph is not pushed below the fold by a list of headings.
  const first = await page.locator('article.post .markdown > p').first().boundingBox();
  expect(first!.y + first!.height).toBeLessThan(800);
  await expect(page.locator('article.post details.toc-folded')).toBeHidden();
});

test("below 996 px a post's table of contents folds above the article", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(POST);
  await expect(page.getByRole('navigation', { name: 'On this page' })).toBeHidden();
  const folded = page.locator('article.post details.toc-folded');
  await expect(folded).toBeVisible();
  await folded.locator('summary').click();
  const firstHeading = page.locator('article.post .markdown h2').first();
  await folded.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`#${await firstHeading.getAttribute('id')}$`));
});
