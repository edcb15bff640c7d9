/**
 * Copies KaTeX's woff2 fonts into public/katex/fonts/ (ignored by git), beside the
 * stylesheet app/katex/katex.css/route.ts writes: math is set in KaTeX's fonts served by
 * the site itself, never fetched from another origin. Run before `next dev`, and by
 * `npm run build` (scripts/build.ts) once `next build` has started: Next copies public/
 * at the end of its export.
 */
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Copies the fonts; the line the build prints about them. */
export function copyKatexFonts() {
  const require = createRequire(import.meta.url);
  const source = join(dirname(require.resolve('katex/package.json')), 'dist', 'fonts');
  const target = join('public', 'katex', 'fonts');
  mkdirSync(target, { recursive: true });
  const fonts = readdirSync(source).filter((name) => name.endsWith('.woff2'));
  for (const name of fonts) copyFileSync(join(source, name), join(target, name));
  return `KaTeX: ${fonts.length} fonts copied to ${target}`;
}

if (process.argv[1] && /copy-katex-fonts\.mjs$/.test(process.argv[1])) console.log(copyKatexFonts());
