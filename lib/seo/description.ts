/**
 * The meta description of a page whose front matter has none: its first paragraph of
 * prose, as plain text, cut at a word near the length search engines show.
 */
import type { Paragraph } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { parseMdxTree } from '../mdx/mdx-tree';

/** Longest description taken from a body; search results show about 155-160 characters. */
export const DESCRIPTION_MAX_LENGTH = 160;

/**
 * Cuts text at the last word boundary that fits, adding an ellipsis.
 * @example truncateAtWord('one two three', 9) === 'one two…'
 */
export function truncateAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/**
 * The first top-level paragraph of an MDX body as plain text, or '' when there is none.
 * Admonitions, JSX blocks, headings and code are skipped: they are not the page's lead.
 * @example descriptionFromBody('Vigía **protege** tu equipo.\n\n## Más') === 'Vigía protege tu equipo.'
 */
export function descriptionFromBody(body: string, max: number = DESCRIPTION_MAX_LENGTH): string {
  const tree = parseMdxTree(body);
  const paragraph = tree.children.find((node): node is Paragraph => node.type === 'paragraph');
  if (!paragraph) return '';
  return truncateAtWord(toString(paragraph).replace(/\s+/g, ' ').trim(), max);
}
