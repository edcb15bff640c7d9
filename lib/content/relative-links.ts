/**
 * Links by file path, Docusaurus' recommended form (`[Tabs](./tabs.mdx#sync)`,
 * `[Users](../api/users.md)`, `[Intro](/intro.md)` from the docs root), rewritten to the
 * site path of the page that file becomes (`/docs/guides/tabs#sync`), which the MDX
 * pipeline then checks and localises like any site link. Outside code, lines kept.
 * A path that names no content file is a problem naming the file, its line and the target.
 */
import path from 'node:path';
import { fencedCodeLines } from './code-fences';

/** `](target)` of a link or image whose target is a Markdown file. */
const INLINE_LINK =
  /\]\(\s*<?((?![a-z][a-z0-9+.-]*:)[^\s)<>#?]+\.mdx?)((?:[?#][^\s)>]*)?)>?(\s+(?:"[^"]*"|'[^']*'))?\s*\)/gi;
/** `[label]: target` of a reference definition. */
const DEFINITION = /^(\s{0,3}\[[^\]]+\]:\s*)<?((?![a-z][a-z0-9+.-]*:)[^\s<>#?]+\.mdx?)((?:[?#]\S*)?)>?/i;

/** A link by file path that names no content file. */
export interface UnresolvedLink {
  /** Line in the body (1-based). */
  line: number;
  target: string;
}

/**
 * Rewrites the file links of a body. `fromPath` is the file's path below its locale folder
 * (`docs/guides/intro.mdx`); `routeOfFile` gives the route key of a path in that form.
 * @example rewriteFileLinks('[T](./tabs.mdx#a)', 'docs/g/intro.mdx', (p) => p === 'docs/g/tabs.mdx' ? '/docs/g/tabs' : undefined)
 *   → { body: '[T](/docs/g/tabs#a)', unresolved: [] }
 */
export function rewriteFileLinks(
  body: string,
  fromPath: string,
  routeOfFile: (path: string) => string | undefined,
): { body: string; unresolved: UnresolvedLink[] } {
  const unresolved: UnresolvedLink[] = [];
  const kindRoot = fromPath.split('/')[0]!;
  const resolve = (target: string, line: number): string | undefined => {
    const decoded = decodeURI(target);
    const joined = decoded.startsWith('/')
      ? path.posix.join(kindRoot, decoded)
      : path.posix.join(path.posix.dirname(fromPath), decoded);
    const route = routeOfFile(joined);
    if (route === undefined) unresolved.push({ line, target });
    return route;
  };
  const source = body.split('\n');
  const fenced = fencedCodeLines(source);
  const lines = source.map((line, index) => {
    if (fenced[index]) return line;
    const definition = DEFINITION.exec(line);
    if (definition) {
      const route = resolve(definition[2]!, index + 1);
      return route === undefined ? line : `${definition[1]}${route}${definition[3]}${line.slice(definition[0].length)}`;
    }
    // Inline code spans keep their text: only the parts between them are links.
    return splitCodeSpans(line)
      .map((part, i) =>
        i % 2 === 1
          ? part
          : part.replace(INLINE_LINK, (whole, target: string, suffix: string, title: string | undefined) => {
              const route = resolve(target, index + 1);
              return route === undefined ? whole : `](${route}${suffix}${title ?? ''})`;
            }),
      )
      .join('');
  });
  return { body: lines.join('\n'), unresolved };
}

/** A code span: a run of backticks up to the next run of exactly as many (CommonMark), so ` ``` ` is one span. */
const CODE_SPAN = /(?<!`)(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g;

/**
 * A line cut into text and code spans, alternating: even indexes are text, odd ones code.
 * @example splitCodeSpans('a ` ``` ` b') → ['a ', '` ``` `', ' b']
 */
export function splitCodeSpans(line: string): string[] {
  const parts: string[] = [];
  let at = 0;
  for (const match of line.matchAll(CODE_SPAN)) {
    parts.push(line.slice(at, match.index), match[0]);
    at = match.index + match[0].length;
  }
  parts.push(line.slice(at));
  return parts;
}
