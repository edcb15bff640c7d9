/**
 * Finishes KaTeX's output (rehype-katex runs just before): its inline styles become classes
 * (math-styles.ts), and a page with math names the KaTeX stylesheet, served by the site
 * itself; React hoists the `<link precedence>` into `<head>`, so a page without math
 * loads nothing of it. The styles used are left in `file.data.mathStyles` for the
 * stylesheet's route to collect.
 */
import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { ContentError } from '../content/errors';
import { withBasePath } from '../urls';
import { replaceMathStyles } from './math-styles';

/** Site path of the KaTeX stylesheet (lib/site-files.ts); its fonts are under `/katex/fonts/`. */
export const MATH_STYLESHEET_PATH = '/katex/katex.css';

declare module 'vfile' {
  interface DataMap {
    /** Normalised inline styles of the body's math (math-styles.ts). */
    mathStyles: Set<string>;
  }
}

function hasMath(tree: Root): boolean {
  // rehype-katex wraps every formula, inline or display, in <span class="katex">.
  const stack: Root['children'] = [...tree.children];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type !== 'element') continue;
    const className = node.properties.className;
    if (Array.isArray(className) && className.includes('katex')) return true;
    stack.push(...node.children);
  }
  return false;
}

/** The rehype plugin. */
export default function rehypeMath() {
  return (tree: Root, file: VFile) => {
    // rehype-katex only warns, and shows the TeX in red: the build stops instead.
    const failure = file.messages.find((message) => message.source === 'rehype-katex');
    if (failure) {
      const reason = failure.cause instanceof Error ? failure.cause.message : failure.reason;
      throw new ContentError(
        file.path,
        'body',
        `line ${failure.line ?? '?'}: math cannot be rendered: ${reason}`,
        'check the TeX between the $ signs (KaTeX supports most of LaTeX math); write a literal dollar as \\$',
      );
    }
    if (!hasMath(tree)) return;
    file.data.mathStyles = replaceMathStyles(tree);
    const stylesheet: Element = {
      type: 'element',
      tagName: 'link',
      properties: { rel: ['stylesheet'], href: withBasePath(MATH_STYLESHEET_PATH), precedence: 'katex' },
      children: [],
    };
    tree.children.unshift(stylesheet);
  };
}
