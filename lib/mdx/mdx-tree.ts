/**
 * Parses an MDX body to its Markdown syntax tree (mdast), with the syntax content may
 * use (GFM, math, directives for admonitions, JSX): the one parse behind the description
 * fallback, the Markdown twins, the posts' excerpts and the Mermaid prerender. No compile,
 * no link checks: lib/mdx.ts's pipeline does those.
 */
import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkMath).use(remarkDirective);

/** The mdast of an MDX body. */
export function parseMdxTree(body: string): Root {
  return parser.runSync(parser.parse(body)) as Root;
}
