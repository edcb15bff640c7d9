/**
 * Shiki's css-variables theme colours each token with `style="color:var(--shiki-token-…)"`.
 * This rewrites those styles as short classes (`t-k` for a keyword) that app/styles/markdown.css
 * colours per colour mode, and drops Shiki's per-line wrappers. Every token is written
 * twice (HTML and the RSC payload), so this roughly halves the bytes of a code block,
 * and the palette, with its contrast in both modes, lives in our stylesheet.
 */
import type { Element, ElementContent, Root } from 'hast';
import { visit } from './visit';
import { LINES_CLASS, NUMBERED_CLASS } from './shiki-line-marks';

/** Shiki token variables and the class each becomes; the foreground needs none. */
export const TOKEN_CLASSES: Record<string, string> = {
  'token-keyword': 't-k',
  'token-string': 't-s',
  'token-string-expression': 't-e',
  'token-constant': 't-c',
  'token-function': 't-f',
  'token-parameter': 't-p',
  'token-comment': 't-m',
  'token-punctuation': 't-u',
  'token-link': 't-l',
  'token-inserted': 't-i',
  'token-deleted': 't-d',
  'token-changed': 't-g',
};

const COLOR_VARIABLE = /color:\s*var\(--shiki-([a-z-]+)\)/;

/**
 * The class of a token's style, '' for the foreground.
 * @example tokenStyleToClass('color:var(--shiki-token-keyword)') === 't-k'
 */
export function tokenStyleToClass(style: string): string {
  const variable = COLOR_VARIABLE.exec(style)?.[1];
  if (!variable || variable === 'foreground') return '';
  const className = TOKEN_CLASSES[variable];
  if (!className) throw new Error(`Unknown Shiki token colour "${variable}": add it to TOKEN_CLASSES`);
  return /font-style:\s*italic/.test(style) ? `${className} t-it` : className;
}

/** Class names of a node; Shiki's hast uses `class` where rehype uses `className`. */
function classesOf(node: Element): string[] {
  const value = node.properties.className ?? node.properties.class;
  return Array.isArray(value)
    ? value.map(String)
    : String(value ?? '')
        .split(/\s+/)
        .filter(Boolean);
}

function simplify(children: ElementContent[], keepLines: boolean): ElementContent[] {
  return children.flatMap((child): ElementContent[] => {
    if (child.type !== 'element' || child.tagName !== 'span') return [child];
    const classes = classesOf(child);
    if (classes.includes('line')) {
      // Shiki wraps each line in <span class="line">: unwrapped (the newlines stay), unless
      // the block marks or numbers its lines (shiki-line-marks.ts).
      if (!keepLines) return simplify(child.children, false);
      const dataN = child.properties['data-n'] ?? child.properties.dataN;
      return [
        {
          ...child,
          properties: { className: classes, ...(dataN === undefined ? {} : { dataN }) },
          children: simplify(child.children, false),
        },
      ];
    }
    const className = tokenStyleToClass(String(child.properties.style ?? ''));
    if (!className) return child.children;
    return [{ ...child, properties: { className: className.split(' ') } }];
  });
}

/** The rehype plugin; runs after @shikijs/rehype. */
export default function rehypeCodeClasses() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'pre' || !classesOf(node).includes('shiki')) return;
      const keep = classesOf(node).filter((c) => c === LINES_CLASS || c === NUMBERED_CLASS);
      delete node.properties.style;
      delete node.properties.class;
      // The focusable scroll region is CodeBlock's wrapper (components/mdx/code-block.tsx), not the <pre>.
      delete node.properties.tabindex;
      delete node.properties.tabIndex;
      node.properties.className = ['shiki', ...keep];
      const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
      if (code) code.children = simplify(code.children, keep.includes(LINES_CLASS));
    });
  };
}
