/**
 * What the importer changes in a doc of the site so that it means here what it meant in
 * Docusaurus: Docusaurus' doc ids mapped to this site's, addresses kept under a `--prefix`
 * folder, text remark-directive would misread escaped. Pure: texts in, texts and one-line notes out.
 */
import matter from 'gray-matter';
import { findFrontMatterBlock } from '../content/front-matter-block';
import { parseMdxTree } from '../mdx/mdx-tree';
import type { Root, RootContent } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { docIdOf, splitNumberPrefix } from '../content/doc-paths';

/**
 * The id Docusaurus gives a doc: its folders without number prefixes, then front-matter `id`
 * or its file name without prefix. An index doc keeps its name (`guide/index`), where this
 * site names it by its folder (`guide`).
 * @example docusaurusDocId('01-guide/index.md') === 'guide/index'
 */
export function docusaurusDocId(relPath: string, frontMatterId?: string, numberPrefixes = true): string {
  const parts = relPath.split('/');
  const base = parts.pop()!.replace(/\.mdx?$/, '');
  const strip = (name: string) => (numberPrefixes ? splitNumberPrefix(name).name : name);
  return [...parts.map(strip), frontMatterId ?? strip(base)].join('/');
}

/**
 * Docusaurus ids of the site's docs that are another id here, with the id here: index docs
 * (`guide/index` → `guide`) and, under `--prefix`, every doc (`intro` → `imported/intro`).
 * @example buildDocIdMap([{ relPath: 'guide/index.md' }], '') → Map { 'guide/index' → 'guide' }
 */
export function buildDocIdMap(
  docs: readonly { relPath: string; frontMatterId?: string }[],
  prefix: string,
): Map<string, string> {
  const map = new Map<string, string>();
  for (const { relPath, frontMatterId } of docs) {
    const theirs = docusaurusDocId(relPath, frontMatterId);
    const ours = docIdOf(prefix ? `${prefix}/${relPath}` : relPath, frontMatterId);
    if (theirs !== ours) map.set(theirs, ours);
  }
  return map;
}

/**
 * Under `--prefix`, an absolute `slug: /x` front matter would leave the prefix folder: it
 * becomes `/<prefix>/x`. Undefined when the doc has none.
 */
export function prefixAbsoluteSlug(text: string, prefix: string): string | undefined {
  const parsed = matter(text, {});
  const slug = parsed.data.slug;
  if (!prefix || typeof slug !== 'string' || !slug.startsWith('/')) return undefined;
  return matter.stringify(parsed.content, { ...parsed.data, slug: `/${prefix}${slug === '/' ? '' : slug}` });
}

/** Front-matter fields that name doc ids: mapped with the id map. */
export function mapFrontMatterIds(text: string, ids: ReadonlyMap<string, string>): string | undefined {
  const parsed = matter(text, {});
  let changed = false;
  const data = { ...parsed.data };
  for (const field of ['pagination_next', 'pagination_prev']) {
    const value = data[field];
    if (typeof value === 'string' && ids.has(value)) {
      data[field] = ids.get(value);
      changed = true;
    }
  }
  return changed ? matter.stringify(parsed.content, data) : undefined;
}

/** A link target that is a page address relative to the page (`../cli`, `./`, `intro/start`), not a file or an anchor. */
function isRelativePageLink(url: string): boolean {
  if (url === '' || /^([a-z][a-z0-9+.-]*:|\/|#)/i.test(url)) return false;
  const pathname = url.replace(/[?#].*$/, '');
  // A file (`./a.mdx`, `./img/b.png`) is resolved by its path, as Docusaurus does.
  return !/\.[a-z0-9]+$/i.test(pathname);
}

/**
 * Relative page links (`[CLI](../cli)`) as the site paths they reach from the doc's address
 * in Docusaurus (`/docs/intro/getting-started` with its `trailingSlash`): this site refuses
 * relative links, whose target would change with the locale prefix and trailing slash.
 * Code is left alone (links are found by remark's parser).
 * @example rewriteRelativePageLinks('[CLI](../cli)', '/docs/intro/start', false).text === '[CLI](/docs/cli)'
 */
export function rewriteRelativePageLinks(
  body: string,
  permalink: string,
  trailingSlash: boolean | undefined,
): { text: string; count: number } {
  let tree: Root;
  try {
    tree = unified().use(remarkParse).parse(body) as Root;
  } catch {
    return { text: body, count: 0 };
  }
  // The page's address as the browser had it: Docusaurus' `trailingSlash` adds or removes the final slash.
  const page =
    trailingSlash === undefined
      ? permalink
      : trailingSlash
        ? permalink.replace(/\/?$/, '/')
        : permalink.replace(/(.)\/$/, '$1');
  const base = `https://site.invalid${page}`;
  const edits: { start: number; end: number; from: string; to: string }[] = [];
  const walk = (node: RootContent | Root) => {
    if ((node.type === 'link' || node.type === 'definition') && isRelativePageLink(node.url) && node.position) {
      const resolved = new URL(node.url, base);
      const to = `${resolved.pathname.replace(/(.)\/$/, '$1')}${resolved.search}${resolved.hash}`;
      edits.push({ start: node.position.start.offset!, end: node.position.end.offset!, from: node.url, to });
    }
    if ('children' in node) for (const child of node.children) walk(child);
  };
  walk(tree);
  let text = body;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    const source = text.slice(edit.start, edit.end);
    const at = source.lastIndexOf(edit.from);
    if (at === -1) continue;
    text =
      text.slice(0, edit.start) +
      source.slice(0, at) +
      edit.to +
      source.slice(at + edit.from.length) +
      text.slice(edit.end);
  }
  return { text, count: edits.length };
}

/**
 * Writes `9:41` and `localhost:3000` so that they stay text: remark-directive reads `:41` as
 * a text directive, which Docusaurus prints back as text and this site's build refuses (it
 * names no admonition). Each such colon (and the two of a `::leaf` line) gets a backslash.
 * The front matter and code are left alone; a body that does not parse is returned as it is.
 * @example escapeTextDirectives('At 9:41.').text === 'At 9\\:41.'
 */
export function escapeTextDirectives(text: string): { text: string; count: number } {
  const start = findFrontMatterBlock(text)?.end ?? 0;
  let tree: Root;
  try {
    tree = parseMdxTree(text.slice(start));
  } catch {
    return { text, count: 0 };
  }
  const colons: number[] = [];
  let count = 0;
  const walk = (node: Root | RootContent) => {
    if ((node.type === 'textDirective' || node.type === 'leafDirective') && node.position?.start.offset !== undefined) {
      const at = start + node.position.start.offset;
      count += 1;
      colons.push(at);
      if (node.type === 'leafDirective') colons.push(at + 1);
    }
    if ('children' in node) for (const child of node.children) walk(child);
  };
  walk(tree);
  let result = text;
  for (const at of colons.sort((a, b) => b - a))
    if (result[at] === ':') result = `${result.slice(0, at)}\\${result.slice(at)}`;
  return { text: result, count };
}
