/** Cross-check: links by file path in bodies become the site paths of the pages those files are. */
import { fileLineOf } from '../mdx/body-lines';
import { ContentError } from './errors';
import { rewriteFileLinks } from './relative-links';
import { docRoute, pageRoute, postRoute } from '../urls';
import type { ContentSources } from './sources';
import type { Doc, Page, Post } from './types';

/**
 * Links by file path (`./tabs.mdx#x`, `../api/users.md`) become the site paths of the pages
 * those files are; one that names no content file is a problem with its file line. A doc's
 * links resolve within its version; posts and pages are rewritten once, `rewriteOthers`.
 */
export function resolveFileLinks(
  sources: ContentSources,
  docs: Doc[],
  posts: Post[],
  pages: Page[],
  rewriteOthers: boolean,
  problems: ContentError[],
): void {
  const relPathOf = new Map(sources.mdx.map((s) => [s.file, `${s.kind}/${s.relPath}`]));
  const routeOfFile = new Map<string, string>([
    ...docs.map((d) => [relPathOf.get(d.file)!, docRoute(d.slug)] as const),
    ...posts.map((p) => [relPathOf.get(p.file)!, postRoute(p.slug)] as const),
    ...pages.map((p) => [relPathOf.get(p.file)!, pageRoute(p.slug)] as const),
  ]);
  for (const entry of [...docs, ...(rewriteOthers ? [...posts, ...pages] : [])]) {
    const { body, unresolved } = rewriteFileLinks(entry.body, relPathOf.get(entry.file)!, (file) =>
      routeOfFile.get(file),
    );
    entry.body = body;
    for (const link of unresolved) {
      const message = `${entry.file}: body: line ${fileLineOf(entry, link.line)}: link "${link.target}"`;
      if (problems.some((p) => p.message.startsWith(message))) continue; // a fallback repeats its original
      problems.push(
        new ContentError(
          entry.file,
          'body',
          `line ${fileLineOf(entry, link.line)}: link "${link.target}" names no doc, post or page file`,
          'link a file of content/<locale>/docs, blog or pages by its path from this file, such as ./install.md',
        ),
      );
    }
  }
}
