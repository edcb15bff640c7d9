/**
 * Every component a file renders must exist: one of the site's MDX components
 * (MDX_COMPONENT_NAMES), or a name the file defines (`export const Highlight = …`, an import
 * bound by remark-docusaurus-imports.ts). Otherwise MDX throws at render time "Expected
 * component `X` to be defined", and the build names neither file nor line; here it stops
 * at the element's line.
 */
import type { Program } from 'estree';
import type { Root } from 'mdast';
import { visit } from './visit';
import type { VFile } from 'vfile';
import { ContentError } from '../content/errors';
import { readSiteMdxComponentNames } from './site-mdx-components';
import { GLOBAL_COMPONENT_NAMES, MDX_COMPONENT_NAMES, describeSupportedImports } from './docusaurus-components';

/** Names a program declares at its top level (const, function, class, exported or not). */
function declaredNames(program: Program): string[] {
  return program.body.flatMap((statement) => {
    const declaration =
      statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration'
        ? statement.declaration
        : statement;
    if (!declaration) return [];
    if (declaration.type === 'VariableDeclaration')
      return declaration.declarations.flatMap((d) => (d.id.type === 'Identifier' ? [d.id.name] : []));
    if ((declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') && declaration.id)
      return [declaration.id.name];
    return [];
  });
}

/** The name a JSX element's component is looked up by: `Tabs`, or `Foo` of `<Foo.Bar>`; undefined for an HTML element. */
export function componentRoot(name: string | null | undefined): string | undefined {
  const root = name?.split('.')[0];
  return root && /^[A-Z]/.test(root) ? root : undefined;
}

/** The remark plugin; runs after every plugin that writes elements. */
export default function remarkDefinedComponents() {
  return (tree: Root, file: VFile) => {
    const defined = new Set<string>([...MDX_COMPONENT_NAMES, ...readSiteMdxComponentNames()]);
    visit(tree, 'mdxjsEsm', (node) => {
      const program = node.data?.estree as Program | undefined;
      if (program) for (const name of declaredNames(program)) defined.add(name);
    });
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const root = componentRoot(node.name);
      if (!root || defined.has(root)) return;
      throw new ContentError(
        file.path,
        'body',
        `line ${node.position?.start.line ?? '?'}: <${node.name}> is not defined: the file neither imports nor declares it, and the site has no such component`,
        `declare it in the file (export const ${root} = …) or use one of the site's components: ${GLOBAL_COMPONENT_NAMES.join(', ')} (imports: ${describeSupportedImports()})`,
      );
    });
  };
}
