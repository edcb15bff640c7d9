/**
 * The Markdown twin of a doc or post, for AI readers: the same prose, headings, code
 * and tables as the page, without JSX or layout. Admonitions become blockquotes, a
 * `<details>` block its summary in bold and its text, `<DocCardList />` a list of its
 * cards' links, and every link absolute (to the twin of a doc or post, else to the page;
 * a file beside the content, to its published copy), so the file stands alone.
 */
import type { Blockquote, List, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { Program } from 'estree';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { linksToFile, missingAssetMessage, resolveAssetReference, type ContentAssets } from '../content/assets';
import type { Locale } from '../i18n';
import { toAdmonitionType, type AdmonitionType } from '../mdx/remark-admonitions';
import { requiredModule } from '../mdx/remark-content-assets';
import { resolveContentLink } from '../mdx/remark-site-links';
import { absoluteUrl, assetPath, markdownPath } from '../urls';
import { parseMdxTree } from '../mdx/mdx-tree';
import { escapedText } from './markdown-text';

/** A card of `<DocCardList />`: its page's localised path and its text, if any. */
export interface TwinCard {
  title: string;
  path: string;
  description?: string;
}

/** What a twin is made from. */
export interface MarkdownTwinSource {
  title: string;
  description: string;
  /** MDX body without front matter. */
  body: string;
  locale: Locale;
  file: string;
  /** The cards `<DocCardList />` shows, in a category's index doc. */
  docCards?: readonly TwinCard[];
}

/** What the conversion needs to know about the site. */
export interface MarkdownTwinContext {
  /** Every route key of the site (lib/routes.ts). */
  routeKeys: ReadonlySet<string>;
  /** Route keys that have a Markdown twin (docs and posts). */
  twinRouteKeys: ReadonlySet<string>;
  /** The admonition titles of the locale (messages `admonition.*`). */
  admonitionLabels: Record<AdmonitionType, string>;
  /** The files beside content and their published names (ContentSet.assets). */
  assets?: ContentAssets;
}

const stringifier = unified()
  .use(remarkStringify, { bullet: '-', fences: true, rule: '-', emphasis: '_', handlers: { text: escapedText } })
  .use(remarkGfm)
  .use(remarkMath);

type AnyNode = Root | RootContent;

function strongParagraph(text: string): Paragraph {
  return { type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: text }] }] };
}

function admonitionToBlockquote(
  node: ContainerDirective,
  type: AdmonitionType,
  labels: MarkdownTwinContext['admonitionLabels'],
): Blockquote {
  const [first, ...rest] = node.children;
  const hasLabel = first?.type === 'paragraph' && first.data?.directiveLabel === true;
  const label = labels[type];
  const heading = hasLabel ? `${label}: ${toString(first).trim()}` : label;
  return {
    type: 'blockquote',
    children: [strongParagraph(heading), ...((hasLabel ? rest : node.children) as Blockquote['children'])],
  };
}

/** The absolute URL of a file beside the content a reference names, undefined when it names none. */
function assetUrl(url: string, source: MarkdownTwinSource, context: MarkdownTwinContext): string | undefined {
  const resolved = resolveAssetReference(url, source.file, context.assets ?? new Map());
  if (resolved?.kind === 'missing') throw new Error(`${source.file}: ${missingAssetMessage(url, resolved.file)}`);
  return resolved && absoluteUrl(assetPath(resolved.name)) + resolved.suffix;
}

/** `<img src={require('./a.png').default} alt="…" />` as a Markdown image; undefined for other sources. */
function jsxImage(
  node: MdxJsxFlowElement | MdxJsxTextElement,
  source: MarkdownTwinSource,
  context: MarkdownTwinContext,
): RootContent | undefined {
  const attribute = (name: string) =>
    node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)?.value;
  const src = attribute('src');
  const statement = typeof src === 'object' && src ? (src.data?.estree as Program | undefined)?.body[0] : undefined;
  const module = statement?.type === 'ExpressionStatement' ? requiredModule(statement.expression) : undefined;
  const url = module === undefined ? undefined : assetUrl(module, source, context);
  if (!url) return undefined;
  const alt = attribute('alt');
  return { type: 'image', url, alt: typeof alt === 'string' ? alt : '' };
}

/** A JSX element's content: `<details>` keeps its summary as a bold line; others unwrap. */
function unwrapJsx(node: MdxJsxFlowElement | MdxJsxTextElement): RootContent[] {
  if (node.name !== 'summary') return node.children as RootContent[];
  // `<summary>` on its own line is a text element inside a paragraph, else a block.
  if (node.type === 'mdxJsxTextElement') return [{ type: 'strong', children: node.children as PhrasingContent[] }];
  return [strongParagraph(toString(node).trim())];
}

/** `<DocCardList />` as a list of links, each with its text: `- [SSO](https://…/docs/sso/): Sign in with…`. */
function cardsToList(cards: readonly TwinCard[]): List {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: cards.map((card) => ({
      type: 'listItem',
      spread: false,
      children: [
        {
          type: 'paragraph',
          children: [
            { type: 'link', url: absoluteUrl(card.path), children: [{ type: 'text', value: card.title }] },
            ...(card.description ? [{ type: 'text' as const, value: `: ${card.description}` }] : []),
          ],
        },
      ],
    })),
  };
}

/** Rewrites a link target to an absolute URL; the twin of a doc or post where there is one. */
function resolveTwinLink(url: string, source: MarkdownTwinSource, context: MarkdownTwinContext): string {
  const resolved = resolveContentLink(url, source.locale, context.routeKeys);
  if ('error' in resolved) throw new Error(`${source.file}: ${resolved.error} (${resolved.hint})`);
  if (!resolved.url.startsWith('/')) return resolved.url;
  const pathname = url.replace(/[?#].*$/, '');
  const routeKey = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return context.twinRouteKeys.has(routeKey)
    ? absoluteUrl(markdownPath(routeKey, source.locale)) + url.slice(pathname.length)
    : absoluteUrl(resolved.url);
}

function convertChildren(
  children: readonly RootContent[],
  source: MarkdownTwinSource,
  context: MarkdownTwinContext,
): RootContent[] {
  return children.flatMap((child) => convertNode(child, source, context));
}

/** The node as the twin writes it: new nodes where it differs, the tree it came from untouched (the compile reads it after). */
function convertNode(node: RootContent, source: MarkdownTwinSource, context: MarkdownTwinContext): RootContent[] {
  let converted = node;
  switch (node.type) {
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return [];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      if (node.name === 'DocCardList' && source.docCards) return [cardsToList(source.docCards)];
      const image = node.name === 'img' ? jsxImage(node, source, context) : undefined;
      if (image)
        return node.type === 'mdxJsxFlowElement'
          ? [{ type: 'paragraph', children: [image as PhrasingContent] }]
          : [image];
      return convertChildren(unwrapJsx(node), source, context);
    }
    case 'containerDirective':
      {
        const type = toAdmonitionType(node.name);
        if (type)
          return convertChildren([admonitionToBlockquote(node, type, context.admonitionLabels)], source, context);
      }
      return convertChildren(node.children as RootContent[], source, context);
    case 'leafDirective':
    case 'textDirective':
      return convertChildren(node.children as RootContent[], source, context);
    case 'link':
    case 'definition':
      converted = {
        ...node,
        url:
          (linksToFile(node.url) && assetUrl(node.url, source, context)) || resolveTwinLink(node.url, source, context),
      };
      break;
    case 'image':
      converted = {
        ...node,
        url: node.url.startsWith('/') ? absoluteUrl(node.url) : (assetUrl(node.url, source, context) ?? node.url),
      };
      break;
  }
  if ('children' in converted)
    converted = {
      ...converted,
      children: convertChildren(converted.children as RootContent[], source, context),
    } as RootContent;
  return [converted];
}

/**
 * The Markdown twin of a doc or post: `# title`, the description as a quote, then the body.
 * @example buildMarkdownTwin({ title: 'Intro', description: 'D', body: ':::tip\nT\n:::', … }, ctx)
 *   === '# Intro\n\n> D\n\n> **Tip**\n>\n> T\n'
 * @throws Error naming the file for a link to no page (the MDX compile reports it first).
 */
export function buildMarkdownTwin(source: MarkdownTwinSource, context: MarkdownTwinContext): string {
  return markdownTwinOfTree(parseMdxTree(source.body), source, context);
}

/**
 * The twin of `source` from its body's syntax tree as parsed (parseMdxTree, or the MDX
 * compile's own parse, before any plugin ran: scripts/precompile-mdx.ts makes twins there,
 * which saves parsing each body twice). The tree is only read.
 */
export function markdownTwinOfTree(tree: Root, source: MarkdownTwinSource, context: MarkdownTwinContext): string {
  const title: RootContent = { type: 'heading', depth: 1, children: [{ type: 'text', value: source.title }] };
  const lead: Blockquote = {
    type: 'blockquote',
    children: [{ type: 'paragraph', children: [{ type: 'text', value: source.description } as PhrasingContent] }],
  };
  const root: Root = { type: 'root', children: [title, lead, ...convertChildren(tree.children, source, context)] };
  return stringifier.stringify(root as AnyNode as Root);
}
