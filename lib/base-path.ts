/**
 * The base-path rule on its own, importing nothing, for the few client modules that must
 * not pull in lib/site (app/global-error.tsx ships with every page). lib/urls builds on it.
 */

/**
 * The path of a site href, without the base path.
 * @example stripBasePath('/sub/en/docs/intro/#a', '/sub') === '/en/docs/intro/#a'
 */
export function stripBasePath(href: string, basePath: string): string {
  if (basePath === '' || !href.startsWith(basePath)) return href;
  const rest = href.slice(basePath.length);
  if (rest === '') return '/';
  return /^[/?#]/.test(rest) ? rest : href;
}
