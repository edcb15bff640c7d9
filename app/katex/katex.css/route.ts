/**
 * The KaTeX stylesheet (`/katex/katex.css`), written once at build time: KaTeX's CSS plus
 * one class per inline style of every formula of the content, in every locale
 * (lib/mdx/math-styles.ts). Only pages with math link it (lib/mdx/rehype-math.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getContent } from '@/lib/content';
import { LOCALES } from '@/lib/i18n';
import { collectMathStyles } from '@/lib/mdx/html';
import { buildMathStylesheet } from '@/lib/mdx/math-styles';
import { buildRouteKeys } from '@/lib/routes';

export const dynamic = 'force-static';

export async function GET() {
  const content = getContent();
  const routeKeys = buildRouteKeys(content);
  const styles = new Set<string>();
  for (const locale of LOCALES) {
    for (const entry of [...content.docs[locale], ...content.posts[locale], ...content.pages[locale]]) {
      // Only a body with a dollar sign can hold math: the others are not compiled again.
      if (!entry.body.includes('$')) continue;
      for (const style of await collectMathStyles(entry, routeKeys, content.assets)) styles.add(style);
    }
  }
  const katexCss = readFileSync(join(process.cwd(), 'node_modules/katex/dist/katex.min.css'), 'utf8');
  return new Response(buildMathStylesheet(katexCss, styles), { headers: { 'Content-Type': 'text/css; charset=utf-8' } });
}
