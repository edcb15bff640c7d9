/**
 * Files beside content, named as Docusaurus authors name them, relative to the MDX file:
 * `![x](./img/a.png)`, `[guide](./files/guide.pdf)`, `<img src={require('./img/a.png').default} />`,
 * `import shot from './img/a.png'`. Each becomes the href of the file's published copy
 * (`/assets/a-1a2b3c4d.png`, base path included: lib/content/assets.ts, lib/urls.ts), and a
 * reference to a file that does not exist stops the build naming the file, the line and
 * the path. `require('@site/static/…')` names a file of public/, as its import does.
 * Runs first: remark-docusaurus-imports then sees no import of a file, remark-site-links
 * no relative link to one.
 */
import type { Expression, Node as EstreeNode, Program, Statement } from 'estree';
import type { Definition, Image, Link, Root } from 'mdast';
import type {
  MdxJsxAttribute,
  MdxJsxExpressionAttribute,
  MdxJsxFlowElement,
  MdxJsxTextElement,
} from 'mdast-util-mdx-jsx';
import { visit } from './visit';
import type { VFile } from 'vfile';
import {
  linksToFile,
  MISSING_ASSET_HINT,
  missingAssetMessage,
  resolveAssetReference,
  type ContentAssets,
} from '../content/assets';
import { ContentError } from '../content/errors';
import { assetHref } from '../urls';
import { resolveDocusaurusImport, STATIC_PREFIX } from './docusaurus-components';
import { resolveSiteModule } from './site-modules';

declare module 'vfile' {
  interface DataMap {
    /** The files beside content and their published names (ContentSet.assets). */
    contentAssets: ContentAssets;
  }
}

/**
 * The href a reference written in `fromFile` resolves to, undefined when it is no
 * reference to a file beside content, or a problem.
 * @example assetReferenceHref('./a.png', 'content/es/docs/x.mdx', assets) → { href: '/assets/a-1a2b3c4d.png' }
 */
export function assetReferenceHref(
  url: string,
  fromFile: string,
  assets: ContentAssets,
): { href: string } | { error: string } | undefined {
  const resolved = resolveAssetReference(url, fromFile, assets);
  if (!resolved) return undefined;
  if (resolved.kind === 'missing') return { error: missingAssetMessage(url, resolved.file) };
  return { href: assetHref(resolved.name) + resolved.suffix };
}

/** Modules that are code or data, not files to publish. */
const CODE_MODULE = /\.(?:[cm]?[jt]sx?|json)$/;

/** The module a `require('…')` or `require('…').default` expression names, else undefined. */
export function requiredModule(node: EstreeNode): string | undefined {
  const call =
    node.type === 'MemberExpression' &&
    !node.computed &&
    node.property.type === 'Identifier' &&
    node.property.name === 'default'
      ? node.object
      : node;
  if (
    call.type !== 'CallExpression' ||
    call.callee.type !== 'Identifier' ||
    call.callee.name !== 'require' ||
    call.arguments.length !== 1
  )
    return undefined;
  const [argument] = call.arguments;
  return argument?.type === 'Literal' && typeof argument.value === 'string' ? argument.value : undefined;
}

/** Replaces an estree node in place (its parent keeps its reference). */
function replaceNode(node: EstreeNode, replacement: Expression): void {
  for (const key of Object.keys(node))
    if (key !== 'loc' && key !== 'range' && key !== 'start' && key !== 'end')
      delete (node as unknown as Record<string, unknown>)[key];
  Object.assign(node, replacement);
}

function literal(value: string): Expression {
  return { type: 'Literal', value, raw: JSON.stringify(value) };
}

/** The remark plugin; reads `file.data.contentAssets`. */
export default function remarkContentAssets() {
  return (tree: Root, file: VFile) => {
    const assets = file.data.contentAssets;
    if (!assets) throw new Error(`${file.path}: compiled without the content's asset list`);
    const fail = (line: number | undefined, message: string, hint = MISSING_ASSET_HINT): never => {
      throw new ContentError(file.path, 'body', `line ${line ?? '?'}: ${message}`, hint);
    };
    /** Local names of imported files (`import shot from './a.png'`). */
    /** Local names of imported files, with their hrefs. */
    const fileImports = new Map<string, string>();
    /** The href of a module a require() or import names; undefined for modules of another kind. */
    const hrefOfModule = (module: string, line: number | undefined): string | undefined => {
      if (module.startsWith(STATIC_PREFIX)) {
        const binding = resolveDocusaurusImport(module);
        return binding?.kind === 'constant' ? binding.value : fail(line, `"${module}" is not a file of public/`);
      }
      // A bare name is a package; code and data keep their meaning: remark-docusaurus-imports refuses them by name.
      if (!/^\.\.?\//.test(module) || CODE_MODULE.test(module.replace(/[?#].*$/, ''))) return undefined;
      // A module of the site's own code without its extension (`./Installation`): remark-docusaurus-imports binds it.
      if (/\.(tsx|ts|jsx|js|mjs|cjs|mdx?)$/.test(resolveSiteModule(module, file.path) ?? '')) return undefined;
      const result = assetReferenceHref(module, file.path, assets);
      if (result && 'error' in result) return fail(line, result.error);
      return result?.href;
    };
    /** Rewrites every require() of a file inside an estree to its href; any other require() stops the build. */
    const rewriteRequires = (node: unknown): void => {
      if (!node || typeof node !== 'object') return;
      if (Array.isArray(node)) return node.forEach(rewriteRequires);
      const estree = node as EstreeNode;
      const module = typeof estree.type === 'string' ? requiredModule(estree) : undefined;
      if (module !== undefined) {
        const href = hrefOfModule(module, estree.loc?.start.line);
        if (href === undefined)
          return fail(
            estree.loc?.start.line,
            `require('${module}') names no file`,
            'require a file beside the page (./img/a.png) or of public/ (@site/static/img/a.png)',
          );
        return replaceNode(estree, literal(href));
      }
      for (const [key, value] of Object.entries(node)) if (key !== 'loc' && key !== 'range') rewriteRequires(value);
    };
    const rewriteUrl = (node: Image | Link | Definition) => {
      if (node.type !== 'image' && !linksToFile(node.url)) return;
      const result = assetReferenceHref(node.url, file.path, assets);
      if (result && 'error' in result) return fail(node.position?.start.line, result.error);
      if (result) node.url = result.href;
    };
    visit(tree, (node) => {
      switch (node.type) {
        case 'image':
        case 'link':
        case 'definition':
          return rewriteUrl(node);
        case 'mdxJsxFlowElement':
        case 'mdxJsxTextElement':
          // Docusaurus renders `import Logo from './logo.svg'` as an inline SVG component (SVGR);
          // here the file is an address, so `<Logo title="…" />` shows it as an image of that name.
          if (node.name && fileImports.has(node.name))
            importedFileAsImage(node, fileImports.get(node.name)!, (line, message, hint) =>
              fail(line ?? node.position?.start.line, message, hint),
            );
          node.attributes = node.attributes.map((attribute) =>
            rewriteAttribute(attribute, rewriteRequires, hrefOfModule),
          );
          return;
        case 'mdxFlowExpression':
        case 'mdxTextExpression':
          return rewriteRequires(node.data?.estree);
        case 'mdxjsEsm': {
          const program = node.data?.estree as Program | undefined;
          if (program)
            program.body = program.body.map((statement) => rewriteImport(statement, hrefOfModule, fail, fileImports));
          rewriteRequires(program);
          return;
        }
      }
    });
  };
}

/**
 * `<Logo title="Logo" className="x" />` of an imported file becomes `<img src="/assets/logo-….svg"
 * alt="Logo" className="x" />`: the SVG component's `title` names the image, as it would the SVG.
 */
export function importedFileAsImage(
  node: MdxJsxFlowElement | MdxJsxTextElement,
  href: string,
  fail: (line: number | undefined, message: string, hint?: string) => never,
): void {
  if (node.children.length > 0)
    fail(
      node.position?.start.line,
      `<${node.name}> of an imported file holds content, which an image cannot show`,
      `write it empty: <${node.name} />`,
    );
  const named = (name: string) =>
    node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
  const title = named('title');
  const rest = node.attributes.filter((a) => !(a.type === 'mdxJsxAttribute' && ['src', 'title'].includes(a.name)));
  const alt: MdxJsxAttribute[] = named('alt')
    ? []
    : [{ type: 'mdxJsxAttribute', name: 'alt', value: typeof title?.value === 'string' ? title.value : '' }];
  node.name = 'img';
  node.attributes = [{ type: 'mdxJsxAttribute', name: 'src', value: href }, ...alt, ...rest];
}

/** `src={require('./a.png').default}` becomes the plain attribute `src="/assets/a-….png"`, which a feed's HTML keeps (lib/mdx/html.ts). */
function rewriteAttribute(
  attribute: MdxJsxAttribute | MdxJsxExpressionAttribute,
  rewriteRequires: (node: unknown) => void,
  hrefOfModule: (module: string, line?: number) => string | undefined,
): MdxJsxAttribute | MdxJsxExpressionAttribute {
  if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'object' || attribute.value === null) {
    if (attribute.type === 'mdxJsxExpressionAttribute') rewriteRequires(attribute.data?.estree);
    return attribute;
  }
  const program = attribute.value.data?.estree as Program | undefined;
  const statement = program?.body.length === 1 ? program.body[0] : undefined;
  const module = statement?.type === 'ExpressionStatement' ? requiredModule(statement.expression) : undefined;
  const href =
    module === undefined
      ? undefined
      : hrefOfModule(module, statement?.loc?.start.line ?? attribute.position?.start.line);
  if (href !== undefined)
    return { type: 'mdxJsxAttribute', name: attribute.name, value: href, position: attribute.position };
  rewriteRequires(program);
  return attribute;
}

/** `import shot from './img/a.png'` becomes `const shot = "/assets/a-….png"`. */
function rewriteImport(
  statement: Statement | Program['body'][number],
  hrefOfModule: (module: string, line?: number) => string | undefined,
  fail: (line: number | undefined, message: string, hint?: string) => never,
  fileImports: Map<string, string>,
): Program['body'][number] {
  if (statement.type !== 'ImportDeclaration') return statement;
  const module = String(statement.source.value);
  const line = statement.loc?.start.line;
  const href = hrefOfModule(module, line);
  if (href === undefined) return statement;
  const [specifier, ...more] = statement.specifiers;
  if (specifier?.type !== 'ImportDefaultSpecifier' || more.length > 0)
    fail(
      line,
      `"${module}" is a file: import its address with a default import (import shot from '${module}')`,
      "write import name from './file.png' and use {name} where the address goes",
    );
  fileImports.set(specifier.local.name, href);
  return {
    type: 'VariableDeclaration',
    kind: 'const',
    declarations: [
      { type: 'VariableDeclarator', id: { type: 'Identifier', name: specifier.local.name }, init: literal(href) },
    ],
  };
}
