/**
 * Docusaurus partials: `import Setup from './_setup.mdx'` then `<Setup />` puts that file's
 * content there. Inlined at parse level, so the partial's Markdown goes through the same
 * pipeline as the page's (admonitions, code, headings in the TOC). Its own imports move to
 * the page's top, their relative paths rewritten from the partial's folder (`@site/…`).
 */
import fs from 'node:fs';
import type { ImportDeclaration, Program } from 'estree';
import type { Root, RootContent } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { VFile } from 'vfile';
import { ContentError } from '../content/errors';
import { bodyOf } from '../content/front-matter-block';
import { rewriteDocusaurusSyntax } from './docusaurus-syntax';
import { isPartialImport, resolveSiteModule } from './site-modules';
import { SKIP, visit } from './visit';

/** Partials including partials: deeper than this is a loop. */
const MAX_DEPTH = 8;

/** Relative imports of a partial, made to resolve from any page: `@site/<project path>` when they resolve. */
function rebaseImports(tree: Root, partialFile: string): void {
  for (const child of tree.children) {
    if (child.type !== 'mdxjsEsm') continue;
    const program = (child as MdxjsEsm).data?.estree as Program | undefined;
    for (const statement of program?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      const specifier = String(statement.source.value);
      if (!specifier.startsWith('.')) continue;
      const target = resolveSiteModule(specifier, partialFile);
      if (target) statement.source = { type: 'Literal', value: `@site/${target}` };
    }
  }
}

/**
 * Replaces each `<X />` of an imported partial X by the partial's content, in place.
 * @throws ContentError naming the page and line for a partial that is missing or includes itself.
 */
export function inlinePartials(tree: Root, file: VFile, parse: (text: string) => Root, depth = 0): void {
  const partials = new Map<string, RootContent[]>();
  const hoisted: RootContent[] = [];
  for (const child of tree.children) {
    if (child.type !== 'mdxjsEsm') continue;
    const program = (child as MdxjsEsm).data?.estree as Program | undefined;
    if (!program) continue;
    program.body = program.body.filter((statement) => {
      if (statement.type !== 'ImportDeclaration' || !isPartialImport(String(statement.source.value))) return true;
      const specifier = String(statement.source.value);
      const line = statement.loc?.start.line ?? child.position?.start.line;
      const target = resolveSiteModule(specifier, file.path);
      if (!target)
        throw new ContentError(
          file.path,
          'body',
          `line ${line ?? '?'}: partial "${specifier}" not found`,
          'check the path: it is relative to this file',
        );
      if (depth >= MAX_DEPTH)
        throw new ContentError(
          file.path,
          'body',
          `line ${line ?? '?'}: partial "${specifier}" includes itself`,
          'remove the loop of partials',
        );
      // The same rewrite of Docusaurus' habits as a page's body gets (lib/content/build.ts).
      const partial = parse(rewriteDocusaurusSyntax(bodyOf(fs.readFileSync(target, 'utf8'))));
      inlinePartials(partial, { path: target } as VFile, parse, depth + 1);
      rebaseImports(partial, target);
      const local = (statement as ImportDeclaration).specifiers.find((s) => s.type === 'ImportDefaultSpecifier');
      for (const node of partial.children) (node.type === 'mdxjsEsm' ? hoisted : []).push(node);
      if (local)
        partials.set(
          local.local.name,
          partial.children.filter((node) => node.type !== 'mdxjsEsm'),
        );
      return false;
    });
  }
  tree.children = tree.children.filter(
    (child) =>
      child.type !== 'mdxjsEsm' || ((child as MdxjsEsm).data?.estree as Program | undefined)?.body.length !== 0,
  );
  if (partials.size === 0) return;
  tree.children.unshift(...hoisted);
  visit(tree, (node, index, parent) => {
    const isElement = node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
    const content = isElement && node.name ? partials.get(node.name) : undefined;
    if (!content || !parent || index === undefined) return;
    // Inline (`<X />` inside a paragraph): the partial's first paragraph's inline content.
    const replacement =
      node.type === 'mdxJsxTextElement'
        ? content.flatMap((c) => (c.type === 'paragraph' ? c.children : []))
        : structuredClone(content);
    parent.children.splice(index, 1, ...(replacement as never[]));
    return [SKIP, index + replacement.length];
  });
}
