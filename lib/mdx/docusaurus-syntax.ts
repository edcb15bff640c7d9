/**
 * Docusaurus' Markdown habits that MDX itself cannot parse, rewritten line by line before
 * the MDX parser runs (outside code fences, never changing the number of lines, so every
 * message keeps the file's line numbers):
 * - `:::tip My title` becomes `:::tip[My title]` (Docusaurus does the same rewrite);
 * - `## Title {#my-id}` becomes `## Title {/* #my-id *\/}`, an MDX comment that
 *   remark-heading-ids turns into the heading's id (`{#…}` alone is an acorn error);
 * - a ```` ```mdx-code-block ```` fence loses its fence lines (blank in their place): its
 *   content is MDX, rendered in place, as Docusaurus unwraps it;
 * - `<!-- truncate -->` becomes `{/* truncate *\/}`, the excerpt marker of lib/blog/excerpt.ts
 *   (an HTML comment is not MDX), and every other HTML comment, on one line or several, an MDX
 *   comment, as Docusaurus' `markdown.mdx1Compat.comments` (on by default) reads them; inline
 *   code keeps its text.
 */

import { FENCE, closesFence } from '../content/code-fences';

const ADMONITION_TITLE = /^(\s*:{3,}[A-Za-z][\w-]*)[ \t]+(\S.*?)\s*$/;
const HEADING_ID = /^(\s{0,3}#{1,6}\s.*?)\s*\{#([\w-]+)\}\s*$/;
const MDX_CODE_BLOCK = /^\s*(`{3,}|~{3,})\s*mdx-code-block\s*$/;
const TRUNCATE = /^\s*<!--\s*truncate\s*-->\s*$/;
const CODE_SPAN = /(`+)[\s\S]*?\1/g;

/** One line's HTML comments as MDX ones, outside inline code; `open` says a comment goes on from the line before. */
function commentsToMdx(line: string, open: boolean): { line: string; open: boolean } {
  if (!open && !line.includes('<!--')) return { line, open };
  // Inline code is masked, so that `<!-- x -->` shown as code stays as it is.
  const spans: [number, number][] = [];
  if (!open) for (const match of line.matchAll(CODE_SPAN)) spans.push([match.index, match.index + match[0].length]);
  const inCode = (at: number) => spans.some(([from, to]) => at >= from && at < to);
  let out = '';
  let at = 0;
  while (at < line.length) {
    if (open) {
      const end = line.indexOf('-->', at);
      if (end === -1) return { line: out + line.slice(at).replaceAll('*/', '* /'), open: true };
      out += `${line.slice(at, end).replaceAll('*/', '* /')}*/}`;
      at = end + 3;
      open = false;
      continue;
    }
    let start = line.indexOf('<!--', at);
    while (start !== -1 && inCode(start)) start = line.indexOf('<!--', start + 4);
    if (start === -1) return { line: out + line.slice(at), open: false };
    out += `${line.slice(at, start)}{/*`;
    at = start + 4;
    open = true;
  }
  return { line: out, open };
}

/**
 * The body with Docusaurus' admonition titles and explicit heading ids in MDX form.
 * @example rewriteDocusaurusSyntax(':::tip Mind the gap') === ':::tip[Mind the gap]'
 */
export function rewriteDocusaurusSyntax(body: string): string {
  let fence: string | undefined;
  // Open mdx-code-block fences, innermost last: their content is read as MDX.
  const unwrapped: string[] = [];
  let inComment = false;
  return body
    .split('\n')
    .map((line) => {
      if (inComment) {
        const comment = commentsToMdx(line, true);
        inComment = comment.open;
        return comment.line;
      }
      if (fence) {
        if (closesFence(line, fence)) fence = undefined;
        return line;
      }
      const last = unwrapped.at(-1);
      if (last && closesFence(line, last)) {
        unwrapped.pop();
        return '';
      }
      const unwrap = line.match(MDX_CODE_BLOCK)?.[1];
      if (unwrap) {
        unwrapped.push(unwrap);
        return '';
      }
      const opening = line.match(FENCE)?.[1];
      if (opening) {
        fence = opening;
        return line;
      }
      if (TRUNCATE.test(line)) return '{/* truncate */}';
      const comment = commentsToMdx(line, false);
      inComment = comment.open;
      line = comment.line;
      const heading = line.match(HEADING_ID);
      if (heading) return `${heading[1]} {/* #${heading[2]} */}`;
      const admonition = line.match(ADMONITION_TITLE);
      const [, marker, title] = admonition ?? [];
      if (marker && title && !title.startsWith('[') && !title.startsWith('{')) return `${marker}[${title}]`;
      return line;
    })
    .join('\n');
}
