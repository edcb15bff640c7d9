/**
 * A site without posts (a Docusaurus site imported with `blog: false`) has no blog: no blog
 * routes for links and the sitemap, and the export keeps no blog pages or feeds.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildContentSet } from '@/lib/content/build';
import { buildRouteKeys, hasBlog } from '@/lib/routes';
import { buildSiteFiles } from '@/lib/site-files';
import { shapeExport } from '../../scripts/post-build';
import { loadAllMessages } from '../../scripts/write-twins';
import { doc, sourcesOf } from './memory-content';
import { tempFolders, writeFiles } from './temp-files';

const temp = tempFolders('no-blog-');
afterAll(() => temp.clean());

const post = '---\ntitle: Hola\ndescription: Un post.\ndate: 2024-01-17\n---\n\nTexto.\n';
const withoutPosts = () => buildContentSet(sourcesOf({ 'es/docs/a.mdx': doc('A'), 'en/docs/a.mdx': doc('A en') }));
const withPost = () =>
  buildContentSet(
    sourcesOf({
      'es/docs/a.mdx': doc('A'),
      'en/docs/a.mdx': doc('A en'),
      'es/blog/hola.mdx': post,
      'en/blog/hola.mdx': post,
    }),
  );

/** What the export's blog routes write in both locales, beside a doc. */
const EXPORT = Object.fromEntries(
  ['', 'en/'].flatMap((prefix) =>
    ['blog/index.html', 'blog/archive/index.html', 'blog/tags/index.html', 'docs/a/index.html'].map((file) => [
      `${prefix}${file}`,
      '',
    ]),
  ),
);
const filesOf = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();

describe('a site without posts', () => {
  it('has no blog routes: a link to /blog names nothing, the sitemap lists none', () => {
    const keys = buildRouteKeys(withoutPosts());
    expect(hasBlog(withoutPosts())).toBe(false);
    expect([...keys].filter((key) => key.startsWith('/blog'))).toEqual([]);
    expect(buildRouteKeys(withPost()).has('/blog')).toBe(true);
  });

  it('keeps no blog pages or feeds in its export, in any locale', () => {
    const out = writeFiles(temp.make(), EXPORT);
    shapeExport(out, withoutPosts());
    expect(filesOf(out)).toEqual(['docs/a/index.html', 'en/docs/a/index.html']);
    const kept = writeFiles(temp.make(), EXPORT);
    shapeExport(kept, withPost());
    expect(filesOf(kept)).toHaveLength(Object.keys(EXPORT).length);
  });

  it('has no feeds among the files beside its pages', async () => {
    const messages = await loadAllMessages();
    const paths = (await buildSiteFiles(withoutPosts(), messages)).map((f) => f.path);
    expect(paths.filter((p) => /blog/.test(p))).toEqual([]);
    expect(paths).toContain('/sitemap.xml');
    expect((await buildSiteFiles(withPost(), messages)).map((f) => f.path)).toContain('/en/blog/rss.xml');
  });
});
