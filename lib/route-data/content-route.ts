/**
 * The route data of the catch-all of `app/[locale]/(content)`: the paths no fixed route
 * serves (docs and posts at a configured base, standalone pages), and which page kind one
 * of them is (lib/content-routes.ts), which app/_views/content-route.tsx then renders.
 */
import { getContent } from '../content';
import { catchAllParams, findContentRoute, type ContentRoute } from '../content-routes';
import { reusedVersionNames } from '../docs/version-pages';
import type { Locale } from '../i18n';
import { paramsOrPlaceholder } from '../placeholder-param';

/** The catch-all's params in `locale` (a site without such pages: a placeholder). */
export async function contentRouteParams(locale: Locale): Promise<{ path: string[] }[]> {
  const restored = await reusedVersionNames();
  return paramsOrPlaceholder(catchAllParams(getContent(), locale, restored), (segment) => ({ path: [segment] }));
}

/** The page kind and params the catch-all's `path` (its encoded segments) is in `locale`, if any. */
export function getContentRoute(locale: Locale, path: string[]): ContentRoute | undefined {
  return findContentRoute(getContent(), locale, `/${path.map(decodeURIComponent).join('/')}`);
}
