/**
 * The front-matter block at the start of a Markdown file, found as text (no YAML parse): the
 * one scanner for the readers and rewriters that keep the rest of the file byte for byte
 * (a field's line, `translationOf`, the importer and the bench). Reading the fields is
 * gray-matter's job (lib/content/entries.ts).
 */

/**
 * A byte-order mark, `---`, the YAML, `---` (each fence alone on its line, blanks after it
 * allowed) and the line ending after it (or the end of the file).
 */
const BLOCK = /^(\uFEFF?---[ \t]*\r?\n)(?:([\s\S]*?)\r?\n)?---[ \t]*(\r?\n|$)/;

/** Where a file's front matter is. */
export interface FrontMatterBlock {
  /** The YAML between the two `---` lines. */
  yaml: string;
  /** Where the YAML starts: after the opening line. */
  yamlStart: number;
  /** Where the body starts: the length of the block, its closing line ending included. */
  end: number;
  /** The closing `---` line's ending (`\n`, `\r\n`, or '' at the end of the file). */
  lineEnding: string;
}

/**
 * The front-matter block of `text`, or undefined when the text does not start with one.
 * @example findFrontMatterBlock('---\ntitle: A\n---\nBody') → { yaml: 'title: A', yamlStart: 4, end: 17, lineEnding: '\n' }
 */
export function findFrontMatterBlock(text: string): FrontMatterBlock | undefined {
  const match = BLOCK.exec(text);
  return match
    ? { yaml: match[2] ?? '', yamlStart: match[1]!.length, end: match[0].length, lineEnding: match[3]! }
    : undefined;
}

/**
 * `text` without its front matter.
 * @example bodyOf('---\ntitle: A\n---\nBody') === 'Body'
 */
export function bodyOf(text: string): string {
  return text.slice(findFrontMatterBlock(text)?.end ?? 0);
}

/**
 * The line (1-based, in the file) of a top-level front-matter field, for messages.
 * @example frontMatterFieldLine('---\ntitle: A\nimage: ./a.png\n---\n', 'image') === 3
 */
export function frontMatterFieldLine(text: string, field: string): number | undefined {
  const block = findFrontMatterBlock(text);
  if (!block) return undefined;
  const index = block.yaml.split('\n').findIndex((line) => line.startsWith(`${field}:`));
  return index === -1 ? undefined : index + 2;
}
