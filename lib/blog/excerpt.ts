/**
 * A post's excerpt on the list: its MDX up to the `{/* truncate *\/}` marker, or without
 * one, its first paragraph. The excerpt stays MDX, compiled like the post itself.
 */
import type { Root } from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/** The marker authors write on a line of its own where the list's excerpt ends. */
export const TRUNCATE_MARKER = /^[ \t]*\{\/\*\s*truncate\s*\*\/\}[ \t]*$/m;

/** The MDX an excerpt shows, and whether the post goes on after it. */
export interface ExcerptSource {
  body: string;
  /** Whether more of the post follows (then the list adds "Read more"). */
  truncated: boolean;
}

const parser = unified().use(remarkParse).use(remarkMdx);

/**
 * @example buildExcerptSource('Intro.\n\n{/* truncate *\/}\n\nMore.') → { body: 'Intro.', truncated: true }
 * @example buildExcerptSource('One.\n\nTwo.') → { body: 'One.', truncated: true }
 */
export function buildExcerptSource(body: string): ExcerptSource {
  const marker = TRUNCATE_MARKER.exec(body);
  if (marker) {
    return { body: body.slice(0, marker.index).trim(), truncated: body.slice(marker.index + marker[0].length).trim() !== '' };
  }
  // The first paragraph node, so a heading, a code block or JSX before it is never cut in half.
  const tree = parser.parse(body) as Root;
  const paragraph = tree.children.find((node) => node.type === 'paragraph');
  const start = paragraph?.position?.start.offset;
  const end = paragraph?.position?.end.offset;
  if (paragraph === undefined || start === undefined || end === undefined) return { body: body.trim(), truncated: false };
  return { body: body.slice(start, end).trim(), truncated: body.slice(end).trim() !== '' };
}
