/**
 * A Mermaid SVG made fit for a page of the site (pure; lib/mdx/remark-mermaid.ts calls it):
 * - every id is unique on the page: a diagram is shown twice (light and dark) and a page
 *   may hold several, so Mermaid's own ids (and the ids it leaves unprefixed, a sequence
 *   diagram's `actor0`) are scoped under the diagram's id, references included;
 * - no `style="…"` attribute is left (the page's CSP allows none): each distinct inline style
 *   becomes a class with a rule in the SVG's own `<style>`, which the build hashes
 *   (scripts/apply-csp.ts), `!important` so that it still wins as the attribute did;
 * - the SVG is an image named by `labelId` (an element the page renders beside it).
 */
import type { Element, ElementContent, Properties, Root, Text } from 'hast';
import { fromHtml } from 'hast-util-from-html';

/** How the SVG is placed on the page. */
export interface MermaidSvgOptions {
  /** The id the SVG gets, unique on the page (`mermaid-3f2a-1-dark`). */
  id: string;
  /** The id of the element that names the diagram. */
  labelId: string;
  /** Extra classes of the `<svg>`. */
  className: readonly string[];
}

/** The id Mermaid renders with, replaced by the diagram's own. */
export const MERMAID_PLACEHOLDER_ID = 'vigiamermaidplaceholder';

function elements(node: Root | Element, visit: (element: Element) => void): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    visit(child);
    elements(child, visit);
  }
}

/**
 * `color: red; fill: blue` with `!important` on each declaration.
 * @example importantDeclarations('fill: red; stroke:blue !important;') === 'fill: red !important;stroke:blue !important'
 */
export function importantDeclarations(style: string): string {
  return style
    .split(';')
    .map((declaration) => declaration.trim())
    .filter((declaration) => declaration.includes(':'))
    .map((declaration) => (/!important$/i.test(declaration) ? declaration : `${declaration} !important`))
    .join(';');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Renames the ids that do not start with the diagram's, in ids, references (`url(#x)`, `#x`, aria) and the CSS. */
function scopeIds(svg: Element, id: string, style: Text | undefined): void {
  const renamed = new Map<string, string>();
  elements({ type: 'root', children: [svg] }, (element) => {
    const own = element.properties.id;
    if (typeof own === 'string' && !own.includes(id)) {
      renamed.set(own, `${id}-${own}`);
      element.properties.id = `${id}-${own}`;
    }
  });
  if (renamed.size === 0) return;
  const pattern = new RegExp(`#(${[...renamed.keys()].map(escapeRegExp).join('|')})(?![\\w-])`, 'g');
  const rename = (text: string) => text.replace(pattern, (_, old: string) => `#${renamed.get(old)}`);
  elements({ type: 'root', children: [svg] }, (element) => {
    for (const [name, value] of Object.entries(element.properties)) {
      if (typeof value === 'string' && value.includes('#')) element.properties[name] = rename(value);
      else if (Array.isArray(value) && /^aria/.test(name))
        element.properties[name] = value.map((token) => renamed.get(String(token)) ?? token);
    }
  });
  if (style) style.value = rename(style.value);
}

/**
 * Coordinates to two decimals (Mermaid writes `654.7093505859375`): a hundredth of a pixel
 * is invisible, and the digits are a third of a diagram's bytes.
 * @example roundCoordinates('M1.23456,7.8 L9.999999,1') === 'M1.23,7.8 L9.99,1'
 */
export function roundCoordinates(value: string): string {
  return value.replace(/(\d\.\d{2})\d+/g, '$1');
}

function roundAttributes(svg: Element): void {
  elements({ type: 'root', children: [svg] }, (element) => {
    for (const [name, value] of Object.entries(element.properties)) {
      // Mermaid's own data-* (edge and node ids for its scripts) serve no static page.
      if (/^data[A-Z]/.test(name)) delete element.properties[name];
      else if (typeof value === 'string') element.properties[name] = roundCoordinates(value);
      else if (typeof value === 'number') element.properties[name] = Math.round(value * 100) / 100;
    }
  });
}

/** The SVG's `<style>` text node, made when it has none. */
function styleTextOf(svg: Element): Text {
  let style = svg.children.find((child): child is Element => child.type === 'element' && child.tagName === 'style');
  if (!style) {
    style = { type: 'element', tagName: 'style', properties: {}, children: [] };
    svg.children.unshift(style);
  }
  const text = style.children.find((child): child is Text => child.type === 'text');
  if (text) return text;
  const made: Text = { type: 'text', value: '' };
  style.children = [made];
  return made;
}

/** Each distinct `style` attribute as a class and a rule of the SVG's stylesheet. */
function moveStylesToClasses(svg: Element, id: string, style: Text): void {
  const classes = new Map<string, string>();
  const rules: string[] = [];
  elements({ type: 'root', children: [svg] }, (element) => {
    const inline = element.properties.style;
    if (inline === undefined) return;
    delete element.properties.style;
    const declarations = importantDeclarations(roundCoordinates(String(inline)));
    if (!declarations) return;
    if (element === svg) {
      // Mermaid's `max-width` is the diagram's own width: on a narrow screen it shrinks at most
      // to 32rem, its box scrolling beyond that, so that its text stays readable.
      const width = /max-width:\s*([\d.]+px)/.exec(declarations)?.[1];
      rules.push(`#${id}{${declarations}${width ? `;min-width:min(${width}, 32rem) !important` : ''}}`);
      return;
    }
    let name = classes.get(declarations);
    if (!name) {
      name = `${id}-s${classes.size}`;
      classes.set(declarations, name);
      rules.push(`#${id} .${name}{${declarations}}`);
    }
    const className = element.properties.className;
    element.properties.className = [...(Array.isArray(className) ? className.map(String) : []), name];
  });
  // Walked above with the root first: the root's own rule is pushed first, then the classes.
  style.value += rules.join('');
}

/**
 * The `<svg>` of Mermaid's output (rendered with MERMAID_PLACEHOLDER_ID as its id) as a hast
 * element with its ids scoped under `options.id`, no style attributes, and an image role.
 * @example buildMermaidSvg('<svg id="vigiamermaidplaceholder" style="max-width: 9px">…</svg>', { id: 'm-1', labelId: 'm-1-name', className: ['mermaid-svg'] })
 *   → <svg id="m-1" class="mermaid-svg" role="img" aria-labelledby="m-1-name"><style>#m-1{max-width: 9px !important}</style>…</svg>
 */
export function buildMermaidSvg(svgText: string, options: MermaidSvgOptions): Element {
  const { id } = options;
  const tree = fromHtml(svgText.split(MERMAID_PLACEHOLDER_ID).join(id), { fragment: true });
  const svg = tree.children.find((child): child is Element => child.type === 'element' && child.tagName === 'svg');
  if (!svg) throw new Error('Mermaid returned no <svg>');
  const style = styleTextOf(svg);
  scopeIds(svg, id, style);
  moveStylesToClasses(svg, id, style);
  roundAttributes(svg);
  const className = svg.properties.className;
  const properties: Properties = {
    ...svg.properties,
    id,
    className: [...options.className, ...(Array.isArray(className) ? className.map(String) : [])],
    role: 'img',
    // Mermaid's own `<title>` names it only where accTitle was written; the page's label always does.
    ariaLabelledBy: [options.labelId],
    focusable: 'false',
  };
  // "flowchart-v2" would be read in place of "image".
  delete properties.ariaRoleDescription;
  svg.properties = properties;
  svg.children = svg.children.filter((child: ElementContent) => child.type !== 'comment');
  return svg;
}
