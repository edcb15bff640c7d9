import { describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { compileMdx } from '@/lib/mdx';
import { tokenStyleToClass } from '@/lib/mdx/rehype-code-classes';
import { parseCodeTitle } from '@/lib/mdx/remark-code-blocks';
import { resolveContentLink } from '@/lib/mdx/remark-site-links';
import { mdxSyntaxHint } from '@/lib/mdx/syntax-hint';
import { buildRouteKeys } from '@/lib/routes';
import { contentErrorOf, loadFixture } from './fixtures';

const content = loadFixture('valid');
const routeKeys = buildRouteKeys(content);

async function render(body: string, locale: 'es' | 'en' = 'es') {
  const { Content, toc } = await compileMdx({ file: 'content/es/docs/x.mdx', body, locale }, routeKeys);
  const html = renderToStaticMarkup(
    createElement(Content, {
      components: {
        Admonition: (p: { type: string; title?: string; children?: unknown }) =>
          createElement('div', { 'data-admonition': p.type, 'data-title': p.title ?? '' }, p.children as never),
        CodeBlock: (p: { title?: string; index?: string; children?: unknown }) =>
          createElement('figure', { 'data-index': p.index, 'data-title': p.title ?? '' }, p.children as never),
      },
    }),
  );
  return { html, toc };
}

const compileError = (body: string) => contentErrorOf(() => render(body));

describe('compileMdx', () => {
  it('gives headings the ids of rehype-slug and lists h2 to h6 in the toc (the page picks its levels)', async () => {
    const { html, toc } = await render('## Primera sección\n\n### Cómo empezar\n\n#### Hondo\n\n## Primera sección\n');
    expect(html).toContain('<h2 id="primera-sección">');
    expect(toc).toEqual([
      { depth: 2, id: 'primera-sección', text: 'Primera sección' },
      { depth: 3, id: 'cómo-empezar', text: 'Cómo empezar' },
      { depth: 4, id: 'hondo', text: 'Hondo' },
      { depth: 2, id: 'primera-sección-1', text: 'Primera sección' },
    ]);
  });

  it('renders GFM tables and task lists', async () => {
    const { html } = await render('| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] hecho\n');
    expect(html).toContain('<table>');
    expect(html).toContain('type="checkbox"');
  });

  it('wraps each table in a focusable scroll region named by its header row, uniquely', async () => {
    const table = '| Campo | Tipo |\n|---|---|\n| id | string |\n';
    const { html } = await render(`${table}\n${table}`);
    expect(html).toContain('<section class="table-scroll" tabindex="0" aria-label="Campo, Tipo"><table>');
    expect(html).toContain('aria-label="Campo, Tipo (2)"');
  });

  it('turns :::tip[Title] into an Admonition with its type and title', async () => {
    const { html } = await render(':::tip[Consejo útil]\nTexto **fuerte**.\n:::\n\n:::danger\nCuidado.\n:::\n');
    expect(html).toContain('data-admonition="tip" data-title="Consejo útil"');
    expect(html).toContain('<strong>fuerte</strong>');
    expect(html).toContain('data-admonition="danger" data-title=""');
  });

  it('highlights code at build time as token classes, with no inline colours', async () => {
    const { html } = await render('```ts\nconst limit = 100; // máximo\n```\n');
    expect(html).toContain('class="shiki');
    expect(html).toContain('<span class="t-k">const</span>');
    expect(html).toMatch(/<span class="t-m[^"]*">\/\/ máximo<\/span>/);
    expect(html).not.toContain('style=');
    expect(html).not.toContain('class="line"');
  });

  it('localises links between pages for the page locale', async () => {
    const { html } = await render('[a](/docs/guide/setup) [b](/blog/hola#x)', 'en');
    expect(html).toContain('href="/en/docs/guide/setup/"');
    expect(html).toContain('href="/en/blog/hola/#x"');
  });

  it('stops on a link to a page that does not exist, naming the file and line', async () => {
    const error = await compileError('Texto.\n\nVer [nada](/docs/nope).\n');
    expect(error.file).toBe('content/es/docs/x.mdx');
    expect(error.field).toBe('body');
    expect(error.message).toMatch(/line 3: link "\/docs\/nope" points to no page/);
  });

  it('gives line numbers of the whole file, front matter included', async () => {
    try {
      await compileMdx(
        { file: 'content/es/docs/x.mdx', body: 'Texto.\n\n[x](/docs/nope)\n', locale: 'es', bodyLineOffset: 4 },
        routeKeys,
      );
      throw new Error('compiled without error');
    } catch (error) {
      expect((error as Error).message).toMatch(/line 7: link/);
    }
  });

  it('stops on a relative link', async () => {
    expect((await compileError('[x](./setup)')).message).toMatch(/is relative/);
  });

  it('stops on an unknown directive such as an unquoted scope', async () => {
    expect((await compileError('El ámbito users:read permite leer.')).message).toMatch(/unknown directive ":read"/);
    expect((await compileError(':::spoiler\nx\n:::')).message).toMatch(/unknown directive ":::spoiler"/);
  });

  it("highlights any language Shiki bundles, by id or alias, beyond the site's own (py, diff, cobol)", async () => {
    const { html } = await render(
      '```py\nprint("hola")\n```\n\n```diff\n- a\n+ b\n```\n\n```cobol\nDISPLAY "HOLA".\n```',
    );
    expect(html.match(/<span class="t-/g)?.length ?? 0).toBeGreaterThan(3);
  });

  it('shows an unknown language as plain text and warns once with the file and the line', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { html } = await render('Texto\n\n```jsonnnc\n{"a": 1}\n```');
    expect(html).toContain('{&quot;a&quot;: 1}');
    expect(warn.mock.calls.map((call) => String(call[0]))).toContainEqual(
      'content/es/docs/x.mdx:3: code language "jsonnnc" is unknown; shown as plain text',
    );
    warn.mockRestore();
  });

  it('stops on invalid MDX with the line', async () => {
    expect((await compileError('Texto\n\n<div>\n')).message).toMatch(/content\/es\/docs\/x\.mdx: body: .*\(3:1/);
  });

  it('says how to write a brace or a "<" as text when MDX reads it as code', async () => {
    const brace = await compileError('Texto\n\nUn {hueco');
    expect(brace.message).toMatch(/body: line 3: .*closing brace/);
    expect(brace.hint).toBe(mdxSyntaxHint('micromark-extension-mdx-expression'));
    expect(brace.message).toContain('Hint: in MDX `{` starts a JavaScript expression');
    expect((await compileError('Texto\n\nmenos <3 minutos')).hint).toContain('write `\\<` for the character');
    expect((await compileError('Texto\n\n<div>\n')).hint).toContain('close the tag');
  });
});

describe('resolveContentLink', () => {
  it('maps the product addresses of the content to the configured ones', () => {
    expect(resolveContentLink('https://app.vigia.example/login', 'es', routeKeys)).toEqual({
      url: 'https://app.vigia.example/login',
    });
    expect(resolveContentLink('mailto:soporte@vigia.example', 'es', routeKeys)).toEqual({
      url: 'mailto:soporte@vigia.example',
    });
  });
  it('leaves other external links and in-page anchors alone', () => {
    expect(resolveContentLink('https://example.org/x', 'en', routeKeys)).toEqual({ url: 'https://example.org/x' });
    expect(resolveContentLink('#filtros', 'en', routeKeys)).toEqual({ url: '#filtros' });
  });
  it('accepts a trailing slash on a site path', () => {
    expect(resolveContentLink('/docs/intro/', 'en', routeKeys)).toEqual({ url: '/en/docs/intro/' });
  });
});

describe('tokenStyleToClass', () => {
  it('maps a Shiki token colour to its class and the foreground to none', () => {
    expect(tokenStyleToClass('color:var(--shiki-token-keyword)')).toBe('t-k');
    expect(tokenStyleToClass('color:var(--shiki-token-comment);font-style:italic')).toBe('t-m t-it');
    expect(tokenStyleToClass('color:var(--shiki-foreground)')).toBe('');
  });
  it('stops on a token colour it has no class for', () => {
    expect(() => tokenStyleToClass('color:var(--shiki-token-new)')).toThrow(/TOKEN_CLASSES/);
  });
});

describe('code blocks', () => {
  it('wraps each code block in a numbered CodeBlock with its title', async () => {
    const { html } = await render('```ts title="src/limits.ts"\nconst a = 1;\n```\n\n```bash\nnpm ci\n```\n');
    expect(html).toMatch(/<figure data-index="1" data-title="src\/limits.ts"><pre class="shiki"/);
    expect(html).toMatch(/<figure data-index="2" data-title=""><pre class="shiki"/);
  });
});

describe('parseCodeTitle', () => {
  it('reads a double-quoted, single-quoted or bare title', () => {
    expect(parseCodeTitle('title="src/app.ts" showLineNumbers')).toBe('src/app.ts');
    expect(parseCodeTitle("title='a b.ts'")).toBe('a b.ts');
    expect(parseCodeTitle('{1,3} title=x.ts')).toBe('x.ts');
  });
  it('has no title without one, or with an empty one', () => {
    expect(parseCodeTitle(null)).toBeUndefined();
    expect(parseCodeTitle('subtitle="no"')).toBeUndefined();
    expect(parseCodeTitle('title=""')).toBeUndefined();
  });
});

describe('mdxSyntaxHint', () => {
  it("hints at MDX's own parsers only", () => {
    expect(mdxSyntaxHint('micromark-extension-mdx-jsx')).toMatch(/`<` starts a JSX tag/);
    expect(mdxSyntaxHint('mdast-util-mdx-jsx')).toBe(mdxSyntaxHint('micromark-extension-mdx-jsx'));
    expect(mdxSyntaxHint('remark-gfm')).toBeUndefined();
    expect(mdxSyntaxHint(undefined)).toBeUndefined();
  });
});
