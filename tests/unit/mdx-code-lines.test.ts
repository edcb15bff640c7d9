import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { compileMdx } from '@/lib/mdx';
import type { Code, Root } from 'mdast';
import type { VFile } from 'vfile';
import remarkCodeLines from '@/lib/mdx/remark-code-lines';
import {
  buildCodeMeta,
  formatLineClasses,
  parseLineClasses,
  parseHighlightRanges,
  parseLineNumbersStart,
  removeMagicComments,
} from '@/lib/mdx/code-line-marks';

describe('parseHighlightRanges', () => {
  it('reads single lines and ranges of a `{1,3-5}` group', () => {
    expect([...parseHighlightRanges('{1,3-5}')]).toEqual([1, 3, 4, 5]);
  });
  it('reads the group beside a title and showLineNumbers, and ignores braces inside quotes', () => {
    expect([...parseHighlightRanges('title="{x}.ts" {2} showLineNumbers')]).toEqual([2]);
  });
  it('returns no lines when the meta has no group', () => {
    expect(parseHighlightRanges(undefined).size).toBe(0);
  });
  it('refuses an unreadable range with a hint', () => {
    expect(() => parseHighlightRanges('{1,3-x}')).toThrow(/"\{1,3-x\}" cannot be read/);
    expect(() => parseHighlightRanges('{5-2}')).toThrow(/empty/);
  });
});

describe('parseLineNumbersStart', () => {
  it('starts at 1 for `showLineNumbers` and at N for `showLineNumbers=N`', () => {
    expect(parseLineNumbersStart('showLineNumbers')).toBe(1);
    expect(parseLineNumbersStart('title="a" showLineNumbers=7')).toBe(7);
    expect(parseLineNumbersStart('title="showLineNumbers"')).toBeUndefined();
  });
  it('refuses a start that is not a number', () => {
    expect(() => parseLineNumbersStart('showLineNumbers=x')).toThrow(/not a line number/);
  });
});

describe('buildCodeMeta', () => {
  it('keeps the title and writes the merged lines and the first number in one form', () => {
    expect(buildCodeMeta('title="a {1}" {2} showLineNumbers', new Set([4, 2]), 1)).toBe(
      'title="a {1}" {2,4} showLineNumbers=1',
    );
  });
});

describe('removeMagicComments', () => {
  it('marks the line after `// highlight-next-line` and removes the comment', () => {
    expect(removeMagicComments('a\n// highlight-next-line\nb\nc', 'js')).toEqual({
      code: 'a\nb\nc',
      highlighted: new Set([2]),
      lineClasses: new Map(),
      problems: [],
    });
  });
  it('marks the lines between `highlight-start` and `highlight-end`', () => {
    const result = removeMagicComments('a\n  // highlight-start\nb\nc\n  // highlight-end\nd', 'ts');
    expect(result.code).toBe('a\nb\nc\nd');
    expect([...result.highlighted]).toEqual([2, 3]);
  });
  for (const [lang, comment] of [
    ['py', '# highlight-next-line'],
    ['bash', '#highlight-next-line'],
    ['html', '<!-- highlight-next-line -->'],
    ['css', '/* highlight-next-line */'],
    ['jsx', '{/* highlight-next-line */}'],
    ['md', '<!-- highlight-next-line -->'],
    ['sql', '-- highlight-next-line'],
  ] as const) {
    it(`reads the ${comment} form in ${lang}`, () => {
      expect(removeMagicComments(`x\n${comment}\ny`, lang)).toMatchObject({ code: 'x\ny', highlighted: new Set([2]) });
    });
  }
  it('leaves a comment form the language does not have as code (as Docusaurus: `//` in Markdown)', () => {
    expect(removeMagicComments('// highlight-next-line\ny', 'md')).toMatchObject({
      code: '// highlight-next-line\ny',
      highlighted: new Set(),
    });
  });
  it('reports an unbalanced start or end', () => {
    expect(removeMagicComments('// highlight-start\na', 'js').problems).toHaveLength(1);
    expect(removeMagicComments('a\n// highlight-end', 'js').problems).toHaveLength(1);
  });
});

describe("the site's own magic comments (themeConfig.prism.magicComments)", () => {
  const diff = [
    { className: 'code-block-diff-red', line: 'diff-red' },
    { className: 'code-block-diff-green', line: 'diff-green', block: { start: 'green-start', end: 'green-end' } },
  ];
  it("gives the next line the comment's class and removes the comment line", () => {
    const result = removeMagicComments('// diff-red\nold();\n// diff-green\nnew();\nsame();', 'ts', diff);
    expect(result.code).toBe('old();\nnew();\nsame();');
    expect(result.lineClasses).toEqual(
      new Map([
        ['code-block-diff-red', new Set([1])],
        ['code-block-diff-green', new Set([2])],
      ]),
    );
    expect(result.highlighted.size).toBe(0);
  });
  it("marks a block between its start and end comments, in the language's comment syntax", () => {
    const result = removeMagicComments('# green-start\na\nb\n# green-end\nc', 'bash', diff);
    expect(result.code).toBe('a\nb\nc');
    expect(result.lineClasses.get('code-block-diff-green')).toEqual(new Set([1, 2]));
  });
  it("leaves Docusaurus' default comments as code when the site's list replaces them", () => {
    expect(removeMagicComments('// highlight-next-line\na', 'js', diff).code).toBe('// highlight-next-line\na');
  });
  it('writes the classed lines into the meta and reads them back', () => {
    const classes = new Map([
      ['red', new Set([3, 1])],
      ['a b', new Set([2])],
    ]);
    const meta = buildCodeMeta('title="x"', new Set(), undefined, classes);
    expect(meta).toBe('title="x" lineClasses="red:1,3|a b:2"');
    expect(parseLineClasses(meta)).toEqual(
      new Map([
        ['red', new Set([1, 3])],
        ['a b', new Set([2])],
      ]),
    );
    expect(buildCodeMeta(meta, new Set(), undefined, new Map([['red', new Set([4])]]))).toBe(
      'title="x" lineClasses="red:4"',
    );
    expect(formatLineClasses(new Map())).toBe('');
  });
  it("gives `{1,3}` ranges the first magic comment's class, as Docusaurus does", () => {
    const tree: Root = { type: 'root', children: [{ type: 'code', lang: 'js', meta: '{2}', value: 'a\nb' }] };
    remarkCodeLines({ magicComments: diff })(tree, { path: 'x.mdx' } as VFile);
    expect((tree.children[0] as Code).meta).toBe('lineClasses="code-block-diff-red:2"');
  });
  it('renders the classes on the lines', async () => {
    const { Content } = await compileMdx(
      { file: 'content/es/docs/x.mdx', locale: 'es', body: '```js lineClasses="code-block-diff-red:2"\na\nb\n```\n' },
      new Set(['/']),
    );
    const html = renderToStaticMarkup(
      createElement(Content, {
        components: { CodeBlock: (p: { children?: unknown }) => createElement('figure', null, p.children as never) },
      }),
    );
    expect(html).toMatch(/<pre class="shiki lines">/);
    expect(html.match(/class="line code-block-diff-red"/g)).toHaveLength(1);
  });
});

describe('compileMdx code blocks with line marks', () => {
  const render = async (body: string) => {
    const { Content } = await compileMdx({ file: 'content/es/docs/x.mdx', locale: 'es', body }, new Set(['/']));
    return renderToStaticMarkup(
      createElement(Content, {
        components: { CodeBlock: (p: { children?: unknown }) => createElement('figure', null, p.children as never) },
      }),
    );
  };
  it('marks the lines of `{1,3}` and of magic comments, and shows no magic comment', async () => {
    const html = await render('```js {1}\nconst a = 1;\n// highlight-next-line\nconst b = 2;\nconst c = 3;\n```\n');
    expect(html).toMatch(/<pre class="shiki lines">/);
    expect(html.match(/class="line highlighted"/g)).toHaveLength(2);
    expect(html).not.toContain('highlight-next-line');
    const lines = [...html.matchAll(/<span class="line( highlighted)?">(.*?)<\/span>(?=\n|<\/code>)/g)];
    expect(lines.map((l) => Boolean(l[1]))).toEqual([true, true, false]);
  });
  it('numbers the lines with the `ln` class, and writes the number on each line when it starts elsewhere', async () => {
    expect(await render('```ts showLineNumbers\na\nb\n```\n')).toMatch(/<pre class="shiki lines ln">/);
    const html = await render('```ts showLineNumbers=41\na\nb\n```\n');
    expect(html).toContain('data-n="41"');
    expect(html).toContain('data-n="42"');
  });
  it('leaves a block without marks as before: no line wrappers', async () => {
    const html = await render('```ts title="a.ts"\nconst a = 1;\n```\n');
    expect(html).not.toContain('class="line');
    expect(html).toContain('<pre class="shiki">');
  });
  it('stops the build at an unreadable range, naming the file and the line in the file', async () => {
    await expect(
      compileMdx(
        { file: 'content/es/docs/x.mdx', locale: 'es', body: 'Texto.\n\n```js {1,3-x}\na\n```\n', bodyLineOffset: 4 },
        new Set(['/']),
      ),
    ).rejects.toThrow(
      /content\/es\/docs\/x\.mdx: body: line 7: code block: the line range "\{1,3-x\}" cannot be read[\s\S]*Hint: write line numbers/,
    );
  });
  it('warns, naming file and line, for a `highlight-start` never closed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await render('```js\n// highlight-start\na\n```\n');
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^content\/es\/docs\/x\.mdx:1: code block: "highlight-start" without a "highlight-end"/),
    );
    warn.mockRestore();
  });
});
