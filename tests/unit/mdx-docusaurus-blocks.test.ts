import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { buildExcerptSource } from '@/lib/blog/excerpt';
import { compileMdx } from '@/lib/mdx';
import { rewriteDocusaurusSyntax } from '@/lib/mdx/docusaurus-syntax';

describe('rewriteDocusaurusSyntax: mdx-code-block', () => {
  it('unwraps an mdx-code-block fence, leaving blank lines in place of its fences', () => {
    expect(rewriteDocusaurusSyntax('A\n```mdx-code-block\n<X />\n```\nB')).toBe('A\n\n<X />\n\nB');
  });
  it('keeps the code fences nested inside a longer mdx-code-block fence', () => {
    const body = '````mdx-code-block\n<Tabs>\n\n```js\nconst a = 1;\n```\n\n</Tabs>\n````\n';
    expect(rewriteDocusaurusSyntax(body)).toBe('\n<Tabs>\n\n```js\nconst a = 1;\n```\n\n</Tabs>\n\n');
  });
  it('rewrites Docusaurus syntax inside it, and keeps the number of lines', () => {
    const body = '```mdx-code-block\n:::tip Title\nX\n:::\n```\n';
    expect(rewriteDocusaurusSyntax(body)).toBe('\n:::tip[Title]\nX\n:::\n\n');
    expect(rewriteDocusaurusSyntax(body).split('\n')).toHaveLength(body.split('\n').length);
  });
  it('leaves an mdx-code-block shown inside another code block alone', () => {
    const body = '````md\n```mdx-code-block\n<X />\n```\n````\n';
    expect(rewriteDocusaurusSyntax(body)).toBe(body);
  });
  it('renders the content of an mdx-code-block as MDX in place', async () => {
    const { Content } = await compileMdx(
      {
        file: 'content/es/docs/x.mdx',
        locale: 'es',
        body: rewriteDocusaurusSyntax(
          'Antes.\n\n```mdx-code-block\n<details>\n<summary>Más</summary>\n\n**Negrita**\n\n</details>\n```\n\nDespués.\n',
        ),
      },
      new Set(['/']),
    );
    const html = renderToStaticMarkup(createElement(Content));
    expect(html).toContain('<details><summary>Más</summary><p><strong>Negrita</strong></p></details>');
    expect(html).not.toContain('mdx-code-block');
  });
});

describe('rewriteDocusaurusSyntax: <!-- truncate -->', () => {
  it('turns `<!-- truncate -->` (with or without spaces) into `{/* truncate */}`', () => {
    expect(rewriteDocusaurusSyntax('A\n\n<!-- truncate -->\n\nB')).toBe('A\n\n{/* truncate */}\n\nB');
    expect(rewriteDocusaurusSyntax('<!--truncate-->')).toBe('{/* truncate */}');
  });
  it('leaves it alone inside a code block', () => {
    expect(rewriteDocusaurusSyntax('```html\n<!-- truncate -->\n```')).toBe('```html\n<!-- truncate -->\n```');
  });
  it('cuts the excerpt of a post where `<!-- truncate -->` stands', () => {
    const excerpt = buildExcerptSource(rewriteDocusaurusSyntax('Uno.\n\nDos.\n\n<!-- truncate -->\n\nTres.'));
    expect(excerpt).toEqual({ body: 'Uno.\n\nDos.', truncated: true });
  });
});

describe('rewriteDocusaurusSyntax: HTML comments (mdx1Compat.comments)', () => {
  it('makes HTML comments MDX comments, on one line or several, keeping the line count', () => {
    expect(rewriteDocusaurusSyntax('A <!-- note --> B')).toBe('A {/* note */} B');
    expect(rewriteDocusaurusSyntax('<!-- one\ntwo */ three\n-->\nText')).toBe('{/* one\ntwo * / three\n*/}\nText');
  });
  it('leaves comments shown as code alone', () => {
    expect(rewriteDocusaurusSyntax('Write `<!-- truncate -->` there.')).toBe('Write `<!-- truncate -->` there.');
    expect(rewriteDocusaurusSyntax('```html\n<!-- x -->\n```')).toBe('```html\n<!-- x -->\n```');
  });
});
