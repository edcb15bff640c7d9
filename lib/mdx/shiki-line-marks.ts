/**
 * A Shiki transformer that marks a block's lines as its meta asks (normalised by
 * remark-code-lines.ts): `{2,4}` gives those lines the class `highlighted`, `lineClasses="c:1"` the
 * site's magic-comment classes, `showLineNumbers=N`
 * gives the `<pre>` the class `ln`, whose lines the stylesheet numbers with a CSS counter
 * (generated content: never selected nor copied). Such a block keeps Shiki's line
 * wrappers (rehype-code-classes.ts drops them from the others, to save bytes).
 */
import type { ShikiTransformer } from 'shiki';
import { parseHighlightRanges, parseLineClasses, parseLineNumbersStart } from './code-line-marks';

/** Class of a `<pre>` whose lines stay wrapped in `<span class="line">`. */
export const LINES_CLASS = 'lines';
/** Class of a `<pre>` with line numbers. */
export const NUMBERED_CLASS = 'ln';
/** Class of a marked line. */
export const HIGHLIGHTED_CLASS = 'highlighted';

/** The transformer. */
export function shikiLineMarks(): ShikiTransformer {
  return {
    name: 'vigia:line-marks',
    pre(node) {
      const meta = this.options.meta?.__raw;
      const highlighted = parseHighlightRanges(meta);
      const start = parseLineNumbersStart(meta);
      if (highlighted.size === 0 && start === undefined && parseLineClasses(meta).size === 0) return;
      this.addClassToHast(node, LINES_CLASS);
      if (start !== undefined) this.addClassToHast(node, NUMBERED_CLASS);
    },
    line(node, line) {
      const meta = this.options.meta?.__raw;
      if (parseHighlightRanges(meta).has(line)) this.addClassToHast(node, HIGHLIGHTED_CLASS);
      // The site's magic comments (e.g. `// diff-red`): their classes, styled by the site's own CSS.
      for (const [className, lines] of parseLineClasses(meta))
        if (lines.has(line)) this.addClassToHast(node, className.split(/\s+/).filter(Boolean));
      const start = parseLineNumbersStart(meta);
      // The counter starts at 1; another first number is written on each line instead.
      if (start !== undefined && start !== 1) node.properties['data-n'] = String(start + line - 1);
    },
  };
}
