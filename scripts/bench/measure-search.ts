/**
 * What a first search query fetches, per language, read from the export: Pagefind's
 * script, worker and entry file, the language's WebAssembly and metadata, and one index
 * chunk (the largest, as an upper bound). The dialog's own chunk and the result fragments
 * (one per hit shown, ~0.5 KB each) come on top; the e2e run measures the whole.
 * Pagefind writes its index, metadata and WebAssembly already compressed, so their bytes
 * on disk are the bytes on the wire; its two scripts are counted gzip -9.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSize } from './measure-pages';

/**
 * @param {string} outDir the export
 * @returns {{ language: string, pages: number, bytes: number, indexChunks: number }[]} empty without an index
 */
export function measureSearchFirstQuery(
  outDir: string,
): { language: string; pages: number; bytes: number; indexChunks: number }[] {
  const dir = path.join(outDir, 'pagefind');
  const entryFile = path.join(dir, 'pagefind-entry.json');
  if (!fs.existsSync(entryFile)) return [];
  const entry: { languages: Record<string, { page_count: number; wasm: string; hash: string }> } = JSON.parse(
    fs.readFileSync(entryFile, 'utf8'),
  );
  const size = (file: string) => fs.statSync(path.join(dir, file)).size;
  const scripts = ['pagefind.js', 'pagefind-worker.js'].reduce(
    (sum, f) => sum + gzipSize(fs.readFileSync(path.join(dir, f))),
    0,
  );
  const indexFiles = fs.readdirSync(path.join(dir, 'index'));
  return Object.entries(entry.languages).map(([language, info]) => {
    const chunks = indexFiles.filter((f) => f.startsWith(`${language}_`)).map((f) => size(path.join('index', f)));
    return {
      language,
      pages: info.page_count,
      bytes:
        scripts +
        size('pagefind-entry.json') +
        size(`wasm.${info.wasm}.pagefind`) +
        size(`pagefind.${info.hash}.pf_meta`) +
        Math.max(0, ...chunks),
      indexChunks: chunks.length,
    };
  });
}
