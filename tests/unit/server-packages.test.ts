import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_PACKAGES } from '@/scripts/server-packages.mjs';

/** Packages the pages need bundled: React and Next themselves, and what runs in the browser. */
const BUNDLED = new Set(['react', 'react-dom', 'next', 'next-intl', 'next-themes', 'typescript']);

/** The package a bare import names (`@scope/name/sub` → `@scope/name`). */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

function filesBelow(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesBelow(file) : /\.(ts|tsx|mjs)$/.test(entry.name) ? [file] : [];
  });
}

/** The packages a file imports at run time (not `import type`), by static or dynamic import. */
function packagesImportedBy(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const specifiers = [
    ...text.matchAll(/^import (?!type )[^'"]*?from '([^'.][^']*)'/gm),
    ...text.matchAll(/\bimport\('([^'.][^']*)'\)/g),
  ].map((match) => match[1]!);
  return specifiers.filter((s) => !s.startsWith('node:') && !s.startsWith('@/')).map(packageOf);
}

describe('the packages the server code loads from node_modules', () => {
  it('are every package lib/ imports but those the pages need bundled: none is parsed and minified by the compile', () => {
    const imported = new Set(filesBelow('lib').flatMap(packagesImportedBy));
    const missing = [...imported].filter((name) => !BUNDLED.has(name) && !SERVER_PACKAGES.includes(name));
    expect(missing).toEqual([]);
    // The check sees the imports it should: the YAML parser and the schema checker among them.
    expect([...imported]).toEqual(expect.arrayContaining(['yaml', 'zod', 'use-intl', 'gray-matter']));
    // Every name in the list is an installed package (a misspelt one would leave the real one bundled).
    expect(SERVER_PACKAGES.filter((name) => !fs.existsSync(path.join('node_modules', name, 'package.json')))).toEqual(
      [],
    );
  });
});
