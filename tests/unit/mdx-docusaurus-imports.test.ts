import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { contentErrorOf } from './fixtures';
import { compileMdx } from '@/lib/mdx';
import {
  MDX_COMPONENT_NAMES,
  resolveDocusaurusImport,
  THEME_COMPONENTS,
  useBaseUrl,
} from '@/lib/mdx/docusaurus-components';
import { withBasePath } from '@/lib/urls';

/** A stand-in for each registry key: shows which one rendered, with its props. */
function stub(name: string) {
  return (props: Record<string, unknown> & { children?: ReactNode }) => {
    const { children, ...rest } = props;
    const data = Object.fromEntries(
      Object.entries(rest).map(([k, v]) => [`data-${k.toLowerCase()}`, typeof v === 'string' ? v : JSON.stringify(v)]),
    );
    return createElement('div', { 'data-component': name, ...data }, children);
  };
}
const COMPONENTS = Object.fromEntries(MDX_COMPONENT_NAMES.map((name) => [name, stub(name)]));

async function render(body: string, bodyLineOffset = 0, docCardList = true) {
  // As in a category's index doc, where <DocCardList /> may stand (remark-doc-card-list.ts).
  const { Content } = await compileMdx(
    { file: 'content/es/docs/x.mdx', body, locale: 'es', bodyLineOffset, docCardList },
    new Set(['/docs/intro']),
  );
  return renderToStaticMarkup(createElement(Content, { components: COMPONENTS }));
}

const compileError = (body: string, bodyLineOffset = 0) => contentErrorOf(() => render(body, bodyLineOffset));

describe('remark-defined-components', () => {
  it('stops at the line of a component the file neither imports nor declares, naming what exists', async () => {
    const error = await compileError('Texto.\n\n<Highlight color="red">\n  hola\n</Highlight>\n', 2);
    expect(error.message).toContain('line 5: <Highlight> is not defined');
    expect(error.hint).toMatch(
      /^declare it in the file \(export const Highlight = …\) or use one of the site's components: Admonition, BrowserWindow, Code, CodeBlock, DocCardList, Details, TabItem, Tabs, ThemedImage, TOCInline \(imports: @theme\/Tabs/,
    );
    expect((await compileError('<Fancy.Box />\n')).message).toContain('line 1: <Fancy.Box> is not defined');
  });

  it("lets through the site's components and what the file declares", async () => {
    const html = await render(
      'export const Highlight = ({children}) => <mark>{children}</mark>;\n\n<Highlight>sí</Highlight> y <Tabs><TabItem value="a">A</TabItem></Tabs>\n',
    );
    expect(html).toContain('<mark>sí</mark>');
  });
});

describe('render-time errors', () => {
  it('name the file and the line that reads an undefined value, with what content may read', async () => {
    const body = '```js\nmetadata.x\n```\n\nTexto.\n\n{metadata.title}\n';
    const { Content } = await compileMdx(
      { file: 'content/es/docs/x.mdx', body, locale: 'es', bodyLineOffset: 3 },
      new Set(),
    );
    const error = await contentErrorOf(async () =>
      renderToStaticMarkup(createElement(Content, { components: COMPONENTS })),
    );
    expect(error.message).toContain('content/es/docs/x.mdx: body: line 10: rendering failed: metadata is not defined');
    expect(error.hint).toMatch(
      /Docusaurus' toc, frontMatter and contentTitle, and what the file declares \(export const metadata = …\)/,
    );
  });
});

describe('Docusaurus globals (toc, frontMatter, contentTitle)', () => {
  it("give the page's own values to content that reads them", async () => {
    const { Content } = await compileMdx(
      {
        file: 'content/es/docs/x.mdx',
        body: "## Uno\n\n### Dos & tres\n\n{frontMatter.title} — {contentTitle} — {toc.map((t) => `${t.level}:${t.id}:${t.value}`).join(', ')}\n",
        locale: 'es',
        frontMatter: { title: 'Título' },
        title: 'Título',
      },
      new Set(),
    );
    const html = renderToStaticMarkup(createElement(Content, { components: COMPONENTS }));
    expect(html).toContain('Título — Título — 2:uno:Uno, 3:dos--tres:Dos &amp;amp; tres');
  });

  it('leave a file that declares its own toc alone', async () => {
    const html = await render('export const toc = [1, 2];\n\n{toc.length}\n');
    expect(html).toContain('2');
  });
});

describe('remark-docusaurus-imports', () => {
  for (const [module, key] of Object.entries(THEME_COMPONENTS)) {
    it(`binds "import X from '${module}'" to the site's ${key} component, under any local name`, async () => {
      const html = await render(`import Local from '${module}';\n\n<Local a="1">texto</Local>\n`);
      expect(html).toMatch(new RegExp(`data-component="${key}" data-a="1"`));
    });
  }

  it('renames imported components inside JSX attribute values too', async () => {
    const { Content } = await compileMdx(
      {
        file: 'content/es/docs/x.mdx',
        body: `import D from '@theme/Details';\nimport A from '@theme/Admonition';\n\n<D summary={<A type="tip">x</A>}>y</D>\n`,
        locale: 'es',
      },
      new Set(),
    );
    const Details = (p: { summary: ReactNode; children?: ReactNode }) =>
      createElement('details', null, p.summary, p.children);
    const html = renderToStaticMarkup(createElement(Content, { components: { ...COMPONENTS, Details } }));
    expect(html).toContain('<details><div data-component="Admonition" data-type="tip">x</div>y</details>');
  });

  it('binds @docusaurus/useBaseUrl to a function giving site paths under the base path', async () => {
    const html = await render(
      `import useBaseUrl from '@docusaurus/useBaseUrl';\n\n<img src={useBaseUrl('/img/a.png')} alt="" />\n`,
    );
    expect(html).toContain(`src="${withBasePath('/img/a.png')}"`);
  });

  it('binds @site/static/<file> to the URL of public/<file>', async () => {
    const html = await render(`import logo from '@site/static/img/logo.svg';\n\n<img src={logo} alt="" />\n`);
    expect(html).toContain(`src="${withBasePath('/img/logo.svg')}"`);
  });

  it('turns an imported CodeBlock with literal code into a highlighted code block with its title', async () => {
    const html = await render(
      'import CodeBlock from \'@theme/CodeBlock\';\n\n<CodeBlock language="js" title="a.js">{`const a = 1;`}</CodeBlock>\n',
    );
    expect(html).toContain('data-component="CodeBlock"');
    expect(html).toContain('data-title="a.js"');
    expect(html).toContain('<pre class="shiki">');
    expect(html).not.toContain('DocusaurusCodeBlock');
  });

  it('stops the build on an unknown module, naming the file, the line in the file, the module and what is supported', async () => {
    const error = await compileError(`\nimport Tabs from '@theme/Tabs';\nimport Fancy from '@theme/Fancy';\n`, 4);
    expect(error.file).toBe('content/es/docs/x.mdx');
    expect(error.message).toContain('line 7:');
    expect(error.message).toContain('"@theme/Fancy"');
    expect(error.message).toMatch(/supported imports: .*@theme\/Tabs.*@docusaurus\/useBaseUrl.*@site\/static\//);
  });

  it('stops the build on an unregistered site component and on a named import', async () => {
    expect((await compileError(`import X from '@site/src/components/X';\n`)).message).toContain(
      '"@site/src/components/X"',
    );
    expect((await compileError(`import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';\n`)).message).toContain(
      'only a default import',
    );
  });

  it('keeps exports that define things in the file', async () => {
    const html = await render(
      `export const Highlight = ({ children }) => <mark>{children}</mark>;\n\n<Highlight>hi</Highlight>\n`,
    );
    expect(html).toContain('<mark>hi</mark>');
  });
});

describe('resolveDocusaurusImport', () => {
  it('refuses paths that climb out of public/ and unknown modules', () => {
    expect(resolveDocusaurusImport('@site/static/../package.json')).toBeUndefined();
    expect(resolveDocusaurusImport('@theme/DocCardItem')).toBeUndefined();
    expect(resolveDocusaurusImport('react')).toBeUndefined();
  });
});

describe('useBaseUrl', () => {
  it('puts site paths under the base path and leaves other URLs alone', () => {
    expect(useBaseUrl('/img/a.png')).toBe(withBasePath('/img/a.png'));
    expect(useBaseUrl('https://vigia.example/x')).toBe('https://vigia.example/x');
    expect(useBaseUrl('//cdn.example/x')).toBe('//cdn.example/x');
    expect(useBaseUrl('#top')).toBe('#top');
    expect(useBaseUrl('img/a.png')).toBe('img/a.png');
    expect(useBaseUrl('img/a.png', { forcePrependBaseUrl: true })).toBe(withBasePath('/img/a.png'));
  });
});
