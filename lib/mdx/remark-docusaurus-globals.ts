/**
 * Docusaurus' MDX globals: a doc may read `toc` (`<TOCInline toc={toc} />`), `frontMatter`
 * (`{frontMatter.title}`) and `contentTitle`, which Docusaurus' loader exports from every
 * file. Where a file uses one and does not declare it, this plugin declares it at the top,
 * bound to the page's own value that lib/mdx/index.ts passes to `run` (DocusaurusGlobals):
 * without it the page would stop at render time with "toc is not defined", naming no file.
 */
import type { Program } from 'estree';
import type { Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { visit } from './visit';
import { RUN_SCOPE_KEY, constant, runScopeMember } from './remark-docusaurus-imports';

/** The globals, as Docusaurus names them. */
export const DOCUSAURUS_GLOBALS = ['toc', 'frontMatter', 'contentTitle'] as const;
export type DocusaurusGlobal = (typeof DOCUSAURUS_GLOBALS)[number];

/** Where the globals sit in `run`'s scope: `arguments[0].docusaurus.page`. */
export const PAGE_SCOPE_KEY = 'page';

/** One entry of Docusaurus' `toc` global. */
export interface DocusaurusTocItem {
  /** The heading's text, as HTML. */
  value: string;
  id: string;
  level: number;
}

/** The values of the globals for one page. */
export interface DocusaurusGlobals {
  toc: DocusaurusTocItem[];
  frontMatter: Readonly<Record<string, unknown>>;
  contentTitle: string | undefined;
}

/** Identifiers an estree reads (not property names or declared names: a close, cheap reading). */
function collectIdentifiers(node: unknown, into: Set<string>, declared: Set<string>): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) collectIdentifiers(child, into, declared);
    return;
  }
  const record = node as Record<string, unknown> & { type?: string };
  if (record.type === 'Identifier') into.add(record.name as string);
  if (record.type === 'VariableDeclarator' || record.type === 'FunctionDeclaration') {
    const id = record.id as { type?: string; name?: string } | null;
    if (id?.type === 'Identifier' && id.name) declared.add(id.name);
  }
  for (const [key, value] of Object.entries(record)) {
    if (key === 'loc' || key === 'range' || key === 'position') continue;
    // `a.toc` and `{ toc: 1 }` name a property, not the global.
    if (key === 'property' && record.type === 'MemberExpression' && !record.computed) continue;
    if (key === 'key' && record.type === 'Property' && !record.computed) continue;
    collectIdentifiers(value, into, declared);
  }
}

/** The remark plugin. */
export default function remarkDocusaurusGlobals() {
  return (tree: Root) => {
    const used = new Set<string>();
    const declared = new Set<string>();
    visit(tree, (node) => {
      const data = (node as { data?: { estree?: unknown } }).data;
      if (data?.estree) collectIdentifiers(data.estree, used, declared);
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        for (const attribute of node.attributes) {
          const value = attribute.type === 'mdxJsxAttribute' ? attribute.value : undefined;
          if (attribute.type === 'mdxJsxExpressionAttribute')
            collectIdentifiers(attribute.data?.estree, used, declared);
          else if (value && typeof value === 'object') collectIdentifiers(value.data?.estree, used, declared);
        }
      }
    });
    const needed = DOCUSAURUS_GLOBALS.filter((name) => used.has(name) && !declared.has(name));
    if (needed.length === 0) return;
    const program: Program = {
      type: 'Program',
      sourceType: 'module',
      body: needed.map((name) => constant(name, runScopeMember([RUN_SCOPE_KEY, PAGE_SCOPE_KEY, name]))),
    };
    const esm: MdxjsEsm = { type: 'mdxjsEsm', value: '', data: { estree: program } };
    tree.children.unshift(esm);
  };
}
