import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { rewriteDocusaurusSyntax } from '@/lib/mdx/docusaurus-syntax';
import { compileMdx } from '@/lib/mdx';
import { toAdmonitionType } from '@/lib/mdx/remark-admonitions';

describe('rewriteDocusaurusSyntax', () => {
  it('turns the title form `:::tip My title` into `:::tip[My title]`', () => {
    expect(rewriteDocusaurusSyntax(':::tip Mind the gap\nText\n:::')).toBe(':::tip[Mind the gap]\nText\n:::');
  });
  it('leaves titles already in brackets, attributes and bare admonitions alone', () => {
    const body = ':::tip[Title]\n:::\n::::note{.x}\n::::\n:::info\n:::';
    expect(rewriteDocusaurusSyntax(body)).toBe(body);
  });
  it('turns `## Title {#my-id}` into an MDX comment the heading-ids plugin reads', () => {
    expect(rewriteDocusaurusSyntax('## Getting started {#start}')).toBe('## Getting started {/* #start */}');
  });
  it('turns a `<!-- truncate -->` line into the `{/* truncate */}` marker the excerpt reads', () => {
    expect(rewriteDocusaurusSyntax('Intro.\n\n<!-- truncate -->\n\nMore.')).toBe('Intro.\n\n{/* truncate */}\n\nMore.');
    expect(rewriteDocusaurusSyntax('```html\n<!-- truncate -->\n```')).toBe('```html\n<!-- truncate -->\n```');
  });
  it('changes nothing inside code fences and keeps the number of lines', () => {
    const body = '```md\n:::tip Title\n## A {#a}\n```\n~~~\n:::note X\n~~~\n';
    expect(rewriteDocusaurusSyntax(body)).toBe(body);
    expect(rewriteDocusaurusSyntax(':::tip A\n\n## B {#b}\n').split('\n')).toHaveLength(4);
  });
});

describe('toAdmonitionType', () => {
  it("maps Docusaurus' aliases to the kind they render as", () => {
    expect(['caution', 'important', 'success', 'secondary', 'tip', 'nope'].map(toAdmonitionType)).toEqual([
      'warning',
      'info',
      'tip',
      'note',
      'tip',
      undefined,
    ]);
  });
});

describe('compileMdx with Docusaurus syntax', () => {
  const render = async (body: string) => {
    const { Content, toc } = await compileMdx(
      { file: 'content/es/docs/x.mdx', locale: 'es', body: rewriteDocusaurusSyntax(body) },
      new Set(['/']),
    );
    return {
      html: renderToStaticMarkup(
        createElement(Content, {
          components: {
            Admonition: (p: { type: string; title?: string; children?: unknown }) =>
              createElement('aside', { 'data-type': p.type, 'data-title': p.title }, p.children as never),
          },
        }),
      ),
      toc,
    };
  };
  it('gives a heading its explicit id, without the marker in its text, and the TOC uses it', async () => {
    const { html, toc } = await render('## Primeros pasos {#start}\n\nTexto.\n\n### Otro {/* #other */}\n');
    expect(html).toContain('<h2 id="start">Primeros pasos</h2>');
    expect(html).toContain('<h3 id="other">Otro</h3>');
    expect(toc.map((entry) => entry.id)).toEqual(['start', 'other']);
  });
  it('renders `:::caution Title` as a warning with that title, not as text', async () => {
    const { html } = await render(':::caution Ojo con esto\n\nTexto.\n\n:::\n');
    expect(html).toContain('data-type="warning" data-title="Ojo con esto"');
    expect(html).not.toContain(':::');
  });
});
