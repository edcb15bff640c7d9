/**
 * Reading a site's code (build scripts and the importer only: TypeScript's scanner stays out
 * of the pages' bundle): the imports of content and of modules, whether a module is a
 * component, and the first import in its graph the project cannot provide.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { withoutFencedCode } from '../content/code-fences';
import { compatFileOf, DOCUSAURUS_PREFIXES } from './docusaurus-compat.mjs';
import { existingFile } from './site-modules';

/** One import of a content file: the module and the names it takes (`default`, `*` for a namespace). */
export interface ContentImport {
  specifier: string;
  names: string[];
}

/**
 * The ESM imports of an MDX text (outside fenced code: an example's imports are not read), or of a code module.
 * @example scanImports("import { A, B as C } from './x'\nimport D from '@site/y'") → [{ specifier: './x', names: ['A', 'B'] }, { specifier: '@site/y', names: ['default'] }]
 */
export function scanImports(text: string): ContentImport[] {
  const found: ContentImport[] = [];
  const pattern =
    /^[ \t]*import\s+(type\s+)?([\w$]+\s*,?\s*)?(\*\s+as\s+[\w$]+|\{[^}]*\})?\s*from\s*['"]([^'"]+)['"]/gm;
  for (const match of withoutFencedCode(text).matchAll(pattern)) {
    if (match[1]) continue;
    const names: string[] = [];
    if (match[2]?.trim()) names.push('default');
    const named = match[3];
    if (named?.startsWith('*')) names.push('*');
    else if (named)
      for (const part of named.slice(1, -1).split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]
          ?.trim();
        if (name && !part.trim().startsWith('type ')) names.push(name);
      }
    found.push({ specifier: match[4]!, names });
  }
  return found;
}

/**
 * Every module specifier a code file imports, re-exports or requires (`import './x.css'` too),
 * read by TypeScript's scanner: an import written inside a string (a code example) is not one.
 */
export function scanCodeSpecifiers(code: string): string[] {
  const ts = loadTypeScript();
  return [...new Set(ts.preProcessFile(code, true, true).importedFiles.map((f) => f.fileName))];
}

/**
 * TypeScript, loaded on the first scan of a site's code module: it is half a CPU-second to
 * load, and every `npm run build` imports this file, where most sites have no such module.
 */
let typeScript: typeof import('typescript') | undefined;
export function loadTypeScript(): typeof import('typescript') {
  typeScript ??= createRequire(import.meta.url)('typescript') as typeof import('typescript');
  return typeScript;
}

/** Whether a module must run in the browser's graph: a component (JSX, React, Docusaurus APIs), not plain data. */
export function isClientModule(file: string, code: string): boolean {
  if (/\.(tsx|jsx)$/.test(file)) return true;
  return /from\s*['"](react|@docusaurus\/|@theme\/|@theme-original\/)|<[A-Za-z][\w.]*[\s/>]/.test(code);
}

/** The compatibility layer's stand-in for a site component's `<iframe>` (components/docusaurus/external-frame.tsx), which the importer writes. */
export const EXTERNAL_FRAME_MODULE = '@/components/docusaurus/external-frame';

/** Whether a module, or a site module it imports, renders the layer's `ExternalFrame` (an `<iframe>` of the site's code). */
export function rendersExternalFrame(file: string, root = '.', seen = new Set<string>()): boolean {
  if (seen.has(file) || !/\.(tsx|ts|jsx|js|mjs|cjs)$/.test(file)) return false;
  seen.add(file);
  const code = fs.readFileSync(path.join(root, file), 'utf8');
  if (!code.includes(EXTERNAL_FRAME_MODULE) && !/from\s*['"](\.|@site\/)/.test(code)) return false;
  return scanCodeSpecifiers(code).some((specifier) => {
    if (specifier === EXTERNAL_FRAME_MODULE) return true;
    const target = specifier.startsWith('@site/')
      ? existingFile(specifier.slice('@site/'.length), root)
      : specifier.startsWith('.')
        ? existingFile(path.posix.join(path.posix.dirname(file), specifier), root)
        : undefined;
    return target !== undefined && rendersExternalFrame(target, root, seen);
  });
}

/** The npm package a bare specifier names (`@scope/pkg/sub` → `@scope/pkg`). */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * The first import in a module's graph that neither the project, the compatibility layer
 * nor node_modules provides, as "<file>: imports "<module>": <why>", or undefined.
 */
export function findUnsupportedImport(file: string, root = '.', seen = new Set<string>()): string | undefined {
  if (seen.has(file)) return undefined;
  seen.add(file);
  if (!/\.(tsx|ts|jsx|js|mjs|cjs)$/.test(file)) return undefined;
  const code = fs.readFileSync(path.join(root, file), 'utf8');
  for (const specifier of scanCodeSpecifiers(code)) {
    if (DOCUSAURUS_PREFIXES.some((prefix) => specifier.startsWith(prefix))) {
      if (!compatFileOf(specifier))
        return `${file}: imports "${specifier}": not in the Docusaurus compatibility layer (components/docusaurus/)`;
      continue;
    }
    if (specifier.startsWith('.') || specifier.startsWith('@site/')) {
      const target = specifier.startsWith('@site/')
        ? existingFile(specifier.slice('@site/'.length), root)
        : existingFile(path.posix.join(path.posix.dirname(file), specifier), root);
      if (!target) return `${file}: imports "${specifier}": no such file in the project`;
      const deeper = findUnsupportedImport(target, root, seen);
      if (deeper) return deeper;
      continue;
    }
    if (specifier.startsWith('@/') || specifier.startsWith('node:')) continue;
    const pkg = packageOf(specifier);
    if (!fs.existsSync(path.join(root, 'node_modules', pkg, 'package.json')))
      return `${file}: imports "${specifier}": npm package ${pkg} is not installed (npm install --save-exact ${pkg})`;
  }
  return undefined;
}
