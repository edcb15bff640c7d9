import { expect, test } from './fixtures';
import { readContentSources } from '../../lib/content/sources';
import { buildTranslationReport, type TranslationRow } from '../../lib/translations/report';

// Which pages are outdated is the content's business, not the test's: the export must
// show the notice exactly on the translations the report does not call up to date.
const rows = buildTranslationReport(readContentSources('content').mdx).filter(
  (r) => r.status !== 'missing' && r.status !== 'no-source',
);
const prefix = { docs: '/docs/', blog: '/blog/', pages: '/' } as const;
const pathOf = (row: TranslationRow) => `${prefix[row.kind]}${row.key}/`;

test('every English doc, post and page shows the out-of-date notice only when its Spanish original changed (today: none)', async ({
  page,
}) => {
  expect(rows.length).toBeGreaterThanOrEqual(15);
  for (const row of rows) {
    await page.goto(`/${row.locale}${pathOf(row)}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const notice = page.getByRole('note').filter({ hasText: 'This translation may be out of date' });
    if (row.status === 'up-to-date') {
      await expect(notice, row.file).toHaveCount(0);
    } else {
      await expect(notice.getByRole('link', { name: 'Leer el original en español' }), row.file).toHaveAttribute(
        'href',
        pathOf(row),
      );
    }
  }
});

test('a Spanish original shows no translation notice', async ({ page }) => {
  for (const path of ['/docs/intro/', '/blog/novedades-noviembre-2024/', '/markdown-page/']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.translation-notice')).toHaveCount(0);
  }
});
