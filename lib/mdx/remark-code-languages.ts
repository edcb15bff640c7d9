/**
 * Code block languages: every language Shiki bundles (and its aliases: `sh`, `py`, `md`…)
 * is highlighted, its grammar loaded only when a block uses it. An unknown language is not
 * silently dropped: the block shows as plain text and the build prints one warning line with
 * the file and the line, so a typo such as `jsonc` for `json` is seen.
 */
import type { Root } from 'mdast';
import { bundledLanguagesInfo } from 'shiki';
import type { VFile } from 'vfile';
import { visit } from './visit';
import { warnOnce } from './compile-warnings';

/** Languages that mean "no highlighting" and need no grammar. */
export const PLAIN_LANGUAGES = ['text', 'txt', 'plaintext', 'plain'] as const;

/** Every language name the highlighter knows: Shiki's ids and aliases, and the plain ones. */
export const KNOWN_LANGUAGES: ReadonlySet<string> = new Set([
  ...bundledLanguagesInfo.flatMap((lang) => [lang.id, ...(lang.aliases ?? [])]),
  ...PLAIN_LANGUAGES,
]);

/**
 * The warning for a code block whose language the highlighter does not know.
 * @example unknownLanguageWarning('content/es/docs/a.mdx', 12, 'jsonc5') === 'content/es/docs/a.mdx:12: code language "jsonc5" is unknown; shown as plain text'
 */
export function unknownLanguageWarning(file: string, line: number | string, lang: string): string {
  return `${file}:${line}: code language "${lang}" is unknown; shown as plain text`;
}

/** The remark plugin. */
export default function remarkCodeLanguages() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'code', (node) => {
      if (!node.lang || KNOWN_LANGUAGES.has(node.lang.toLowerCase())) return;
      warnOnce(file, unknownLanguageWarning(file.path, node.position?.start.line ?? '?', node.lang));
      node.lang = 'text';
    });
  };
}
