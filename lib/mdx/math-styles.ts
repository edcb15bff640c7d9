/**
 * KaTeX positions every glyph with `style="…"` attributes, which the site's
 * Content-Security-Policy forbids (no 'unsafe-inline', lib/security/csp.ts). Each distinct
 * declaration list becomes a class named after its hash (`m-1a2b3c4d`), and
 * the KaTeX stylesheet (lib/site-files.ts) carries one `!important` rule per
 * class, so the rules win over KaTeX's own as the inline styles did. One stylesheet for the
 * whole site, not a `<style>` per page: a page's policy lists only its own hashes, so a
 * client navigation to a page with math would have its inline styles blocked.
 */
import { createHash } from 'node:crypto';
import type { Element, Root } from 'hast';
import { visit } from './visit';

/**
 * The class of a KaTeX inline style: `m-` and 8 hex digits of its SHA-256.
 * @example mathStyleClass('height:0.6944em;') === mathStyleClass('height: 0.6944em')
 */
export function mathStyleClass(style: string): string {
  return `m-${createHash('sha256').update(normalizeStyle(style)).digest('hex').slice(0, 8)}`;
}

/**
 * A style attribute as one canonical declaration list.
 * @example normalizeStyle(' height: 0.69em ;top:-1em;') === 'height:0.69em;top:-1em'
 */
export function normalizeStyle(style: string): string {
  return style
    .split(';')
    .map((declaration) => declaration.trim().replace(/\s*:\s*/, ':'))
    .filter(Boolean)
    .join(';');
}

/**
 * The rule of a class: each declaration `!important`, as strong as the inline style was.
 * @example buildMathStyleRule('height:1em;top:-2em') === '.m-….{height:1em!important;top:-2em!important}'
 */
export function buildMathStyleRule(style: string): string {
  const declarations = normalizeStyle(style)
    .split(';')
    .map((d) => `${d}!important`);
  return `.${mathStyleClass(style)}{${declarations.join(';')}}`;
}

function isKatex(node: Element): boolean {
  const className = node.properties.className;
  return Array.isArray(className) && className.includes('katex');
}

/**
 * Replaces the `style` of every element inside KaTeX's output with its class, and returns
 * the styles replaced (normalised). Other elements keep theirs (the build refuses them).
 */
export function replaceMathStyles(tree: Root): Set<string> {
  const styles = new Set<string>();
  visit(tree, 'element', (katex: Element) => {
    if (!isKatex(katex)) return;
    visit(katex, 'element', (node: Element) => {
      const style = node.properties.style;
      if (typeof style !== 'string' || normalizeStyle(style) === '') return;
      delete node.properties.style;
      const className = Array.isArray(node.properties.className) ? node.properties.className : [];
      node.properties.className = [...className, mathStyleClass(style)];
      styles.add(normalizeStyle(style));
    });
    return 'skip';
  });
  return styles;
}

/** KaTeX's font sources beyond woff2 (every browser the site supports reads woff2). */
const LEGACY_FONT_SOURCES = /,url\([^)]*\.(?:woff|ttf)\) format\("(?:woff|truetype)"\)/g;

/**
 * The site's KaTeX stylesheet: KaTeX's own CSS with woff2 fonts only (copied beside it,
 * scripts/copy-katex-fonts.ts), wide display math scrolling inside the column, then
 * one rule per inline style of the site's math, in a stable order.
 */
export function buildMathStylesheet(katexCss: string, styles: Iterable<string>): string {
  const rules = [...new Set(styles)].sort().map(buildMathStyleRule);
  const layout = '.katex-display{overflow-x:auto;overflow-y:hidden;padding:0.25em 0}';
  return `${katexCss.replace(LEGACY_FONT_SOURCES, '').trim()}\n${layout}\n${rules.join('\n')}\n`;
}
