/**
 * How to fix an MDX syntax error, by the parser that raised it (the `source` of its VFileMessage):
 * most come from a `{` or a `<` meant as text.
 */

/**
 * The hint for an MDX syntax error, or undefined when its parser is not one of MDX's own.
 * @example mdxSyntaxHint('micromark-extension-mdx-expression') === 'in MDX `{` starts a JavaScript expression: close it with `}`, or write `\\{` for a brace'
 */
export function mdxSyntaxHint(source: string | undefined): string | undefined {
  if (source === 'micromark-extension-mdx-expression') return 'in MDX `{` starts a JavaScript expression: close it with `}`, or write `\\{` for a brace';
  if (source === 'micromark-extension-mdx-jsx' || source === 'mdast-util-mdx-jsx') return 'in MDX `<` starts a JSX tag: close the tag (`<br />`, `<div>…</div>`), or write `\\<` for the character';
  return undefined;
}
