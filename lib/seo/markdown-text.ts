/**
 * Text nodes written as mdast-util-to-markdown writes them, escaped the same, in less time:
 * the library runs each of its ~100 escaping patterns' expressions over every text node
 * (most of a Markdown twin's time), and a pattern matches only where its character is.
 */
import type { Options } from 'remark-stringify';

type TextHandler = NonNullable<NonNullable<Options['handlers']>['text']>;
type Unsafe = Parameters<TextHandler>[2]['unsafe'][number];

/** Bit shared by characters past the 31st, non-ASCII ones and control characters but tab and line endings. */
const SHARED_BIT = 31;

/** A state's patterns by character: a text's mask of character bits picks those that can match it. */
interface PatternIndex {
  /** Bit of each ASCII character; -1 for one no pattern names. */
  bitOf: Int8Array;
  /** Bit of any other character: the shared one when a pattern names such a character, else -1. */
  otherBit: number;
  /** Each pattern's character bit as a mask; 0 for a pattern that matches anywhere (no character). */
  masks: number[];
  /** The patterns a text's mask can match, in the state's order. */
  byMask: Map<number, Unsafe[]>;
}

const indexes = new WeakMap<readonly Unsafe[], PatternIndex>();

function indexOf(patterns: readonly Unsafe[]): PatternIndex {
  const known = indexes.get(patterns);
  if (known) return known;
  const bitOf = new Int8Array(128).fill(-1);
  for (let code = 0; code < 32; code++) if (code !== 9 && code !== 10 && code !== 13) bitOf[code] = SHARED_BIT;
  let next = 0;
  let otherBit = -1;
  const bitOfCharacter = (character: string) => {
    const code = character.charCodeAt(0);
    if (character.length !== 1 || code >= 128) return (otherBit = SHARED_BIT);
    if (bitOf[code] === -1) bitOf[code] = Math.min(next++, SHARED_BIT);
    return bitOf[code]!;
  };
  const masks = patterns.map((p) => (p.character === '' ? 0 : 1 << bitOfCharacter(p.character)));
  const index = { bitOf, otherBit, masks, byMask: new Map<number, Unsafe[]>() };
  indexes.set(patterns, index);
  return index;
}

/** The `text` handler of remark-stringify: the library's own, given only the patterns the text can meet. */
export const escapedText: TextHandler = (node, parent, state, info) => {
  const every = state.unsafe;
  const { bitOf, otherBit, masks, byMask } = indexOf(every);
  // What the library's `safe` matches against: the text between the characters around it.
  const value = info.before + node.value + info.after;
  let mask = 0;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    const bit = code < 128 ? bitOf[code]! : otherBit;
    if (bit >= 0) mask |= 1 << bit;
  }
  let patterns = byMask.get(mask);
  if (!patterns) {
    patterns = every.filter((_, i) => masks[i] === 0 || (mask & masks[i]!) !== 0);
    byMask.set(mask, patterns);
  }
  state.unsafe = patterns;
  try {
    const siblings = parent ? parent.children : [];
    const at = state.indexStack.at(-1) ?? 0;
    return state.safe(node.value, { ...info, afterNode: siblings[at + 1], beforeNode: siblings[at - 1] });
  } finally {
    state.unsafe = every;
  }
};
