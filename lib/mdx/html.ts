/**
 * A post as a string of HTML, for feed readers: the same remark and rehype plugins as
 * the site's pages (plugins.ts), then the MDX nodes that HTML has no word for (JSX
 * elements, `{expressions}`, imports) become plain elements or nothing, and every
 * `href` / `src` becomes absolute. React's renderer is not used: the feeds were made by route
 * handlers, React Server Components where `react-dom/server` throws, and hast is enough.
 */
import type { Element, ElementContent, Properties, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import type { ContentAssets } from '../content/assets';
import { compileKeyOf, precompileSettled, readCachedJson, storeCachedJson } from './compile-cache';
import { createMdxFile, NO_ASSETS, type MdxSourceFile } from './index';
import { mdxContentError } from './syntax-hint';
import { isAdmonitionTitle, toAdmonitionType, type AdmonitionType } from './remark-admonitions';

/** How the HTML is finished for a reader outside the site. */
export interface HtmlOptions {
  /** Default admonition titles in the post's locale. */
  admonitionTitles: Record<AdmonitionType, string>;
  /** Makes a link or image address absolute (`/en/docs/x/` → `https://…/en/docs/x/`). */
  resolveUrl: (url: string) => string;
}

type JsxElement = MdxJsxFlowElementHast | MdxJsxTextElementHast;

function jsxAttributes(node: JsxElement): Record<string, string> {
  const result: Record<string, string> = {};
  for (const attribute of node.attributes) {
    // Expression values (`{...}`) have no static HTML form; the content uses none.
    if (attribute.type === 'mdxJsxAttribute' && typeof attribute.value === 'string')
      result[attribute.name] = attribute.value;
  }
  return result;
}

function jsxToHtml(node: JsxElement, options: HtmlOptions): ElementContent[] {
  const attributes = jsxAttributes(node);
  if (node.name === 'Admonition') {
    // An imported @theme/Admonition may name one of Docusaurus' aliases (`caution`).
    const type = toAdmonitionType(attributes.type ?? '') ?? 'note';
    // A title with Markdown in it comes first as its own paragraph (remark-admonitions.ts).
    const [first, ...rest] = node.children as RootContent[];
    const richTitle = isAdmonitionTitle(first)
      ? convertChildren((first as { children: JsxElement[] }).children[0]!.children as RootContent[], options)
      : undefined;
    const title: ElementContent[] = richTitle ?? [
      { type: 'text', value: attributes.title ?? options.admonitionTitles[type] ?? type },
    ];
    const heading: Element = {
      type: 'element',
      tagName: 'p',
      properties: {},
      children: [{ type: 'element', tagName: 'strong', properties: {}, children: title }],
    };
    const body = convertChildren(richTitle ? rest : (node.children as RootContent[]), options);
    return [
      {
        type: 'element',
        tagName: 'blockquote',
        properties: { className: ['admonition', `admonition-${type}`] },
        children: [heading, ...body],
      },
    ];
  }
  const children = convertChildren(node.children as RootContent[], options);
  // Docusaurus components (lib/mdx/docusaurus-components.ts): a tab reads as its label then
  // its content, as the page reads without JavaScript; Details is a <details>.
  if (node.name === 'TabItem') {
    const label: Element = {
      type: 'element',
      tagName: 'p',
      properties: {},
      children: [
        {
          type: 'element',
          tagName: 'strong',
          properties: {},
          children: [{ type: 'text', value: attributes.label ?? attributes.value ?? '' }],
        },
      ],
    };
    return [label, ...children];
  }
  if (node.name === 'Details') {
    const summary: ElementContent[] = attributes.summary
      ? [
          {
            type: 'element',
            tagName: 'summary',
            properties: {},
            children: [{ type: 'text', value: attributes.summary }],
          },
        ]
      : [];
    return [{ type: 'element', tagName: 'details', properties: {}, children: [...summary, ...children] }];
  }
  // A feed reader has no colour mode of the site: the light diagram alone, its source under it.
  if (node.name === 'MermaidDiagram') {
    const light = children
      .flatMap((child) => (child.type === 'element' ? child.children : []))
      .filter(
        (child) =>
          child.type === 'element' &&
          child.tagName === 'svg' &&
          String(child.properties.className).includes('mermaid-svg-light'),
      );
    const source: Element = {
      type: 'element',
      tagName: 'pre',
      properties: {},
      children: [
        {
          type: 'element',
          tagName: 'code',
          properties: {},
          children: [{ type: 'text', value: attributes.source ?? '' }],
        },
      ],
    };
    return [{ type: 'element', tagName: 'figure', properties: {}, children: [...light, source] }];
  }
  // Lowercase names are HTML elements (`<details>`); a component keeps only its content.
  if (!node.name || !/^[a-z]/.test(node.name)) return children;
  const properties: Properties = {};
  for (const [name, value] of Object.entries(attributes))
    properties[name === 'className' ? 'class' : name] =
      name === 'href' || name === 'src' ? options.resolveUrl(value) : value;
  return [{ type: 'element', tagName: node.name, properties, children }];
}

function isKatexHtml(node: Element): boolean {
  const className = node.properties.className;
  return Array.isArray(className) && className.includes('katex-html');
}

function isOnlyJsx(children: readonly RootContent[]): boolean {
  const hasJsx = children.some((c) => c.type === 'mdxJsxTextElement');
  return (
    hasJsx && children.every((c) => c.type === 'mdxJsxTextElement' || (c.type === 'text' && c.value.trim() === ''))
  );
}

function convertChildren(nodes: readonly RootContent[], options: HtmlOptions): ElementContent[] {
  return nodes.flatMap((node): ElementContent[] => {
    switch (node.type) {
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return jsxToHtml(node, options);
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
      case 'mdxjsEsm':
      case 'doctype':
        return [];
      case 'element': {
        // The KaTeX stylesheet's <link> is for pages; a feed reader shows math from its MathML.
        if (node.tagName === 'link' || isKatexHtml(node)) return [];
        // As @mdx-js/mdx does: a paragraph holding only JSX (`<summary>…</summary>` on its
        // own line) is that JSX, not a paragraph.
        if (node.tagName === 'p' && isOnlyJsx(node.children))
          return convertChildren(
            node.children.filter((c) => c.type !== 'text'),
            options,
          );
        const properties = { ...node.properties };
        for (const key of ['href', 'src'] as const) {
          if (typeof properties[key] === 'string') properties[key] = options.resolveUrl(properties[key]);
        }
        return [{ ...node, properties, children: convertChildren(node.children, options) }];
      }
      default:
        return [node as ElementContent];
    }
  });
}

let processor: ReturnType<typeof createHtmlProcessor> | undefined;

/** Loaded on the first compile only: the feeds of a build read every tree from the cache (as compileMdx, index.ts). */
async function createHtmlProcessor() {
  const [
    { nodeTypes },
    { default: remarkMdx },
    { default: remarkParse },
    { default: remarkRehype },
    { unified },
    plugins,
  ] = await Promise.all([
    import('@mdx-js/mdx'),
    import('remark-mdx'),
    import('remark-parse'),
    import('remark-rehype'),
    import('unified'),
    import('./plugins'),
  ]);
  return unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(plugins.REMARK_PLUGINS)
    .use(remarkRehype, { passThrough: [...nodeTypes] })
    .use(plugins.REHYPE_PLUGINS);
}

/**
 * Compiles an MDX body to standalone HTML with absolute addresses.
 * @throws ContentError naming the file, like compileMdx.
 */
export async function compileMdxToHtml(
  source: MdxSourceFile,
  routeKeys: ReadonlySet<string>,
  options: HtmlOptions,
  assets: ContentAssets = NO_ASSETS,
): Promise<string> {
  const tree = JSON.parse((await compileFeedTreeCached(source, routeKeys, assets)).json) as Root;
  return toHtml({ type: 'root', children: convertChildren(tree.children, options) });
}

/**
 * Positions and the syntax trees of `{expressions}` and `import`s are left out of a stored
 * tree: the HTML reads neither (MDX expressions have no HTML form).
 */
function storedTreeJson(tree: Root): string {
  return JSON.stringify(tree, (key, value: unknown) => (key === 'position' || key === 'estree' ? undefined : value));
}

/**
 * A body's tree before it becomes HTML, as JSON: read back from the build cache, else
 * compiled and stored. The build compiles every post's (scripts/precompile-mdx.ts), so the
 * feeds only finish it. A fresh compile goes through the same JSON, so that a clean build
 * and a warm one write the same feeds.
 * @returns whether it compiled (false: it was cached), and the tree
 * @throws ContentError naming the file
 */
async function compileFeedTreeCached(
  source: MdxSourceFile,
  routeKeys: ReadonlySet<string>,
  assets: ContentAssets,
): Promise<{ json: string; fromCache: boolean }> {
  await precompileSettled();
  const key = compileKeyOf(source, routeKeys, assets, 'feed');
  const stored = readCachedJson(key);
  if (stored) return { json: stored, fromCache: true };
  const file = createMdxFile(source, routeKeys, assets);
  processor ??= createHtmlProcessor();
  try {
    const html = await processor;
    const json = storedTreeJson((await html.run(html.parse(file), file)) as Root);
    storeCachedJson(key, json);
    return { json, fromCache: false };
  } catch (error) {
    throw mdxContentError(source.file, error);
  }
}

/**
 * Compiles a post's feed tree into the build cache only (scripts/precompile-mdx.ts).
 * @returns whether it compiled (false: it was cached)
 * @throws ContentError naming the file
 */
export async function precompileFeedTree(
  source: MdxSourceFile,
  routeKeys: ReadonlySet<string>,
  assets: ContentAssets = NO_ASSETS,
): Promise<boolean> {
  return !(await compileFeedTreeCached(source, routeKeys, assets)).fromCache;
}
