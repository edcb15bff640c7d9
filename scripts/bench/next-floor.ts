/**
 * Next.js' own floor for `npm run bench:docusaurus`: an app with nothing of ours but the
 * shape of the site's routes (the two root layouts, `app/(default)/layout` with
 * `<html lang="es">` and `app/[locale]/layout` for the prefixed locales) and as many pages
 * as the site exports, each rendering one static paragraph. Built by the same `next build`
 * with the same export settings, it is what Next.js costs by itself; what the site takes
 * above it is ours to cut.
 */
import fs from 'node:fs';
import path from 'node:path';
import { setAside } from './set-aside';

/** Where the floor app is written (git-ignored, beside the Docusaurus site). */
export const FLOOR_APP = '.scratch/next-floor';

/** Pages per locale for `htmlPages` HTML files in all: the export adds a 404 page of its own. */
export function floorPagesPerLocale(htmlPages: number, locales: number): number {
  return Math.max(1, Math.ceil((htmlPages - 1) / locales));
}

/**
 * The floor app's files (path → text): `pagesPerLocale` pages under each root layout,
 * `docs/<n>/`, the same export settings as next.config.mjs (static export, trailing slash).
 * @example floorAppFiles(3, ['en'])['app/(default)/layout.jsx'] contains '<html lang="es">'
 */
export function floorAppFiles(pagesPerLocale: number, prefixedLocales: readonly string[]): Record<string, string> {
  const params = `Array.from({ length: ${pagesPerLocale} }, (_, i) => ({ page: String(i + 1) }))`;
  const page = (lang: string) =>
    [
      `export const dynamicParams = false;`,
      `export function generateStaticParams() {`,
      `  return ${params};`,
      `}`,
      `export default async function Page({ params }) {`,
      `  const { page } = await params;`,
      `  return <main><h1>${lang} {page}</h1><p>A static paragraph, the same on every page.</p></main>;`,
      `}`,
      ``,
    ].join('\n');
  return {
    'next.config.mjs': [
      `export default {`,
      `  output: 'export',`,
      `  trailingSlash: true,`,
      `  images: { unoptimized: true },`,
      `  poweredByHeader: false,`,
      // node_modules is a link to the project's: Turbopack must see both as one tree.
      `  turbopack: { root: ${JSON.stringify(path.resolve('.'))} },`,
      `};`,
      ``,
    ].join('\n'),
    'package.json': `${JSON.stringify({ name: 'vigia-next-floor', private: true, type: 'module' }, null, 2)}\n`,
    'app/(default)/layout.jsx': [
      `export default function RootLayout({ children }) {`,
      `  return <html lang="es"><body>{children}</body></html>;`,
      `}`,
      ``,
    ].join('\n'),
    'app/(default)/docs/[page]/page.jsx': page('es'),
    'app/[locale]/layout.jsx': [
      `export const dynamicParams = false;`,
      `export function generateStaticParams() {`,
      `  return ${JSON.stringify(prefixedLocales.map((locale) => ({ locale })))};`,
      `}`,
      `export default async function RootLayout({ children, params }) {`,
      `  const { locale } = await params;`,
      `  return <html lang={locale}><body>{children}</body></html>;`,
      `}`,
      ``,
    ].join('\n'),
    'app/[locale]/docs/[page]/page.jsx': page('en'),
  };
}

/**
 * Writes the floor app into `dir` (replaced, its build caches with it), its `node_modules`
 * a link to the project's, so it builds with the very same Next.js.
 */
export function writeFloorApp(dir: string, pagesPerLocale: number, prefixedLocales: readonly string[]): void {
  setAside([dir]);
  for (const [file, text] of Object.entries(floorAppFiles(pagesPerLocale, prefixedLocales))) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');
}
