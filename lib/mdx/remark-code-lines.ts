/**
 * Docusaurus' line marks on every fenced code block: the magic comments are removed from
 * the code (so neither the page nor the copy button shows them) and, with the `{1,3-5}`
 * ranges and `showLineNumbers`, written back into the block's meta in one normal form
 * that shiki-line-marks.ts reads when it highlights. An unreadable range stops the build
 * naming the file and line; an unbalanced `highlight-start` / `highlight-end` warns.
 */
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from './visit';
import { ContentError } from '../content/errors';
import { warnOnce } from './compile-warnings';
import {
  buildCodeMeta,
  CodeMetaError,
  parseHighlightRanges,
  parseLineNumbersStart,
  removeMagicComments,
} from './code-line-marks';

/** The remark plugin; runs before remark-code-blocks wraps the blocks. */
export default function remarkCodeLines() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'code', (node) => {
      const line = node.position?.start.line ?? '?';
      let ranges: Set<number>;
      let start: number | undefined;
      try {
        ranges = parseHighlightRanges(node.meta);
        start = parseLineNumbersStart(node.meta);
      } catch (error) {
        if (!(error instanceof CodeMetaError)) throw error;
        throw new ContentError(file.path, 'body', `line ${line}: code block: ${error.message}`, error.hint);
      }
      const magic = removeMagicComments(node.value, node.lang);
      for (const problem of magic.problems) {
        warnOnce(file, `${file.path}:${line}: code block: ${problem}`);
      }
      const highlighted = new Set([...ranges, ...magic.highlighted]);
      if (highlighted.size === 0 && start === undefined && magic.code === node.value) return;
      node.value = magic.code;
      node.meta = buildCodeMeta(node.meta, highlighted, start) || null;
    });
  };
}
