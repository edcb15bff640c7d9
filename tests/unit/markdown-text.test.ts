import type { PhrasingContent, Root, RootContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkStringify, { type Options } from 'remark-stringify';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { escapedText } from '@/lib/seo/markdown-text';

const options: Options = { bullet: '-', fences: true, rule: '-', emphasis: '_' };
const stringifierWith = (handlers: Options['handlers']) =>
  unified()
    .use(remarkStringify, { ...options, handlers })
    .use(remarkGfm)
    .use(remarkMath);
const library = stringifierWith({});
const ours = stringifierWith({ text: escapedText });

/** Every character some escaping pattern names, with letters, digits, accents, emoji and controls. */
const ALPHABET = [
  ...'\t\r\n !"#&\'()*+-.<=>[\\]_`~@:|$',
  ...'aeñ19Z',
  ' ',
  ' ',
  'é',
  '😀',
  '\u0000',
  '\u0007',
  '\u001f',
  'http://',
  'www.',
  '1.',
  '- ',
  '# ',
];

/** A seeded generator, so a failure names a case that comes back. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % below;
  };
}

function randomText(next: (below: number) => number): string {
  let text = '';
  const length = 1 + next(12);
  for (let i = 0; i < length; i++) text += ALPHABET[next(ALPHABET.length)];
  return text;
}

/** Phrasing with text beside other nodes, so patterns that look at the node before or after meet some. */
function randomPhrasing(next: (below: number) => number): PhrasingContent[] {
  const children: PhrasingContent[] = [];
  const count = 1 + next(4);
  for (let i = 0; i < count; i++) {
    const value = randomText(next);
    const kind = next(6);
    if (kind === 0) children.push({ type: 'emphasis', children: [{ type: 'text', value }] });
    else if (kind === 1) children.push({ type: 'strong', children: [{ type: 'text', value }] });
    else if (kind === 2) children.push({ type: 'inlineCode', value });
    else if (kind === 3)
      children.push({ type: 'link', url: 'https://example.com/a', children: [{ type: 'text', value }] });
    else children.push({ type: 'text', value });
  }
  return children;
}

function randomBlock(next: (below: number) => number): RootContent {
  const phrasing = randomPhrasing(next);
  switch (next(5)) {
    case 0:
      return { type: 'heading', depth: 2, children: phrasing };
    case 1:
      return { type: 'blockquote', children: [{ type: 'paragraph', children: phrasing }] };
    case 2:
      return {
        type: 'list',
        ordered: next(2) === 0,
        children: [{ type: 'listItem', children: [{ type: 'paragraph', children: phrasing }] }],
      };
    case 3:
      return {
        type: 'table',
        children: [
          { type: 'tableRow', children: [{ type: 'tableCell', children: [{ type: 'text', value: 'a' }] }] },
          { type: 'tableRow', children: [{ type: 'tableCell', children: phrasing }] },
        ],
      };
    default:
      return { type: 'paragraph', children: phrasing };
  }
}

describe('escapedText', () => {
  it('writes every text as the library does, in every construct, beside every kind of node', () => {
    const next = random(41);
    for (let round = 0; round < 3000; round++) {
      const tree: Root = { type: 'root', children: [randomBlock(next), randomBlock(next)] };
      const expected = library.stringify(tree);
      expect(ours.stringify(tree), `case ${round}: ${JSON.stringify(expected)}`).toBe(expected);
    }
  });

  it('hands the library only the patterns whose character the text holds', () => {
    const seen: { value: string; patterns: number; every: number }[] = [];
    const counting = stringifierWith({
      text(node, parent, state, info) {
        const every = state.unsafe.length;
        const safe = state.safe;
        state.safe = (value, config) => {
          seen.push({ value: value ?? '', patterns: state.unsafe.length, every });
          return safe.call(state, value, config);
        };
        try {
          return escapedText(node, parent, state, info);
        } finally {
          state.safe = safe;
        }
      },
    });
    const out = counting.stringify({
      type: 'root',
      children: [
        { type: 'paragraph', children: [{ type: 'text', value: 'Campañas de phishing simuladas' }] },
        { type: 'paragraph', children: [{ type: 'text', value: '*no es énfasis*' }] },
      ],
    });
    expect(out).toBe('Campañas de phishing simuladas\n\n\\*no es énfasis\\*\n');
    const [words, stars] = seen;
    expect(words!.every).toBeGreaterThan(50);
    expect(words!.patterns).toBeLessThan(words!.every / 5);
    expect(stars!.patterns).toBeGreaterThan(words!.patterns);
  });
});
