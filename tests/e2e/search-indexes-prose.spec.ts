import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { expect, test } from './fixtures';

/** What Pagefind holds for one page: its address, title and indexed text. */
interface IndexedPage {
  url: string;
  content: string;
  meta: { title: string };
}

const FRAGMENTS = join('out', 'pagefind', 'fragment');
// Each fragment is gzipped JSON behind Pagefind's own signature.
const SIGNATURE = 'pagefind_dcd';

function readIndexedPages(): IndexedPage[] {
  return readdirSync(FRAGMENTS).map((file) => {
    const text = gunzipSync(readFileSync(join(FRAGMENTS, file))).toString('utf8');
    return JSON.parse(text.startsWith(SIGNATURE) ? text.slice(SIGNATURE.length) : text) as IndexedPage;
  });
}

/** The parts of a page around its prose: none of their text may be indexed. */
const NOT_PROSE = [
  '.breadcrumbs',
  '.toc',
  '.toc-folded',
  '.translation-notice',
  '.doc-meta',
  '.pager',
  '.code-copy',
  '.code-copy-status',
  '.post-meta',
];

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

// Pagefind read the exported HTML, so the pages are read as exported, before any script
// runs: the same DOM, without each page's hydration (5.0 s a test against 7.0 s, run alone).
test.use({ javaScriptEnabled: false });

// One test a locale, so two workers share the pages (it was the suite's longest test).
for (const { locale, isOfLocale } of [
  { locale: 'es', isOfLocale: (url: string) => !url.startsWith('/en/') },
  { locale: 'en', isOfLocale: (url: string) => url.startsWith('/en/') },
]) {
  test(`search indexes each doc and post from its title and first paragraph, without the chrome around the prose (${locale})`, async ({
    page,
  }) => {
    // It reads every doc and post of the locale in one test: 7 s on a quiet machine.
    test.setTimeout(90_000);
    const indexed = readIndexedPages().filter((entry) => isOfLocale(entry.url));
    const articles = indexed.filter((entry) => /\/(docs|blog)\/./.test(entry.url));
    expect(articles.length).toBeGreaterThanOrEqual(14);
    const problems: string[] = [];
    for (const entry of indexed) {
      await page.goto(entry.url);
      const content = normalise(entry.content);
      const title = normalise(entry.meta.title);
      if (articles.includes(entry)) {
        const firstParagraph = normalise(await page.locator('.markdown > p').first().innerText());
        // Pagefind ends the title with a full stop unless it ends with its own ("¿Qué es Vigía?").
        const afterTitle = content.startsWith(title) ? content.slice(title.length).replace(/^\.?\s*/, '') : '';
        if (!afterTitle.startsWith(firstParagraph.slice(0, 60)))
          problems.push(`${entry.url} starts "${content.slice(0, 80)}"`);
      }
      for (const selector of NOT_PROSE) {
        for (const text of await page.locator(`[data-pagefind-body] ${selector}`).allTextContents()) {
          const chrome = normalise(text);
          // The breadcrumbs end with the page's own name, which the title rightly indexes.
          if (chrome.length > 3 && chrome !== title && content.includes(chrome))
            problems.push(`${entry.url} indexes ${selector}: "${chrome.slice(0, 60)}"`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
}
