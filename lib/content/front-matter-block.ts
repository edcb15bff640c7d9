/**
 * The front-matter block at the start of a Markdown file, found as text (no YAML parse):
 * for the scanners and rewriters that keep the rest of the file byte for byte. Reading the
 * fields is gray-matter's job (lib/content/build.ts).
 */

/** `---`, the YAML, `---` and the line ending after it (or the end of the file). */
const BLOCK = /^---\r?\n([\s\S]*?)\r?\n---(\r?\n|$)/;

/** Where a file's front matter is. */
export interface FrontMatterBlock {
  /** The YAML between the two `---` lines. */
  yaml: string;
  /** Where the body starts: the length of the block, its closing line ending included. */
  end: number;
  /** The closing `---` line's ending (`\n`, `\r\n`, or '' at the end of the file). */
  lineEnding: string;
}

/**
 * The front-matter block of `text`, or undefined when the text does not start with one.
 * @example findFrontMatterBlock('---\ntitle: A\n---\nBody') → { yaml: 'title: A', end: 17, lineEnding: '\n' }
 */
export function findFrontMatterBlock(text: string): FrontMatterBlock | undefined {
  const match = BLOCK.exec(text);
  return match ? { yaml: match[1]!, end: match[0].length, lineEnding: match[2]! } : undefined;
}

/**
 * `text` without its front matter.
 * @example bodyOf('---\ntitle: A\n---\nBody') === 'Body'
 */
export function bodyOf(text: string): string {
  return text.slice(findFrontMatterBlock(text)?.end ?? 0);
}
