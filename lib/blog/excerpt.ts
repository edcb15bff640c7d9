/**
 * A post's excerpt on the list: its MDX up to the `{/* truncate *\/}` marker, or without
 * one, its first paragraph. The excerpt stays MDX, compiled like the post itself.
 */
import { parseMdxTree } from '../mdx/mdx-tree';

/** The expression `{/* truncate *\/}` is, once parsed: a comment that says `truncate`. */
const TRUNCATE_COMMENT = /^\s*\/\*\s*truncate\s*\*\/\s*$/;

/** The MDX an excerpt shows, and whether the post goes on after it. */
export interface ExcerptSource {
  body: string;
  /** Whether more of the post follows (then the list adds "Read more"). */
  truncated: boolean;
}

/**
 * @example buildExcerptSource('Intro.\n\n{/* truncate *\/}\n\nMore.') → { body: 'Intro.', truncated: true }
 * @example buildExcerptSource('One.\n\nTwo.') → { body: 'One.', truncated: true }
 */
export function buildExcerptSource(body: string): ExcerptSource {
  // Parsed, so that a marker inside a code block stays code, and a heading, a code block
  // or JSX before the first paragraph is never cut in half.
  const tree = parseMdxTree(body);
  const marker = tree.children.find((node) => node.type === 'mdxFlowExpression' && TRUNCATE_COMMENT.test(node.value));
  const cut = marker ? { start: marker.position?.start.offset, end: marker.position?.end.offset } : undefined;
  if (cut?.start !== undefined && cut.end !== undefined) {
    return { body: body.slice(0, cut.start).trim(), truncated: body.slice(cut.end).trim() !== '' };
  }
  const paragraph = tree.children.find((node) => node.type === 'paragraph');
  const start = paragraph?.position?.start.offset;
  const end = paragraph?.position?.end.offset;
  if (start === undefined || end === undefined) return { body: body.trim(), truncated: false };
  return { body: body.slice(start, end).trim(), truncated: body.slice(end).trim() !== '' };
}
