/**
 * A site's own modules that content imports (`@site/src/components/X`, `./Sibling`,
 * `../../src/components/Playground`): where each resolves in the project, and the registry
 * Next bundles them through (components/mdx/site-modules.generated.tsx, written before each
 * build). MDX's `run` has no bundler: remark-docusaurus-imports.ts binds such an import to
 * the registry's entry, keyed by the module's project path without extension.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Extensions a module specifier may leave out, in Docusaurus' (webpack's) order. */
const CODE_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.cjs'];
const PARTIAL = /\.mdx?$/;

const toPosix = (p: string) => p.split(path.sep).join('/');

export function existingFile(candidate: string, root: string): string | undefined {
  const full = path.join(root, candidate);
  const tries = [
    candidate,
    ...CODE_EXTENSIONS.map((ext) => candidate + ext),
    ...CODE_EXTENSIONS.map((ext) => `${candidate}/index${ext}`),
  ];
  for (const attempt of tries) {
    const file = path.join(root, attempt);
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return toPosix(path.normalize(attempt));
  }
  return fs.existsSync(full) && fs.statSync(full).isFile() ? toPosix(candidate) : undefined;
}

/**
 * The project file a content file's import names, or undefined when it names none.
 * `@site/x` is `x` from the project root. A relative path resolves from the file; one that
 * leaves the locale's content folder resolves as it did in the Docusaurus site, where
 * `content/<locale>/docs` was the site's `docs/` (so `../../src/…` reaches the brought `src/`).
 * @example resolveSiteModule('../../../src/components/Playground', 'content/en/docs/examples/select/a.mdx') === 'src/components/Playground.tsx'
 */
export function resolveSiteModule(specifier: string, file: string, root = '.'): string | undefined {
  if (specifier.startsWith('@site/')) return existingFile(specifier.slice('@site/'.length), root);
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return undefined;
  const from = toPosix(path.dirname(file));
  const direct = path.posix.normalize(path.posix.join(from, specifier));
  const [top, locale, kind, version] = from.split('/');
  // A cut version's folder is a copy of docs/: its imports resolve as the docs' did.
  const versioned = kind === 'versioned_docs' && version !== undefined;
  const contentRoot = [top, locale, kind, ...(versioned ? [version] : [])].join('/');
  const siteFolder = versioned ? 'docs' : kind;
  if (top === 'content' && siteFolder && !direct.startsWith(`${contentRoot}/`)) {
    // As in the Docusaurus site: `content/<locale>/<kind>` stood at `<kind>/` of the site root.
    const inSite = path.posix.normalize(path.posix.join(siteFolder, path.posix.relative(contentRoot, from), specifier));
    if (!inSite.startsWith('../')) return existingFile(inSite, root) ?? existingFile(direct, root);
  }
  return existingFile(direct, root);
}

/** A module's key in the registry: its project path without extension. */
export function siteModuleKey(file: string): string {
  return file.replace(/\.(tsx|ts|jsx|js|mjs|cjs)$/, '').replace(/\/index$/, '');
}

/** Whether a specifier names a partial (an `.md`/`.mdx` file inlined where its component is used). */
export function isPartialImport(specifier: string): boolean {
  return PARTIAL.test(specifier);
}
