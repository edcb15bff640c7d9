/**
 * Copies KaTeX's woff2 fonts into public/katex/fonts/ (ignored by git), beside the
 * stylesheet lib/site-files.ts writes: math is set in KaTeX's fonts served by
 * the site itself, never fetched from another origin. Run before `next dev`, and by
 * `npm run build` (scripts/build.ts) once `next build` has started: Next copies public/
 * at the end of its export.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { isEntryModule } from './is-entry-module';

/**
 * Copies the fonts that public/ lacks or holds with other bytes; the line the build prints
 * about them. A font already in place is not written again: its modification time stays,
 * so `next dev`'s content memo (which fingerprints public/, lib/content/index.ts) and a
 * process reading public/ meanwhile (the unit tests run beside the exports) see no change.
 * @param {string} [target] the folder the fonts go to
 */
export function copyKatexFonts(target: string = join('public', 'katex', 'fonts')) {
  const require = createRequire(import.meta.url);
  const source = join(dirname(require.resolve('katex/package.json')), 'dist', 'fonts');
  mkdirSync(target, { recursive: true });
  const fonts = readdirSync(source).filter((name) => name.endsWith('.woff2'));
  const stale = fonts.filter(
    (name) =>
      !existsSync(join(target, name)) || !readFileSync(join(source, name)).equals(readFileSync(join(target, name))),
  );
  for (const name of stale) copyFileSync(join(source, name), join(target, name));
  return `KaTeX: ${fonts.length} fonts in ${target} (${stale.length} copied)`;
}

if (isEntryModule(import.meta.url)) console.log(copyKatexFonts());
