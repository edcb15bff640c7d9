/**
 * The site's docs and posts checked against the project's before anything is written: doc
 * ids, doc addresses and post slugs they share. With --force the project's files go; else
 * each collision is one line with the fix.
 */
import fs from 'node:fs';
import matter from 'gray-matter';
import { DEFAULT_LOCALE, LOCALES } from '../i18n';
import { entryKeyOf } from '../content/build';
import { docIdOf, docSlugOf, isPartial, postNameParts } from '../content/doc-paths';
import { readContentSources } from '../content/sources';
import type { FileTarget } from './docusaurus';
import type { ImportContext } from './import-context';
import { stagedPath } from './staging';

/** A text's front matter, `{}` when it has none or it does not parse (said elsewhere). */
export function frontMatterOf(text: string): Record<string, unknown> {
  try {
    return matter(text, {}).data as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** The project's docs and posts before the import: files by id/slug and by address. */
function readProjectEntries(context: ImportContext) {
  const docsById = new Map<string, string[]>();
  const docsBySlug = new Map<string, string>();
  const postsBySlug = new Map<string, string[]>();
  const root = stagedPath(context.staging, 'content');
  if (!fs.readdirSync(root).some((name) => (LOCALES as readonly string[]).includes(name)))
    return { docsById, docsBySlug, postsBySlug };
  for (const source of readContentSources(root).mdx) {
    if (isPartial(source.relPath) || source.kind === 'pages' || source.version !== undefined) continue;
    const data = frontMatterOf(source.text);
    const key = entryKeyOf(source, data);
    const file = `content/${source.locale}/${source.kind}/${source.relPath}`;
    const byKey = source.kind === 'docs' ? docsById : postsBySlug;
    byKey.set(key, [...(byKey.get(key) ?? []), file]);
    if (source.kind === 'docs' && source.locale === DEFAULT_LOCALE)
      docsBySlug.set(docSlugOf(source.relPath, key, typeof data.slug === 'string' ? data.slug : undefined), file);
  }
  return { docsById, docsBySlug, postsBySlug };
}

const FIX_HINT = "--force replaces ours, or --prefix <folder> puts the site's docs in a folder of their own";

/**
 * Checks the site's docs and posts against the project's (ids, addresses, post slugs): with
 * --force the project's files go, else each collision is a line with the fix.
 */
export function checkCollisions(
  context: ImportContext,
  targets: Map<string, FileTarget>,
  texts: Map<string, string>,
): Set<string> {
  const project = readProjectEntries(context);
  const replaced = new Set<string>();
  const remove = (files: string[]) => {
    for (const file of files) fs.rmSync(stagedPath(context.staging, file), { force: true });
  };
  for (const [file, target] of targets) {
    if (target.kind !== 'docs' && target.kind !== 'blog') continue;
    if (target.locale !== context.options.defaultLocale) continue;
    const relPath = target.to.split('/').slice(3).join('/');
    const data = frontMatterOf(texts.get(file) ?? '');
    if (target.kind === 'docs') {
      const id = docIdOf(relPath, typeof data.id === 'string' ? data.id : undefined);
      const slug = docSlugOf(relPath, id, typeof data.slug === 'string' ? data.slug : undefined);
      const sameId = project.docsById.get(id);
      const sameSlug = project.docsBySlug.get(slug);
      if (!sameId && !sameSlug) continue;
      if (context.options.force) {
        remove([...(sameId ?? []), ...(sameSlug ? [sameSlug] : [])]);
        replaced.add(id);
        context.fixes.push(`${file}: replaces ${(sameId ?? [sameSlug!]).join(', ')} (--force)`);
      } else
        context.collisions.push(
          `${file}: ${sameId ? `doc id "${id}" is also ${sameId[0]}'s` : `address /docs/${slug} is also ${sameSlug}'s`}: ${FIX_HINT}`,
        );
    } else {
      const slug = typeof data.slug === 'string' ? data.slug.trim() : postNameParts(relPath).slug;
      const same = project.postsBySlug.get(slug);
      if (!same) continue;
      if (context.options.force) {
        remove(same);
        context.fixes.push(`${file}: replaces ${same.join(', ')} (--force)`);
      } else context.collisions.push(`${file}: post slug "${slug}" is also ${same[0]}'s: --force replaces ours`);
    }
  }
  return replaced;
}
