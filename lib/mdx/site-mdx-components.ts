/**
 * A site's own global MDX components (`src/theme/MDXComponents.js`, swizzled as Docusaurus
 * documents: `export default { ...MDXComponents, Highlight }`): the names it adds, read from
 * its text, so that content may use them without an import. The components themselves come
 * through the generated registry (scripts/write-site-modules.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { existingFile } from './site-modules';

/** The registry key under which the site's global components are registered. */
export const SITE_MDX_COMPONENTS_KEY = '@theme/MDXComponents';

/** The project file of the site's MDXComponents, or undefined. */
export function findSiteMdxComponentsFile(root = '.'): string | undefined {
  return existingFile('src/theme/MDXComponents', root);
}

/**
 * The capitalised keys of the object a MDXComponents module exports by default (spreads left out).
 * @example siteMdxComponentNamesOf("export default { ...MDXComponents, Highlight, Card: MyCard }") → ['Highlight', 'Card']
 */
export function siteMdxComponentNamesOf(code: string): string[] {
  const named = /export\s+default\s+([A-Za-z_$][\w$]*)\s*;?/.exec(code)?.[1];
  const start = named
    ? new RegExp(`(?:const|let|var)\\s+${named}\\s*(?::[^=]+)?=\\s*\\{`).exec(code)
    : /export\s+default\s*\{/.exec(code);
  if (!start) return [];
  let depth = 0;
  let end = start.index + start[0].length - 1;
  for (; end < code.length; end++) {
    if (code[end] === '{') depth++;
    else if (code[end] === '}' && --depth === 0) break;
  }
  const body = code.slice(start.index + start[0].length, end);
  const names = new Set<string>();
  for (const match of body.matchAll(/(?:^|[,{\n])\s*(?!\.\.\.)([A-Z][\w$]*)\s*(?=[,:}\n]|$)/g)) names.add(match[1]!);
  return [...names];
}

const cache = new Map<string, string[]>();

/** The site's global component names (none without src/theme/MDXComponents). */
export function readSiteMdxComponentNames(root = '.'): string[] {
  const file = findSiteMdxComponentsFile(root);
  if (!file) return [];
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const known = cache.get(text);
  if (known) return known;
  const names = siteMdxComponentNamesOf(text);
  cache.set(text, names);
  return names;
}
