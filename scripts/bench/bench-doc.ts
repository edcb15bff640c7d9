/**
 * The pages the bench measures: the real doc closest to a target length (the HTML budget's
 * page) and one page of each kind in both locales.
 */
import fs from 'node:fs';
import path from 'node:path';
import { withoutFencedCode } from '../../lib/content/code-fences';
import { bodyOf } from '../../lib/content/front-matter-block';
import { gzipSize, measurePage } from './measure-pages';

/** Words of the doc the HTML budget is measured on. */
const DOC_TARGET_WORDS = 900;

export type Doc = { id: string; words: number };

/** The real doc whose prose is closest to DOC_TARGET_WORDS (front matter and code left out). */
export function pickDoc(): Doc {
  const dir = 'content/es/docs';
  const files = fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.mdx'));
  const words = (file: string) =>
    withoutFencedCode(bodyOf(fs.readFileSync(path.join(dir, file), 'utf8')))
      .split(/\s+/)
      .filter(Boolean).length;
  const ranked = files
    .map((f) => ({
      id: f
        .replace(/\.mdx$/, '')
        .split(path.sep)
        .join('/'),
      words: words(f),
    }))
    .sort((a, b) => Math.abs(a.words - DOC_TARGET_WORDS) - Math.abs(b.words - DOC_TARGET_WORDS));
  const best = ranked[0];
  if (!best) throw new Error(`no .mdx doc in ${dir}`);
  return best;
}

/** One exported page of each kind, in both locales, and the not-found page. */
export function pageKinds(doc: Doc) {
  const kinds: { kind: string; locale: string; file: string }[] = [];
  for (const [locale, prefix] of [
    ['es', ''],
    ['en', 'en/'],
  ] as const) {
    kinds.push(
      { kind: 'home', locale, file: `${prefix}index.html` },
      { kind: 'doc', locale, file: `${prefix}docs/${doc.id}/index.html` },
      { kind: 'blog list', locale, file: `${prefix}blog/index.html` },
      { kind: 'post', locale, file: `${prefix}blog/novedades-noviembre-2024/index.html` },
      { kind: 'tag page', locale, file: `${prefix}blog/tags/api/index.html` },
    );
  }
  kinds.push({ kind: 'not-found', locale: 'es+en', file: '404.html' });
  return kinds;
}

/** What a page's Content-Security-Policy <meta> adds to its HTML, gzip (issue #23). */
export function policyBytes(file: string) {
  const html = fs.readFileSync(path.join('out', file));
  const without = html.toString('utf8').replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/, '');
  return gzipSize(html) - gzipSize(Buffer.from(without));
}

/** The doc page, both locales, in the export just built. */
export function measureDoc(doc: Doc) {
  return {
    es: measurePage('out', `docs/${doc.id}/index.html`),
    en: measurePage('out', `en/docs/${doc.id}/index.html`),
  };
}
