/**
 * Docusaurus-style imports (`import Tabs from '@theme/Tabs'`) bound to the project's own
 * code (docusaurus-components.ts), so MDX's `run` never imports a module: it has no
 * bundler behind it, and "Cannot find package '@theme/Tabs'" named no file. A component
 * import renames the local name in the JSX to its key in the MDX components map; a value
 * import becomes a `const`. An import of anything else stops the build at its line.
 */
import type { Expression, ImportDeclaration, ModuleDeclaration, Program, Statement } from 'estree';
import type { Code, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { SKIP, visit } from './visit';
import type { VFile } from 'vfile';
import type { Processor } from 'unified';
import { ContentError } from '../content/errors';
import {
  describeSupportedImports,
  resolveDocusaurusImport,
  STATIC_PREFIX,
  THEME_COMPONENTS,
} from './docusaurus-components';
import { inlinePartials } from './partials';
import { SITE_MODULES_SCOPE_KEY } from './site-module-scope';
import { resolveSiteModule, siteModuleKey } from './site-modules';

/** The name under which lib/mdx/index.ts passes DOCUSAURUS_VALUES to `run`. */
export const RUN_SCOPE_KEY = 'docusaurus';

type TopLevel = Statement | ModuleDeclaration;

/** `const <name> = <init>;` */
export function constant(name: string, init: Expression): Statement {
  return {
    type: 'VariableDeclaration',
    kind: 'const',
    declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name }, init }],
  };
}

/**
 * `arguments[0]["docusaurus"]["<key>"]…`: `run` calls the compiled body with its options as
 * the one argument, and lib/mdx/index.ts puts the Docusaurus values there.
 */
export function runScopeMember(path: readonly string[]): Expression {
  let expression: Expression = {
    type: 'MemberExpression',
    object: { type: 'Identifier', name: 'arguments' },
    property: { type: 'Literal', value: 0 },
    computed: true,
    optional: false,
  };
  for (const key of path)
    expression = {
      type: 'MemberExpression',
      object: expression,
      property: { type: 'Literal', value: key },
      computed: true,
      optional: false,
    };
  return expression;
}

/** `arguments[0].docusaurus["<module>"]`. */
function fromRunScope(module: string): Expression {
  return runScopeMember([RUN_SCOPE_KEY, module]);
}

function fail(file: VFile, line: number | undefined, message: string): never {
  throw new ContentError(
    file.path,
    'body',
    `line ${line ?? '?'}: ${message}`,
    `supported imports: ${describeSupportedImports()}. Remove the import or use one of these.`,
  );
}

/** The statements an import becomes; records renamed components in `renames`. */
function bindImport(
  statement: ImportDeclaration,
  line: number | undefined,
  file: VFile,
  renames: Map<string, string>,
): Statement[] {
  const module = String(statement.source.value);
  // The site's own file first (`@site/src/components/X` it brought), then the project's equivalents.
  const own = module.startsWith(STATIC_PREFIX) ? undefined : resolveSiteModule(module, file.path);
  if (own) return bindSiteModule(statement, siteModuleKey(own));
  const binding = resolveDocusaurusImport(module);
  if (!binding) fail(file, line, `cannot import "${module}": the site has no such module`);
  if (statement.specifiers.length === 0)
    fail(file, line, `"import '${module}'" imports nothing: only default imports are supported`);
  return statement.specifiers
    .map((specifier) => {
      if (specifier.type !== 'ImportDefaultSpecifier')
        fail(file, line, `"${module}" supports only a default import (import X from '${module}')`);
      const local = specifier.local.name;
      if (binding.kind === 'component') {
        renames.set(local, binding.name);
        return undefined;
      }
      return constant(
        local,
        binding.kind === 'value' ? fromRunScope(binding.module) : { type: 'Literal', value: binding.value },
      );
    })
    .filter((s): s is Statement => s !== undefined);
}

/** `const X = <registry>[key].default` (or `[name]`, or the whole module for `* as X`): lib/mdx/site-module-scope.ts. */
function bindSiteModule(statement: ImportDeclaration, key: string): Statement[] {
  return statement.specifiers.map((specifier) => {
    const exported =
      specifier.type === 'ImportDefaultSpecifier'
        ? ['default']
        : specifier.type === 'ImportNamespaceSpecifier'
          ? []
          : [specifier.imported.type === 'Identifier' ? specifier.imported.name : String(specifier.imported.value)];
    return constant(specifier.local.name, runScopeMember([RUN_SCOPE_KEY, SITE_MODULES_SCOPE_KEY, key, ...exported]));
  });
}

/** Renames JSX element names inside an estree (JSX in attribute values and expressions). */
function renameJsxInEstree(node: unknown, renames: Map<string, string>): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) renameJsxInEstree(child, renames);
    return;
  }
  const record = node as Record<string, unknown>;
  if (
    (record.type === 'JSXOpeningElement' || record.type === 'JSXClosingElement') &&
    (record.name as { type?: string })?.type === 'JSXIdentifier'
  ) {
    const name = record.name as { name: string };
    name.name = renames.get(name.name) ?? name.name;
  }
  for (const [key, value] of Object.entries(record)) {
    if (key !== 'loc' && key !== 'range' && key !== 'position') renameJsxInEstree(value, renames);
  }
}

/** The string an `{\`…\`}` or `{'…'}` expression holds, or undefined for computed code. */
function expressionString(node: RootContent | undefined): string | undefined {
  if (!node || (node.type !== 'mdxFlowExpression' && node.type !== 'mdxTextExpression')) return undefined;
  const statement = (node.data?.estree as Program | undefined)?.body[0];
  if (statement?.type !== 'ExpressionStatement') return undefined;
  const { expression } = statement;
  if (expression.type === 'Literal' && typeof expression.value === 'string') return expression.value;
  if (expression.type === 'TemplateLiteral' && expression.expressions.length === 0)
    return expression.quasis[0]?.value.cooked ?? undefined;
  return undefined;
}

/**
 * `<CodeBlock language="jsx" title="x">{\`code\`}</CodeBlock>` as a fenced block, so it is
 * highlighted and framed like every other; undefined when its code is computed.
 */
function codeBlockToCode(node: MdxJsxFlowElement): Code | undefined {
  const [only, ...more] = node.children;
  const child = only?.type === 'paragraph' && only.children.length === 1 ? only.children[0] : only;
  const value = more.length === 0 ? expressionString(child as RootContent | undefined) : undefined;
  if (value === undefined) return undefined;
  const attributes = new Map(
    node.attributes.flatMap((a) => (a.type === 'mdxJsxAttribute' ? [[a.name, a.value] as const] : [])),
  );
  const text = (name: string) =>
    typeof attributes.get(name) === 'string' ? (attributes.get(name) as string) : undefined;
  const language = text('language') ?? text('className')?.match(/language-(\S+)/)?.[1];
  const lines = attributes.has('showLineNumbers')
    ? `showLineNumbers${text('showLineNumbers') ? `=${text('showLineNumbers')}` : ''}`
    : '';
  const title = text('title');
  const meta = [title ? `title="${title}"` : '', lines, text('metastring') ?? ''].filter(Boolean).join(' ');
  return {
    type: 'code',
    lang: language ?? null,
    meta: meta || null,
    value: value.replace(/^\n/, '').replace(/\n\s*$/, ''),
    position: node.position,
  };
}

/** The remark plugin. */
export default function remarkDocusaurusImports(this: Processor) {
  const parse = (text: string) => this.parse(text) as Root;
  return (tree: Root, file: VFile) => {
    inlinePartials(tree, file, parse);
    const renames = new Map<string, string>();
    tree.children = tree.children.filter((child) => {
      if (child.type !== 'mdxjsEsm') return true;
      const esm = child as MdxjsEsm;
      const program = esm.data?.estree as Program | undefined;
      if (!program) return true;
      const body: TopLevel[] = program.body.flatMap((statement): TopLevel[] => {
        const line = statement.loc?.start.line ?? esm.position?.start.line;
        if (statement.type === 'ImportDeclaration') return bindImport(statement, line, file, renames);
        if (
          (statement.type === 'ExportNamedDeclaration' && statement.source) ||
          statement.type === 'ExportAllDeclaration'
        ) {
          fail(file, line, `cannot re-export from "${String(statement.source?.value)}": write an import instead`);
        }
        return [statement];
      });
      program.body = body;
      return body.length > 0;
    });
    if (renames.size === 0) return;
    visit(tree, (node, index, parent) => {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name)
        node.name = renames.get(node.name) ?? node.name;
      // A `<CodeBlock>` written on one line is a paragraph holding only that element.
      const only = node.type === 'paragraph' && node.children.length === 1 ? node.children[0] : undefined;
      const element = node.type === 'mdxJsxFlowElement' ? node : only?.type === 'mdxJsxTextElement' ? only : undefined;
      const isCodeBlock =
        element?.name && (renames.get(element.name) ?? element.name) === THEME_COMPONENTS['@theme/CodeBlock'];
      const code = isCodeBlock ? codeBlockToCode(element as MdxJsxFlowElement) : undefined;
      if (code && parent && index !== undefined) {
        parent.children[index] = code as never;
        return SKIP;
      }
      const data = (node as { data?: { estree?: unknown } }).data;
      if (data?.estree) renameJsxInEstree(data.estree, renames);
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        for (const attribute of node.attributes) {
          const value = attribute.type === 'mdxJsxAttribute' ? attribute.value : undefined;
          if (value && typeof value === 'object') renameJsxInEstree(value.data?.estree, renames);
        }
      }
    });
  };
}
