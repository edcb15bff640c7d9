import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { descendants, fromHtml, hasClass } from './exported-html';
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

/** The exported HTML of a page of out/, parsed: what Pagefind read, before any script runs. */
function exportedPage(url: string): Root {
  const file = join('out', decodeURI(url).replace(/\/$/, '/index.html').replace(/^\//, ''));
  return fromHtml(readFileSync(file, 'utf8'));
}

// Pagefind read the exported HTML, so the pages are read as exported, from out/ with no
// browser: the same DOM as a tab without scripts.
// One test a locale, as before.
for (const { locale, isOfLocale } of [
  { locale: 'es', isOfLocale: (url: string) => !url.startsWith('/en/') },
  { locale: 'en', isOfLocale: (url: string) => url.startsWith('/en/') },
]) {
  test(`search indexes each doc and post from its title and first paragraph, without the chrome around the prose (${locale})`, () => {
    const indexed = readIndexedPages().filter((entry) => isOfLocale(entry.url));
    const articles = indexed.filter((entry) => /\/(docs|blog)\/./.test(entry.url));
    expect(articles.length).toBeGreaterThanOrEqual(14);
    const problems: string[] = [];
    // Parts around the prose found in the pages' bodies: none would mean the look-up is broken.
    let aroundProse = 0;
    for (const entry of indexed) {
      const tree = exportedPage(entry.url);
      const content = normalise(entry.content);
      const title = normalise(entry.meta.title);
      if (articles.includes(entry)) {
        const markdown = descendants(tree, hasClass('markdown'))[0];
        const paragraph = markdown?.children.find((c): c is Element => c.type === 'element' && c.tagName === 'p');
        expect(paragraph, `${entry.url} has a first paragraph`).toBeDefined();
        const firstParagraph = normalise(toString(paragraph!));
        // Pagefind ends the title with a full stop unless it ends with its own ("¿Qué es Vigía?").
        const afterTitle = content.startsWith(title) ? content.slice(title.length).replace(/^\.?\s*/, '') : '';
        if (!afterTitle.startsWith(firstParagraph.slice(0, 60)))
          problems.push(`${entry.url} starts "${content.slice(0, 80)}"`);
      }
      const bodies = descendants(tree, (element) => element.properties.dataPagefindBody !== undefined);
      for (const selector of NOT_PROSE) {
        for (const part of bodies.flatMap((body) => descendants(body, hasClass(selector.slice(1))))) {
          const chrome = normalise(toString(part));
          aroundProse++;
          // The breadcrumbs end with the page's own name, which the title rightly indexes.
          if (chrome.length > 3 && chrome !== title && content.includes(chrome))
            problems.push(`${entry.url} indexes ${selector}: "${chrome.slice(0, 60)}"`);
        }
      }
    }
    expect(aroundProse).toBeGreaterThan(indexed.length);
    expect(problems).toEqual([]);
  });
}
