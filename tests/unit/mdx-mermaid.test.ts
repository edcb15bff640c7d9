import type { Element } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { MermaidSyntaxError, type RenderMermaid } from '@/lib/mdx/mermaid-renderer';
import {
  buildMermaidSvg,
  importantDeclarations,
  MERMAID_PLACEHOLDER_ID as P,
  roundCoordinates,
} from '@/lib/mdx/mermaid-svg';
import remarkMermaid, { mermaidErrorLine, mermaidSourcesOf } from '@/lib/mdx/remark-mermaid';
import { findStyleAttributes } from '@/lib/security/csp';

/** What Mermaid returns, in miniature: inline styles, a marker reference, an id it leaves unprefixed. */
const MERMAID_SVG = (fill: string) =>
  `<svg id="${P}" width="100%" xmlns="http://www.w3.org/2000/svg" style="max-width: 120.123456px;" viewBox="0 0 120.123456 40" role="graphics-document document" aria-roledescription="flowchart-v2" aria-labelledby="chart-title-${P}"><title id="chart-title-${P}">T</title><style>#${P}{fill:${fill};}#${P} .a&gt;b{stroke:red;}</style><defs><marker id="${P}_arrow"><path d="M0,0"/></marker></defs><g id="actor0" data-et="node"><path style="stroke-width: 1; stroke-dasharray: 1, 0;" marker-end="url(#${P}_arrow)"/><path style="stroke-width: 1; stroke-dasharray: 1, 0;"/><use href="#actor0"/><text>A 3.14159</text></g></svg>`;

const stub =
  (calls: string[] = []): RenderMermaid =>
  async (source, mode) => {
    calls.push(`${mode}:${source}`);
    return {
      svg: MERMAID_SVG(mode === 'light' ? '#333' : '#ccc'),
      ...(source.includes('accTitle') ? { title: 'Mi título' } : {}),
    };
  };

async function transform(markdown: string, render: RenderMermaid, path = 'content/es/docs/flujo.mdx'): Promise<Root> {
  const processor = unified().use(remarkParse).use(remarkMermaid, { render });
  const file = new VFile({ path, value: markdown });
  return (await processor.run(processor.parse(file), file)) as Root;
}

const diagrams = (tree: Root) =>
  tree.children.filter(
    (node): node is MdxJsxFlowElement => node.type === 'mdxJsxFlowElement' && node.name === 'MermaidDiagram',
  );
const svgsOf = (node: MdxJsxFlowElement) =>
  (node.children[0] as unknown as { data: { hChildren: Element[] } }).data.hChildren;
const attr = (node: MdxJsxFlowElement, name: string) =>
  node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)?.value;

describe('mermaidSourcesOf (the diagrams a build draws before its compiles)', () => {
  it("lists the sources of a body's mermaid blocks as the plugin reads them, in lists and JSX too", () => {
    const body =
      'Texto.\n\n```mermaid\nflowchart LR\n  a --> b\n```\n\n- Paso:\n\n  ```mermaid\n  sequenceDiagram\n    A->>B: hola\n  ```\n\n<Tabs>\n\n```Mermaid title="x"\npie\n  "a": 1\n```\n\n</Tabs>\n\n```js\nmermaid\n```\n';
    expect(mermaidSourcesOf(body)).toEqual([
      'flowchart LR\n  a --> b',
      'sequenceDiagram\n  A->>B: hola',
      'pie\n  "a": 1',
    ]);
  });

  it('gives nothing for a body without one, or one that does not parse (its compile says why)', () => {
    expect(mermaidSourcesOf('Sin diagramas.\n')).toEqual([]);
    expect(mermaidSourcesOf('```mermaid\nflowchart LR\n```\n\n{roto\n')).toEqual([]);
  });
});

describe('buildMermaidSvg', () => {
  const svg = buildMermaidSvg(MERMAID_SVG('#333'), {
    id: 'mermaid-ab-1-light',
    labelId: 'mermaid-ab-1-name',
    className: ['mermaid-svg'],
  });
  const html = toHtml(svg);
  it('gives every id the diagram id, references included, so two diagrams and two themes never clash', () => {
    expect(html).toContain('id="mermaid-ab-1-light"');
    expect(html).toContain('marker-end="url(#mermaid-ab-1-light_arrow)"');
    expect(html).toContain('id="mermaid-ab-1-light-actor0"');
    expect(html).toContain('href="#mermaid-ab-1-light-actor0"');
    expect(html).not.toContain(P);
  });
  it('leaves no style attribute: each distinct one is a class with an !important rule in the SVG stylesheet', () => {
    expect(findStyleAttributes(html)).toEqual([]);
    expect(html.match(/mermaid-ab-1-light-s0/g)).toHaveLength(3); // two paths and the rule
    expect(html).toContain(
      '#mermaid-ab-1-light .mermaid-ab-1-light-s0{stroke-width: 1 !important;stroke-dasharray: 1, 0 !important}',
    );
    expect(html).toContain(
      '#mermaid-ab-1-light{max-width: 120.12px !important;min-width:min(120.12px, 32rem) !important}',
    );
  });
  it('is an image named by the page label, without Mermaid role description or data attributes', () => {
    expect(svg.properties.role).toBe('img');
    expect(svg.properties.ariaLabelledBy).toEqual(['mermaid-ab-1-name']);
    expect(html).not.toMatch(/aria-roledescription|data-et/);
    expect(svg.properties.className).toEqual(['mermaid-svg']);
  });
  it('rounds coordinates in attributes but not in the text', () => {
    expect(svg.properties.viewBox).toBe('0 0 120.12 40');
    expect(html).toContain('A 3.14159');
  });
});

describe('mermaid svg helpers', () => {
  it('importantDeclarations marks each declaration once', () => {
    expect(importantDeclarations('fill: red; stroke:blue !important;')).toBe(
      'fill: red !important;stroke:blue !important',
    );
  });
  it('roundCoordinates keeps two decimals', () => {
    expect(roundCoordinates('M1.23456,7.8 L9.999999,1')).toBe('M1.23,7.8 L9.99,1');
  });
  it("mermaidErrorLine counts Mermaid's line from the fence, at most to the diagram's last line", () => {
    expect(mermaidErrorLine('Parse error on line 2:\n…', 10, 3)).toBe(12);
    expect(mermaidErrorLine('Parse error on line 5:\n…', 10, 3)).toBe(13);
    expect(mermaidErrorLine('No line here', 10, 3)).toBe(10);
  });
});

describe('remarkMermaid', () => {
  it('renders each ```mermaid block in both colour modes into <MermaidDiagram> with its source', async () => {
    const calls: string[] = [];
    const tree = await transform(
      'Texto.\n\n```mermaid\nflowchart LR\n  A --> B\n```\n\n```js\nx\n```\n\n```mermaid\nflowchart LR\n  accTitle: T\n  C --> D\n```\n',
      stub(calls),
    );
    const found = diagrams(tree);
    expect(found).toHaveLength(2);
    expect(calls.sort()).toEqual([
      'dark:flowchart LR\n  A --> B',
      'dark:flowchart LR\n  accTitle: T\n  C --> D',
      'light:flowchart LR\n  A --> B',
      'light:flowchart LR\n  accTitle: T\n  C --> D',
    ]);
    expect(tree.children.some((node) => node.type === 'code' && node.lang === 'js')).toBe(true);
    const [first, second] = found as [MdxJsxFlowElement, MdxJsxFlowElement];
    expect(attr(first, 'source')).toBe('flowchart LR\n  A --> B');
    expect(attr(first, 'title')).toBeUndefined();
    expect(attr(second, 'title')).toBe('Mi título');
    const ids = [...svgsOf(first), ...svgsOf(second)].map((svg) => svg.properties.id);
    expect(new Set(ids).size).toBe(4);
    expect(svgsOf(first).map((svg) => svg.properties.className)).toEqual([
      ['mermaid-svg', 'mermaid-svg-light'],
      ['mermaid-svg', 'mermaid-svg-dark'],
    ]);
    expect(svgsOf(first).every((svg) => svg.properties.ariaLabelledBy?.toString() === attr(first, 'labelId'))).toBe(
      true,
    );
    expect(
      (first.children[0] as unknown as { data: { hProperties: Record<string, unknown> } }).data.hProperties
        .dataPagefindIgnore,
    ).toBe('all');
  });
  it('gives the diagrams of two files different ids (a blog list shows several bodies)', async () => {
    const md = '```mermaid\nflowchart LR\n  A --> B\n```\n';
    const [a] = diagrams(await transform(md, stub(), 'content/es/blog/a.mdx'));
    const [b] = diagrams(await transform(md, stub(), 'content/es/blog/b.mdx'));
    expect(attr(a!, 'labelId')).not.toBe(attr(b!, 'labelId'));
  });
  it('does not render anything for a body without diagrams', async () => {
    const calls: string[] = [];
    await transform('```js\nx\n```\n', stub(calls));
    expect(calls).toEqual([]);
  });
  it("stops on a diagram Mermaid cannot read, naming the file, the file's line and Mermaid's message", async () => {
    const failing: RenderMermaid = async () => {
      throw new MermaidSyntaxError("Parse error on line 2:\n...LR  A -->\n----------^\nExpecting 'AMP', got 'EOF'");
    };
    const error = (await transform('# T\n\n```mermaid\nflowchart LR\n  A -->\n```\n', failing).catch(
      (e: unknown) => e,
    )) as Error;
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toContain('content/es/docs/flujo.mdx: body: line 5: Mermaid diagram: Parse error on line 2:');
    expect(error.message).toContain("Expecting 'AMP', got 'EOF'");
    expect(error.message).toContain('Hint:');
  });
});
