import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { compileMathStyles, compileMdx } from '@/lib/mdx';
import { compileMdxToHtml } from '@/lib/mdx/html';
import { buildMathStylesheet, buildMathStyleRule, mathStyleClass, normalizeStyle } from '@/lib/mdx/math-styles';
import { findStyleAttributes } from '@/lib/security/csp';

const source = (body: string) => ({ file: 'content/es/docs/x.mdx', locale: 'es' as const, body });
const render = async (body: string) => {
  const { Content } = await compileMdx(source(body), new Set(['/']));
  return renderToStaticMarkup(createElement(Content));
};

describe('math styles', () => {
  it('names a declaration list by its content, whatever its spacing', () => {
    expect(normalizeStyle(' height: 0.69em ;top:-1em;')).toBe('height:0.69em;top:-1em');
    expect(mathStyleClass('height:0.69em;')).toBe(mathStyleClass('height: 0.69em'));
    expect(mathStyleClass('height:0.69em')).toMatch(/^m-[0-9a-f]{8}$/);
  });
  it('writes each declaration !important, as strong as the inline style it replaces', () => {
    expect(buildMathStyleRule('height:1em;top:-2em')).toBe(
      `.${mathStyleClass('height:1em;top:-2em')}{height:1em!important;top:-2em!important}`,
    );
  });
  it("keeps KaTeX's CSS with woff2 fonts only, then one rule per style", () => {
    const css = buildMathStylesheet(
      '@font-face{src:url(fonts/A.woff2) format("woff2"),url(fonts/A.woff) format("woff"),url(fonts/A.ttf) format("truetype")}',
      ['top:1em', 'top:1em'],
    );
    expect(css).toContain('src:url(fonts/A.woff2) format("woff2")}');
    expect(css).not.toMatch(/\.woff\)|\.ttf/);
    expect(css.match(/!important/g)).toHaveLength(1);
  });
});

describe('compileMdx with math', () => {
  it('renders inline `$…$` and display `$$…$$` math with KaTeX at build time, no dollar left', async () => {
    const html = await render('La energía $E = mc^2$ y:\n\n$$\n\\int_0^1 x^2\\,dx = \\frac{1}{3}\n$$\n');
    expect(html.match(/<span class="katex">/g)).toHaveLength(2);
    expect(html).toContain('<span class="katex-display">');
    expect(html).toContain('<annotation encoding="application/x-tex">E = mc^2</annotation>');
    expect(html).not.toContain('$');
  });
  it('writes no style attribute (the CSP forbids them): classes named after the styles instead', async () => {
    const html = await render('$\\frac{a}{b}$');
    expect(findStyleAttributes(html)).toEqual([]);
    const styles = await compileMathStyles(source('$\\frac{a}{b}$'), new Set(['/']));
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(html).toContain(mathStyleClass(style));
  });
  it('links the KaTeX stylesheet, hoisted by React, only when the body has math', async () => {
    expect(await render('$x$')).toMatch(/<link rel="stylesheet" href="\/katex\/katex\.css" data-precedence="katex"\/>/);
    expect(await render('Sin fórmulas: 5 € y `$HOME`.')).not.toContain('katex');
  });
  it('stops the build at TeX that KaTeX cannot read, naming the file and the line', async () => {
    await expect(
      compileMdx({ ...source('Texto.\n\n$\\frac{a}{$\n'), bodyLineOffset: 3 }, new Set(['/'])),
    ).rejects.toThrow(/content\/es\/docs\/x\.mdx: body: line 6: math cannot be rendered/);
  });
  it('gives a feed the MathML alone, without the stylesheet link or the positioned HTML', async () => {
    const html = await compileMdxToHtml(source('$x^2$'), new Set(['/']), {
      admonitionTitles: {} as never,
      resolveUrl: (url) => url,
    });
    expect(html).toContain('<math');
    expect(html).not.toMatch(/<link|katex-html|m-[0-9a-f]{8}/);
  });
});
