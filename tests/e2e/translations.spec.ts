import fs from 'node:fs';
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

// The notice is in each page's exported HTML, with no script involved: the files are read,
// not loaded in a tab (out/, the export the server serves).
const exported = (sitePath: string) => fs.readFileSync(`out${sitePath}index.html`, 'utf8');
/** The translation notices of a page's HTML, each as written. */
const notices = (html: string) => html.match(/<p class="translation-notice"[^>]*>[\s\S]*?<\/p>/g) ?? [];

test('every English doc, post and page shows the out-of-date notice only when its Spanish original changed (today: none)', () => {
  expect(rows.length).toBeGreaterThanOrEqual(15);
  for (const row of rows) {
    const html = exported(`/${row.locale}${pathOf(row)}`);
    expect(html, row.file).toMatch(/<h1[\s>]/);
    const found = notices(html);
    if (row.status === 'up-to-date') {
      expect(found, row.file).toEqual([]);
    } else {
      expect(found, row.file).toHaveLength(1);
      expect(found[0], row.file).toContain('role="note"');
      expect(found[0], row.file).toContain('This translation may be out of date');
      expect(found[0], row.file).toMatch(new RegExp(`<a href="${pathOf(row)}"[^>]*>Leer el original en español</a>`));
    }
  }
});

test('a Spanish original shows no translation notice', () => {
  for (const sitePath of ['/docs/intro/', '/blog/novedades-noviembre-2024/', '/markdown-page/']) {
    const html = exported(sitePath);
    expect(html, sitePath).toMatch(/<h1[\s>]/);
    expect(html, sitePath).not.toContain('translation-notice');
  }
});
