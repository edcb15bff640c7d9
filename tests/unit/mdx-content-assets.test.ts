import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { contentErrorOf } from './fixtures';
import type { ContentAssets } from '@/lib/content/assets';
import { compileMdx } from '@/lib/mdx';
import { compileMdxToHtml } from '@/lib/mdx/html';
import { assetReferenceHref, requiredModule } from '@/lib/mdx/remark-content-assets';
import { assetHref, withBasePath } from '@/lib/urls';

const FILE = 'content/es/docs/guide/intro.mdx';
const ASSETS: ContentAssets = new Map([
  ['content/es/docs/guide/img/a.png', 'a-1a2b3c4d.png'],
  ['content/es/docs/assets/b.svg', 'b-0f0f0f0f.svg'],
  ['content/es/docs/guide/files/guide.pdf', 'guide-12345678.pdf'],
]);
const A = assetHref('a-1a2b3c4d.png');
const B = assetHref('b-0f0f0f0f.svg');
const PDF = assetHref('guide-12345678.pdf');

async function render(body: string, bodyLineOffset = 0) {
  const { Content } = await compileMdx(
    { file: FILE, body, locale: 'es', bodyLineOffset },
    new Set(['/docs/intro']),
    ASSETS,
  );
  return renderToStaticMarkup(
    createElement(Content, {
      components: { CodeBlock: ({ children }: { children?: ReactNode }) => createElement('div', null, children) },
    }),
  );
}

const compileError = (body: string, bodyLineOffset = 0) => contentErrorOf(() => render(body, bodyLineOffset));

describe('assetReferenceHref', () => {
  it("resolves a path relative to the MDX file to the published file's href", () => {
    expect(assetReferenceHref('./img/a.png', FILE, ASSETS)).toEqual({ href: A });
    expect(assetReferenceHref('img/a.png', FILE, ASSETS)).toEqual({ href: A });
    expect(assetReferenceHref('../assets/b.svg#x', FILE, ASSETS)).toEqual({ href: `${B}#x` });
  });

  it('leaves site paths, addresses, fragments and Markdown files to the link checks', () => {
    for (const url of ['/img/logo.svg', 'https://vigia.example/a.png', '#top', './other.mdx#a', '../api/users.md']) {
      expect(assetReferenceHref(url, FILE, ASSETS), url).toBeUndefined();
    }
  });

  it('names the file a missing reference would be', () => {
    expect(assetReferenceHref('./img/nope.png', FILE, ASSETS)).toEqual({
      error: '"./img/nope.png" names content/es/docs/guide/img/nope.png, which does not exist',
    });
  });
});

describe('requiredModule', () => {
  it("reads require('…') with or without .default", () => {
    const call = {
      type: 'CallExpression',
      callee: { type: 'Identifier', name: 'require' },
      arguments: [{ type: 'Literal', value: './a.png' }],
      optional: false,
    } as const;
    expect(requiredModule(call as never)).toBe('./a.png');
    expect(
      requiredModule({
        type: 'MemberExpression',
        object: call,
        property: { type: 'Identifier', name: 'default' },
        computed: false,
        optional: false,
      } as never),
    ).toBe('./a.png');
    expect(requiredModule({ type: 'Identifier', name: 'x' } as never)).toBeUndefined();
  });
});

describe('remark-content-assets', () => {
  it('rewrites a Markdown image beside the doc and one in a sibling folder', async () => {
    const html = await render('![Captura](./img/a.png)\n\n![Gráfico](../assets/b.svg "Título")\n');
    expect(html).toContain(`<img src="${A}" alt="Captura"/>`);
    expect(html).toContain(`<img src="${B}" alt="Gráfico" title="Título"/>`);
  });

  it("rewrites require('./…').default in a JSX attribute, and an import of a file", async () => {
    const html = await render(
      `import shot from './img/a.png';\n\n<img src={require('./img/a.png').default} alt="a" />\n\n<img src={shot} alt="b" />\n\n<a href={require('./files/guide.pdf').default}>PDF</a>\n`,
    );
    expect(html).toContain(`<img src="${A}" alt="a"/>`);
    expect(html).toContain(`<img src="${A}" alt="b"/>`);
    expect(html).toContain(`<a href="${PDF}">PDF</a>`);
  });

  it('rewrites require() inside a larger expression', async () => {
    const html = await render(`<img alt="c" src={[require('./img/a.png').default][0]} />\n`);
    expect(html).toContain(`src="${A}"`);
  });

  it('makes a link to a file beside the doc a plain download link, reference definitions included', async () => {
    const html = await render('[Descarga](./files/guide.pdf) y [la guía][g].\n\n[g]: ./files/guide.pdf#page=2\n');
    expect(html).toContain(`<a href="${PDF}">Descarga</a>`);
    expect(html).toContain(`<a href="${PDF}#page=2">la guía</a>`);
  });

  it("names a file of public/ by require('@site/static/…') under the base path", async () => {
    const html = await render(`<img src={require('@site/static/img/logo.svg').default} alt="logo" />\n`);
    expect(html).toContain(`src="${withBasePath('/img/logo.svg')}"`);
  });

  it('leaves images and links in code alone', async () => {
    const html = await render('`![x](./img/nope.png)`\n\n```md\n![x](./img/nope.png)\n```\n');
    expect(html).toContain('./img/nope.png');
  });

  it('stops on a missing image naming the file, its line in the file (front matter counted) and the missing path', async () => {
    const error = await compileError('Texto.\n\n![Falta](./img/nope.png)\n', 4);
    expect(error.message).toContain(
      `${FILE}: body: line 7: "./img/nope.png" names content/es/docs/guide/img/nope.png, which does not exist`,
    );
    expect(error.hint).toMatch(/put the file at that path/);
  });

  it('stops on a missing file in require(), a link and an import, each at its line', async () => {
    expect(
      (await compileError('Texto.\n\n<img\n  alt="x"\n  src={require(\'./img/nope.png\').default}\n/>\n', 2)).message,
    ).toContain('line 7: "./img/nope.png" names content/es/docs/guide/img/nope.png');
    expect((await compileError('Texto [pdf](./files/nope.pdf).\n', 3)).message).toContain(
      'line 4: "./files/nope.pdf" names content/es/docs/guide/files/nope.pdf',
    );
    expect((await compileError('\nimport x from \'../nope.png\';\n\n<img src={x} alt="" />\n', 1)).message).toContain(
      'line 3: "../nope.png" names content/es/docs/nope.png',
    );
  });

  it("shows an imported file used as a component (Docusaurus' inline SVG) as an image named by its title", async () => {
    const html = await render(
      `import Chart from '../assets/b.svg';\n\nTexto.\n\n<Chart title="Gráfico" className="wide" />\n`,
    );
    expect(html).toContain(`<img src="${B}" alt="Gráfico" class="wide"/>`);
  });

  it('refuses an imported file used as a component with content, naming the line', async () => {
    const error = await compileError(`import Chart from '../assets/b.svg';\n\nTexto.\n\n<Chart>\n  texto\n</Chart>\n`);
    expect(error.message).toContain('line 5: <Chart> of an imported file holds content');
  });

  it('refuses require() of something that is no file', async () => {
    expect((await compileError('<img src={require(\'left-pad\')} alt="" />\n')).message).toContain(
      "require('left-pad') names no file",
    );
  });

  it('keeps a relative link without extension an error of the link checks', async () => {
    expect((await compileError('[otra](./otra)\n')).message).toContain('link "./otra" is relative');
  });

  it('gives a feed the absolute address of the published file', async () => {
    const html = await compileMdxToHtml(
      {
        file: FILE,
        body: '![a](./img/a.png)\n\n<img src={require(\'./img/a.png\').default} alt="j" />\n',
        locale: 'es',
      },
      new Set(),
      { admonitionTitles: {} as never, resolveUrl: (url) => `https://x${url}` },
      ASSETS,
    );
    expect(html).toContain(`<img src="https://x${A}" alt="a">`);
    expect(html).toContain(`<img src="https://x${A}" alt="j">`);
  });
});
