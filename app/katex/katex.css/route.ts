/**
 * The KaTeX stylesheet (`/katex/katex.css`), written once at build time: KaTeX's CSS plus
 * one class per inline style of every formula of the content, in every locale
 * (lib/mdx/math-styles.ts). Only pages with math link it (lib/mdx/rehype-math.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getContent } from '@/lib/content';
import { compileMathStyles } from '@/lib/mdx';
import { listBodySources } from '@/lib/mdx/compile-sources';
import { buildMathStylesheet } from '@/lib/mdx/math-styles';
import { buildRouteKeys } from '@/lib/routes';

export const dynamic = 'force-static';

export async function GET() {
  const content = getContent();
  const routeKeys = buildRouteKeys(content);
  const styles = new Set<string>();
  // Every body a page shows, read from its compile (the build's precompile step made them
  // all); only a body with a dollar sign can hold math. An excerpt's math is its post's.
  for (const source of listBodySources(content)) {
    if (!source.body.includes('$')) continue;
    for (const style of await compileMathStyles(source, routeKeys, content.assets)) styles.add(style);
  }
  const katexCss = readFileSync(join(process.cwd(), 'node_modules/katex/dist/katex.min.css'), 'utf8');
  return new Response(buildMathStylesheet(katexCss, styles), {
    headers: { 'Content-Type': 'text/css; charset=utf-8' },
  });
}
