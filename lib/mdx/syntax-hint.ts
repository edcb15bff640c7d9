/**
 * How to fix an MDX syntax error, by the parser that raised it (the `source` of its VFileMessage):
 * most come from a `{` or a `<` meant as text; and such an error as the content error that
 * names its file.
 */
import { ContentError } from '../content/errors';

/**
 * The hint for an MDX syntax error, or undefined when its parser is not one of MDX's own.
 * @example mdxSyntaxHint('micromark-extension-mdx-expression') === 'in MDX `{` starts a JavaScript expression: close it with `}`, or write `\\{` for a brace'
 */
export function mdxSyntaxHint(source: string | undefined): string | undefined {
  if (source === 'micromark-extension-mdx-expression')
    return 'in MDX `{` starts a JavaScript expression: close it with `}`, or write `\\{` for a brace';
  if (source === 'micromark-extension-mdx-jsx' || source === 'mdast-util-mdx-jsx')
    return 'in MDX `<` starts a JSX tag: close the tag (`<br />`, `<div>…</div>`), or write `\\<` for the character';
  return undefined;
}

/**
 * A parse's or a compile's failure as the content error that names the file, the line when
 * the parser gave one (else the reason says where) and the hint. The parsed text counts the
 * file's lines above the body (lib/mdx/body-lines.ts), so the parser's line is the file's.
 */
export function mdxContentError(file: string, error: unknown): ContentError {
  if (error instanceof ContentError) return error;
  const reason = error instanceof Error ? error.message : String(error);
  const { line, source: parser } = (error ?? {}) as { line?: number; source?: string };
  return new ContentError(file, 'body', `${line ? `line ${line}: ` : ''}${reason}`, mdxSyntaxHint(parser), {
    cause: error,
  });
}
