/**
 * Code blocks may only use the languages the highlighter loads: Shiki would silently
 * print an unknown one as plain text, which hides a typo such as `jsonc` for `json`.
 */
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { ContentError } from '../content/errors';

/** Languages that mean "no highlighting" and need no grammar. */
const PLAIN_LANGUAGES = new Set(['text', 'txt', 'plaintext']);

/** The remark plugin, for a given list of loaded languages. */
export default function remarkCodeLanguages(options: { languages: readonly string[] }) {
  const allowed = new Set([...options.languages, ...PLAIN_LANGUAGES]);
  return (tree: Root, file: VFile) => {
    visit(tree, 'code', (node) => {
      if (node.lang && !allowed.has(node.lang)) {
        throw new ContentError(
          file.path,
          'body',
          `line ${node.position?.start.line ?? '?'}: code language "${node.lang}" is not supported`,
          `use one of ${[...allowed].join(', ')}, or add it to CODE_LANGUAGES in lib/mdx/index.ts`,
        );
      }
    });
  };
}
