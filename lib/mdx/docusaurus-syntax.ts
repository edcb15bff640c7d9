/**
 * Docusaurus' Markdown habits that MDX itself cannot parse, rewritten line by line before
 * the MDX parser runs (outside code fences, never changing the number of lines, so every
 * message keeps the file's line numbers):
 * - `:::tip My title` becomes `:::tip[My title]` (Docusaurus does the same rewrite);
 * - `## Title {#my-id}` becomes `## Title {/* #my-id *\/}`, an MDX comment that
 *   remark-heading-ids turns into the heading's id (`{#…}` alone is an acorn error);
 * - a `<!-- truncate -->` line (the post excerpt's end in .md files) becomes
 *   `{/* truncate *\/}`: an HTML comment is a syntax error in MDX.
 */

const FENCE = /^\s*(`{3,}|~{3,})/;
const ADMONITION_TITLE = /^(\s*:{3,}[A-Za-z][\w-]*)[ \t]+(\S.*?)\s*$/;
const HEADING_ID = /^(\s{0,3}#{1,6}\s.*?)\s*\{#([\w-]+)\}\s*$/;
const TRUNCATE_COMMENT = /^\s*<!--\s*truncate\s*-->\s*$/;

/**
 * The body with Docusaurus' admonition titles and explicit heading ids in MDX form.
 * @example rewriteDocusaurusSyntax(':::tip Mind the gap') === ':::tip[Mind the gap]'
 */
export function rewriteDocusaurusSyntax(body: string): string {
  let fence: string | undefined;
  return body
    .split('\n')
    .map((line) => {
      const opening = line.match(FENCE)?.[1];
      if (opening) {
        if (!fence) fence = opening;
        else if (opening[0] === fence[0] && opening.length >= fence.length && line.trim() === opening) fence = undefined;
        return line;
      }
      if (fence) return line;
      if (TRUNCATE_COMMENT.test(line)) return '{/* truncate */}';
      const heading = line.match(HEADING_ID);
      if (heading) return `${heading[1]} {/* #${heading[2]} */}`;
      const admonition = line.match(ADMONITION_TITLE);
      const [, marker, title] = admonition ?? [];
      if (marker && title && !title.startsWith('[') && !title.startsWith('{')) return `${marker}[${title}]`;
      return line;
    })
    .join('\n');
}
