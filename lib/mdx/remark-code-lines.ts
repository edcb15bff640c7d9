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
import { getSiteConfig } from '../site-config';
import {
  buildCodeMeta,
  DOCUSAURUS_HIGHLIGHT_CLASS,
  type MagicComment,
  CodeMetaError,
  parseHighlightRanges,
  parseLineNumbersStart,
  removeMagicComments,
} from './code-line-marks';

/**
 * The remark plugin; runs before remark-code-blocks wraps the blocks. Magic comments are the
 * site's (`code.magicComments` of content/site.json), Docusaurus' default when it has none.
 */
export default function remarkCodeLines(options: { magicComments?: readonly MagicComment[] } = {}) {
  return (tree: Root, file: VFile) => {
    const magicComments = options.magicComments ?? getSiteConfig().code.magicComments;
    // As in Docusaurus, `{1,3}` in the meta gives the lines the first magic comment's class.
    const rangeClass = magicComments[0]?.className ?? DOCUSAURUS_HIGHLIGHT_CLASS;
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
      const magic = removeMagicComments(node.value, node.lang, magicComments);
      for (const problem of magic.problems) {
        warnOnce(file, `${file.path}:${line}: code block: ${problem}`);
      }
      const lineClasses = magic.lineClasses;
      if (rangeClass !== DOCUSAURUS_HIGHLIGHT_CLASS && ranges.size > 0)
        lineClasses.set(rangeClass, new Set([...(lineClasses.get(rangeClass) ?? []), ...ranges]));
      const highlighted = new Set([...(rangeClass === DOCUSAURUS_HIGHLIGHT_CLASS ? ranges : []), ...magic.highlighted]);
      if (highlighted.size === 0 && lineClasses.size === 0 && start === undefined && magic.code === node.value) return;
      node.value = magic.code;
      node.meta = buildCodeMeta(node.meta, highlighted, start, lineClasses) || null;
    });
  };
}
