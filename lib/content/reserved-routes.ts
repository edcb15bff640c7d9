/**
 * A doc whose address falls where the site serves something else: below a locale's prefix
 * (`/en/…`), the blog's base, a fixed route folder (`/docs/…`, `/blog/…`) the docs are not at,
 * another docs instance's base, or the docs' tag pages. With docs at `/` a folder of docs can
 * land there; the page would be shadowed, or shadow the other, with no word. Docusaurus
 * itself has the same clash on most of these, so the fix is the same: another slug.
 */
import { ContentError } from './errors';
import type { Doc } from './types';
import { LOCALES } from '../i18n';
import { docRoute, docsInstanceOfSlug, docSlugInVersion, type RouteBases } from '../urls';

/** Whether `key` is `base` or below it (`base` a route key). */
const isAtOrBelow = (key: string, base: string) => key === base || key.startsWith(`${base}/`);

/** A route key's base no doc may take (but the docs instance's own, `instance`), named for the message. */
interface ReservedBase {
  base: string;
  what: string;
  instance?: string;
}

/** What is at a route key's base that no doc may take. */
function reservedBases(bases: RouteBases): ReservedBase[] {
  const reserved: ReservedBase[] = LOCALES.map((locale) => ({
    base: `/${locale}`,
    what: `the prefix of the ${locale} pages`,
  }));
  if (bases.blog !== '') reserved.push({ base: `/${bases.blog}`, what: "the blog's base" });
  // The app's own route folders serve only what is below them: docs and posts at their usual base.
  if (bases.docs !== 'docs') reserved.push({ base: '/docs', what: 'a route folder of the site (the docs at /docs)' });
  if (bases.blog !== 'blog') reserved.push({ base: '/blog', what: 'a route folder of the site (the blog at /blog)' });
  for (const instance of bases.docsInstances)
    if (instance.routeBasePath !== '')
      reserved.push({
        base: `/${instance.routeBasePath}`,
        what: `the base of the docs instance "${instance.id}"`,
        instance: instance.id,
      });
  return reserved;
}

/**
 * Adds a problem for each doc (of any version) whose address is reserved; a version's tag
 * pages (`<docs base>/<version>/tags`) are reserved when its docs have tags.
 */
export function checkReservedDocRoutes(
  versions: readonly { path: string; docs: readonly Doc[] }[],
  bases: RouteBases,
  problems: ContentError[],
): void {
  const reserved = reservedBases(bases);
  const seen = new Set<string>();
  for (const version of versions) {
    const tagsRoute = docRoute(docSlugInVersion('tags', version.path), bases);
    const hasTags = version.docs.some((doc) => doc.tags.length > 0);
    for (const doc of version.docs) {
      if (seen.has(doc.file)) continue;
      seen.add(doc.file);
      const key = docRoute(doc.slug, bases);
      const instance = docsInstanceOfSlug(doc.slug, bases);
      const clash =
        reserved.find((r) => isAtOrBelow(key, r.base) && (r.instance === undefined || r.instance !== instance?.id))
          ?.what ?? (hasTags && !instance && isAtOrBelow(key, tagsRoute) ? "the docs' tag pages" : undefined);
      if (clash)
        problems.push(
          new ContentError(
            doc.file,
            'slug',
            `its address "${key}" is ${clash}`,
            'give it a front-matter `slug` outside it, or move the file to another folder',
          ),
        );
    }
  }
}
