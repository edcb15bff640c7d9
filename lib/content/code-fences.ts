/**
 * Fenced code in Markdown, told line by line: the scanners that rewrite or search a body
 * before the MDX parser (links by file path, Docusaurus' syntax, render errors' lines) all
 * leave code alone. Fences may be indented, as they are inside JSX such as `<TabItem>`.
 */

/** A line that opens (or may close) a fence: its run of three or more ``` or ~~~. */
export const FENCE = /^\s*(`{3,}|~{3,})/;

/**
 * Whether `line` closes a fence opened by `opening`: the same character, at least as many,
 * and nothing else on the line (CommonMark).
 */
export function closesFence(line: string, opening: string): boolean {
  const marker = line.trim();
  return marker[0] === opening[0] && marker.length >= opening.length && /^(`+|~+)$/.test(marker);
}

/**
 * For each line, whether it is fenced code, its fence lines included.
 * @example fencedCodeLines(['a', '```', 'b', '```', 'c']) → [false, true, true, true, false]
 */
export function fencedCodeLines(lines: readonly string[]): boolean[] {
  let fence: string | undefined;
  return lines.map((line) => {
    if (fence) {
      if (closesFence(line, fence)) fence = undefined;
      return true;
    }
    fence = FENCE.exec(line)?.[1];
    return fence !== undefined;
  });
}

/**
 * `text` with the lines of its fenced code blanked, fence lines included: what a scan for
 * imports or words reads, with every other line at its number.
 * @example withoutFencedCode('a\n```\nimport x\n```\nb') === 'a\n\n\n\nb'
 */
export function withoutFencedCode(text: string): string {
  const lines = text.split('\n');
  const fenced = fencedCodeLines(lines);
  return lines.map((line, i) => (fenced[i] ? '' : line)).join('\n');
}
