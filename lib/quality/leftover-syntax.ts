/**
 * No Docusaurus syntax the pipeline did not understand may reach a reader: the text of a
 * page's prose (`<div class="markdown">`), outside code, must hold no admonition fence
 * (`:::tip`), no explicit heading id (`{#id}`), no magic comment (`highlight-next-line`)
 * and no `import … from` line. The build's HTML step (scripts/apply-csp.ts) runs this on
 * every page and stops, naming the page and the text.
 */
import { textOfBytes } from '../html-bytes';
import { decodeHtmlEntities } from '../html-entities';

/** What a reader would see, and why it is wrong. */
export interface LeftoverSyntax {
  text: string;
  why: string;
}

const CHECKS: { pattern: RegExp; why: string }[] = [
  { pattern: /^\s*:::[\w[{]*/m, why: 'an admonition fence, printed as text' },
  { pattern: /\{#[\w-]+\}/, why: 'an explicit heading id, printed as text' },
  { pattern: /\b(?:highlight-next-line|highlight-start|highlight-end)\b/, why: 'a magic comment, printed as code' },
  { pattern: /^\s*import\s+[\w{}\s,*]+\s+from\s+['"][^'"]+['"];?\s*$/m, why: 'an import line, printed as text' },
];

/** The prose of a page (its bytes, lib/html-bytes.ts) as text, line by line: code, scripts and tags left out. */
export function proseText(html: string): string {
  const prose = [...html.matchAll(/<div class="markdown">([\s\S]*?)(?=<\/article>|<div class="doc-meta"|<footer)/g)]
    .map((m) => m[1]!)
    .join('\n');
  return decodeHtmlEntities(
    textOfBytes(
      prose
        .replace(/<(pre|code|script|style)\b[\s\S]*?<\/\1>/g, ' ')
        .replace(/<(p|li|h[1-6]|div|br|tr|td|th|summary|blockquote)\b[^>]*>/g, '\n')
        .replace(/<[^>]+>/g, ''),
    ),
  );
}

/**
 * Docusaurus syntax left in a page's prose (the page as its bytes, lib/html-bytes.ts).
 * @example findLeftoverSyntax('<div class="markdown"><p>:::tip</p></div>') → [{ text: ':::tip', why: 'an admonition fence, printed as text' }]
 */
export function findLeftoverSyntax(html: string): LeftoverSyntax[] {
  const text = proseText(html);
  return CHECKS.flatMap(({ pattern, why }) => {
    const match = pattern.exec(text);
    return match ? [{ text: match[0].trim(), why }] : [];
  });
}
