/**
 * Hands the highlighted lines of each code block to React as one HTML string
 * (`<code dangerouslySetInnerHTML>`), not as an element per token. A page's code is then one
 * string in its RSC payload, where each token was a JSON element (`["$","span",null,{…}]`),
 * and React neither prerenders nor hydrates its tokens one by one (on a page of code, most
 * of its elements).
 *
 * The HTML is what React wrote for those tokens (its escaping of text and attributes), less
 * the `<!-- -->` React puts between two texts side by side; the text, and so what the copy
 * button copies and what search indexes, is the same.
 *
 * Pages only: a feed's HTML (html.ts) is written from the tree, and keeps the elements.
 * Runs last, after rehype-code-classes.ts has made the tokens short classes.
 */
import type { Element, ElementContent, Root } from 'hast';
import type { MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import { escapeHtmlAsReact } from '../html-entities';
import { SKIP, visit } from './visit';

/** An attribute of a token element as React writes it; undefined for one this does not know. */
function attributeOf(name: string, value: unknown): string | undefined {
  if (name === 'className' && Array.isArray(value))
    return value.length > 0 ? ` class="${escapeHtmlAsReact(value.join(' '))}"` : '';
  // Shiki's line number (shiki-line-marks.ts): `dataN` in hast, `data-n` in HTML.
  if (name === 'dataN' && (typeof value === 'string' || typeof value === 'number'))
    return ` data-n="${escapeHtmlAsReact(String(value))}"`;
  return undefined;
}

/**
 * The HTML of a code element's children, or undefined when they hold anything but spans
 * with classes and line numbers, and text (that block is left as elements).
 * @example codeInnerHtml([{ type: 'element', tagName: 'span', properties: { className: ['t-k'] }, children: [{ type: 'text', value: 'if' }] }]) === '<span class="t-k">if</span>'
 */
export function codeInnerHtml(children: readonly ElementContent[]): string | undefined {
  let html = '';
  for (const child of children) {
    if (child.type === 'text') {
      html += escapeHtmlAsReact(child.value);
      continue;
    }
    if (child.type !== 'element' || child.tagName !== 'span') return undefined;
    let attributes = '';
    for (const [name, value] of Object.entries(child.properties)) {
      const attribute = attributeOf(name, value);
      if (attribute === undefined) return undefined;
      attributes += attribute;
    }
    const inner = codeInnerHtml(child.children);
    if (inner === undefined) return undefined;
    html += `<span${attributes}>${inner}</span>`;
  }
  return html;
}

/** `<code dangerouslySetInnerHTML={{ __html: html }} />` as MDX JSX, with its expression's syntax tree. */
function codeWithInnerHtml(html: string): MdxJsxTextElementHast {
  const expression = {
    type: 'ObjectExpression' as const,
    properties: [
      {
        type: 'Property' as const,
        key: { type: 'Identifier' as const, name: '__html' },
        value: { type: 'Literal' as const, value: html },
        kind: 'init' as const,
        method: false,
        shorthand: false,
        computed: false,
      },
    ],
  };
  return {
    type: 'mdxJsxTextElement',
    name: 'code',
    attributes: [
      {
        type: 'mdxJsxAttribute',
        name: 'dangerouslySetInnerHTML',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: '',
          data: {
            estree: {
              type: 'Program',
              sourceType: 'module',
              body: [{ type: 'ExpressionStatement', expression }],
              comments: [],
            },
          },
        },
      },
    ],
    children: [],
  };
}

/** The rehype plugin. */
export default function rehypeCodeHtml() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'pre') return;
      node.children = node.children.map((child) => {
        if (child.type !== 'element' || child.tagName !== 'code' || Object.keys(child.properties).length > 0)
          return child;
        const html = codeInnerHtml(child.children);
        return html === undefined ? child : (codeWithInnerHtml(html) as unknown as ElementContent);
      });
      return SKIP;
    });
  };
}
