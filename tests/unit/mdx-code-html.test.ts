import { createProcessor, run } from '@mdx-js/mdx';
import type { MDXContent } from 'mdx/types';
import { createElement, isValidElement, type ReactNode } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { compileMdx, createMdxFile } from '@/lib/mdx';
import { REHYPE_PLUGINS, REMARK_PLUGINS } from '@/lib/mdx/plugins';
import { codeInnerHtml } from '@/lib/mdx/rehype-code-html';

const BODY = [
  'Antes del código.',
  '',
  '```ts title="cliente.ts" {2} showLineNumbers=41',
  "const url = 'https://api.vigia.example/v1/users?limit=10&page=2';",
  'if (a < b && b > c) console.log("<hola>", `${a}`);',
  '```',
  '',
  '```json',
  '{',
  '  "email": "ana.garcia@empresa.example",',
  '  "role": "learner"',
  '}',
  '```',
  '',
  '```',
  'texto sin lenguaje <b> & "comillas"',
  '```',
  '',
].join('\n');

const source = { file: 'content/es/docs/codigo.mdx', locale: 'es' as const, body: BODY };
const routeKeys = new Set(['/']);
const components = {
  CodeBlock: (props: { children?: unknown }) => createElement('figure', null, props.children as never),
};
const codeBlocksOf = (html: string) => [...html.matchAll(/<pre[\s\S]*?<\/pre>/g)].map((match) => match[0]);

/** The same body compiled with the site's plugins but without rehype-code-html: each token an element. */
async function renderWithTokenElements(): Promise<string> {
  const processor = createProcessor({
    outputFormat: 'function-body',
    remarkPlugins: REMARK_PLUGINS,
    rehypePlugins: REHYPE_PLUGINS,
  });
  const code = String(await processor.process(createMdxFile(source, routeKeys)));
  const { default: Content } = (await run(code, { ...runtime, baseUrl: import.meta.url } as Parameters<
    typeof run
  >[1])) as { default: MDXContent };
  return renderToString(createElement(Content, { components }));
}

describe('code blocks handed to React as one HTML string (lib/mdx/rehype-code-html.ts)', () => {
  it('paints the same code blocks as token elements did, less the <!-- --> between texts', async () => {
    const { Content } = await compileMdx(source, routeKeys);
    const page = codeBlocksOf(renderToString(createElement(Content, { components })));
    const elements = codeBlocksOf(await renderWithTokenElements());
    expect(page).toHaveLength(3);
    expect(elements.join('')).toContain('<!-- -->');
    expect(page).toEqual(elements.map((block) => block.replaceAll('<!-- -->', '')));
    // Highlighted, numbered, escaped as React escapes.
    expect(page[0]).toContain('<span class="line highlighted" data-n="42">');
    expect(page[0]).toContain('&amp;page=2&#x27;');
    expect(page[2]).toContain('texto sin lenguaje &lt;b&gt; &amp; &quot;comillas&quot;');
  });

  it("gives React each block's tokens as one string, not an element each", async () => {
    const { Content } = await compileMdx(source, routeKeys);
    const codes: { html?: string; children?: ReactNode }[] = [];
    // The elements the page's own code makes (components are not called): every <code> of a block.
    const walk = (node: ReactNode): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (isValidElement<{ children?: ReactNode; dangerouslySetInnerHTML?: { __html: string } }>(node)) {
        if (node.type === 'code')
          codes.push({ html: node.props.dangerouslySetInnerHTML?.__html, children: node.props.children });
        walk(node.props.children);
      }
    };
    walk(Content({ components }) as ReactNode);
    expect(codes).toHaveLength(3);
    for (const code of codes) {
      expect(code.html).toMatch(/\S/);
      expect(code.children).toBeUndefined();
    }
  });

  it('leaves as elements a block holding anything but token spans and text', () => {
    expect(
      codeInnerHtml([
        {
          type: 'element',
          tagName: 'span',
          properties: { className: ['t-k'] },
          children: [{ type: 'text', value: 'if' }],
        },
      ]),
    ).toBe('<span class="t-k">if</span>');
    expect(
      codeInnerHtml([{ type: 'element', tagName: 'a', properties: { href: '/x' }, children: [] }]),
    ).toBeUndefined();
    expect(
      codeInnerHtml([{ type: 'element', tagName: 'span', properties: { style: 'color:red' }, children: [] }]),
    ).toBeUndefined();
    expect(codeInnerHtml([{ type: 'comment', value: 'x' }])).toBeUndefined();
  });
});
