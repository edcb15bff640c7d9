#!/usr/bin/env node
/**
 * Builds the site's search index from the export, after `next build`: Pagefind reads every
 * HTML file of `out/`, indexes only what pages mark with `data-pagefind-body` (the body of
 * docs, posts and standalone pages), and writes one index per `<html lang>` to
 * `out/pagefind/`. The browser loads it only when a reader opens the search.
 *
 * Usage: node scripts/run-bundled.mjs scripts/search-index.ts [dir=out]
 */
import fs from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { isEntryModule } from './is-entry-module';

/** Pagefind's own UI bundles: the site has its own dialog, so a host need not carry them. */
const UNUSED_UI_FILES = [
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-highlight.js',
];

/** Throws with every error Pagefind reported, so a broken index fails the build. */
function assertNoErrors(step: string, response: { errors: string[] }) {
  if (response.errors.length > 0) throw new Error(`Pagefind ${step} failed:\n${response.errors.join('\n')}`);
}

/** How many HTML files of the site mark their body for the index. */
function countMarkedPages(siteDir: string) {
  return fs
    .readdirSync(siteDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .filter((e) => fs.readFileSync(path.join(e.parentPath, e.name), 'utf8').includes('data-pagefind-body')).length;
}

/** A language of the search index and how many pages it holds. */
export interface IndexedLanguage {
  language: string;
  pages: number;
}

/** Indexes `siteDir` and returns the languages written, with their page counts. */
export async function buildSearchIndex(siteDir: string): Promise<IndexedLanguage[]> {
  const outputPath = path.join(siteDir, 'pagefind');
  // Without any data-pagefind-body Pagefind would index whole pages, navbar and footer included.
  if (countMarkedPages(siteDir) === 0)
    throw new Error(`No page of ${siteDir}/ marks its content with data-pagefind-body`);
  try {
    const { index, errors } = await pagefind.createIndex({});
    assertNoErrors('createIndex', { errors });
    if (!index) throw new Error('Pagefind createIndex returned no index');
    const added = await index.addDirectory({ path: siteDir });
    assertNoErrors('addDirectory', added);
    assertNoErrors('writeFiles', await index.writeFiles({ outputPath }));
  } finally {
    await pagefind.close();
  }
  for (const file of UNUSED_UI_FILES) fs.rmSync(path.join(outputPath, file), { force: true });
  const entry: { languages: Record<string, { wasm: string; page_count: number }> } = JSON.parse(
    fs.readFileSync(path.join(outputPath, 'pagefind-entry.json'), 'utf8'),
  );
  // A page without <html lang> lands in "unknown": the page would be unsearchable from either locale.
  if (entry.languages.unknown) throw new Error('Pagefind indexed pages without <html lang>');
  // The language-neutral WASM is only loaded by a language without its own (55 KB otherwise unused).
  if (!Object.values(entry.languages).some((l) => l.wasm === 'unknown'))
    fs.rmSync(path.join(outputPath, 'wasm.unknown.pagefind'), { force: true });
  return Object.entries(entry.languages).map(([language, { page_count }]) => ({ language, pages: page_count }));
}

const isMain = isEntryModule(import.meta.url);
if (isMain) {
  const siteDir = process.argv[2] ?? 'out';
  const started = Date.now();
  const languages = await buildSearchIndex(siteDir);
  const summary = languages.map((l) => `${l.language}: ${l.pages} pages`).join(', ');
  console.log(`Search index written to ${siteDir}/pagefind/ (${summary}) in ${Date.now() - started} ms`);
}
