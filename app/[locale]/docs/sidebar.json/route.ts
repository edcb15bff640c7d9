/**
 * The locale's whole docs sidebars as JSON, one per version keyed by its name, written once
 * at build time (`docs/sidebar.json`, `en/docs/sidebar.json`). A doc page renders only its
 * own categories' items; the sidebar fetches this file when the reader opens another.
 */
import { getContent } from '@/lib/content';
import { buildSidebar } from '@/lib/docs/sidebar';
import { eachSidebar } from '@/lib/docs/sidebar-layout';
import { PREFIXED_LOCALES, routeLocale } from '@/lib/i18n';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** Route handlers do not inherit the layout's params: the prefixed locales, once more. */
export function generateStaticParams() {
  return PREFIXED_LOCALES.map((locale) => ({ locale }));
}

export async function GET(_request: Request, context: { params?: Promise<{ locale?: string } | undefined> }) {
  // The default tree has no dynamic segment: no params at all.
  const locale = routeLocale((await context.params) ?? {});
  const content = getContent();
  return Response.json(
    Object.fromEntries(
      eachSidebar(content).map(({ key, view }) => [key, buildSidebar(view.sidebar, view.docs[locale], locale)]),
    ),
  );
}
