import fs from 'node:fs';
import path from 'node:path';

/** Reads a file's text, or undefined when it cannot be read. */
export type ReadText = (file: string) => string | undefined;

export const readTextIn =
  (root: string): ReadText =>
  (file) => {
    try {
      return fs.readFileSync(path.join(root, file), 'utf8');
    } catch {
      return undefined;
    }
  };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The site's line holding the staged file's line `line`: the importer rewrites front matter
 * (and may add one), so lines move. The same text nearest to where the shift puts it wins;
 * undefined when the line is the importer's own.
 */
export function siteLineOf(staged: string, site: string, line: number): number | undefined {
  const stagedLines = staged.split('\n');
  const siteLines = site.split('\n');
  const wanted = stagedLines[line - 1]?.trim();
  if (!wanted) return undefined;
  const guess = line - (stagedLines.length - siteLines.length);
  let best: number | undefined;
  siteLines.forEach((text, i) => {
    if (text.trim() === wanted && (best === undefined || Math.abs(i + 1 - guess) < Math.abs(best - guess)))
      best = i + 1;
  });
  return best;
}

/**
 * A problem of the staged content (`content/es/docs/b.md: id: line 2: …`) as the user's site
 * names it: every staged file by the site file it came from, and the first file's line by
 * that file's own. Files of the project (merge mode) keep their names.
 */
export function nameSiteFiles(
  problem: string,
  sources: ReadonlyMap<string, string>,
  stagedText: ReadText,
  siteText: ReadText,
): string {
  const lead = /^(\S+?): ([^:]+): line (\d+): /.exec(problem);
  let named = problem;
  if (lead && sources.has(lead[1]!)) {
    const staged = stagedText(lead[1]!);
    const site = siteText(sources.get(lead[1]!)!);
    const line = staged === undefined || site === undefined ? undefined : siteLineOf(staged, site, Number(lead[3]));
    named = `${lead[1]}: ${lead[2]}: ${line === undefined ? '' : `line ${line}: `}${problem.slice(lead[0].length)}`;
  }
  // Longest first, and never inside a longer name (`a.md` in `a.mdx`).
  for (const staged of [...sources.keys()].sort((a, b) => b.length - a.length))
    named = named.replace(new RegExp(`${escapeRegExp(staged)}(?![\\w.-])`, 'g'), sources.get(staged)!);
  return named;
}
