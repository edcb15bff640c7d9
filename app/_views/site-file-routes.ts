/**
 * The `route.dev.ts` handlers of app/: `next dev` serves the files the build writes beside
 * the pages that pages link to or fetch (lib/site-files.ts), made by the same functions.
 * Their extension is a page extension of `next dev` alone (next.config.mjs), so `next build`
 * compiles none of them. sitemap.xml and robots.txt are the build's alone, as in Docusaurus:
 * a folder of app/ for them would be named in every page's route data.
 */
import { getContent } from '@/lib/content';
import { loadMessages, PREFIXED_LOCALES, routeLocale } from '@/lib/i18n';
import { docsSidebarsJson, feedBodies, mathStylesheet } from '@/lib/site-files';
import { FEED_MEDIA_TYPES, type FeedFormat } from '@/lib/urls';

/** What Next gives a handler under `[locale]`; in the default tree `params` is undefined. */
type LocaleContext = { params?: Promise<{ locale?: string }> };
type Handler = (request: Request, context: LocaleContext) => Promise<Response>;

const localeOf = async (context: LocaleContext) => routeLocale((await context.params) ?? {});
const respond = (body: string, type: string) => new Response(body, { headers: { 'Content-Type': type } });

/** `generateStaticParams` of a handler under `app/[locale]`: the prefixed locales. */
export function prefixedLocaleParams() {
  return PREFIXED_LOCALES.map((locale) => ({ locale }));
}

/** A locale's feed in `format`. */
export function feedRoute(format: FeedFormat): Handler {
  return async (_request, context) => {
    const locale = await localeOf(context);
    const bodies = await feedBodies(getContent(), locale, await loadMessages(locale));
    return respond(bodies[format], `${FEED_MEDIA_TYPES[format]}; charset=utf-8`);
  };
}

/** A locale's `docs/sidebar.json`. */
export const sidebarsRoute: Handler = async (_request, context) =>
  respond(docsSidebarsJson(getContent(), await localeOf(context)), 'application/json');

/** `/katex/katex.css`. */
export const mathStylesheetRoute: Handler = async () =>
  respond(await mathStylesheet(getContent()), 'text/css; charset=utf-8');
