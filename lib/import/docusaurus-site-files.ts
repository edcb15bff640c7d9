/**
 * The files a Docusaurus site brings besides its content (replace mode): `static/` into
 * public/, its own components (`src/`, without pages and swizzled theme components, which
 * the site's layout does not use) to the project's `src/`, its custom CSS as the site theme,
 * and the npm packages that code imports, with the ranges its package.json gives.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DOCUSAURUS_PREFIXES } from '../mdx/docusaurus-compat.mjs';
import { EXTERNAL_FRAME_MODULE, loadTypeScript, packageOf, scanCodeSpecifiers } from '../mdx/site-module-scan';
import { existingFile } from '../mdx/site-modules';
import { SITE_THEME_LAYER } from '../site-config/site-theme';

/** A file to write: its text, or the site file to copy. Paths are relative to the project. */
export type PlannedFile = { path: string; content: string } | { path: string; from: string };

const CODE = /\.(tsx|ts|jsx|js|mjs|cjs)$/;
/** Packages the project provides itself (React) or that only Docusaurus' own build used. */
const PROVIDED = new Set(['react', 'react-dom', 'react/jsx-runtime', '@mdx-js/react']);
const BUILTINS = new Set(['fs', 'path', 'url', 'os', 'crypto', 'child_process', 'util', 'stream', 'events']);

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** Whether a file of `src/` comes over: not Docusaurus pages, not swizzled theme components (but MDXComponents). */
function isBroughtSource(rel: string): boolean {
  if (rel.startsWith('pages/')) return false;
  if (rel.startsWith('theme/')) return /^theme\/MDXComponents(\.|\/)/.test(rel);
  return true;
}

/**
 * The site's custom CSS as the site theme: inside a cascade layer, so that the site's rules
 * style its own components without overriding the project's; its Infima colour, when it sets
 * one, becomes the links' and buttons' colour. `@import`s are left out (no request leaves the site).
 */
export function buildSiteThemeCss(css: string, source: string, packageCss: readonly string[] = []): string {
  const kept = css.replace(/^\s*@import[^;]*;\s*$/gm, '');
  const imports = packageCss.map((spec) => `@import '${spec}' layer(${SITE_THEME_LAYER});\n`).join('');
  const bridge = /--ifm-color-primary\s*:/.test(css)
    ? "\n/* The site's Infima primary colour for the project's links and buttons. */\nhtml:root {\n  --link: var(--ifm-color-primary);\n  --primary: var(--ifm-color-primary);\n}\n"
    : '';
  return `/* ${source} of the imported Docusaurus site (npm run import:docusaurus -- --replace). */\n${imports}@layer ${SITE_THEME_LAYER} {\n${kept}\n}\n${bridge}`;
}

/** The preset's `theme.customCss`: site files, npm packages' CSS (`@radix-ui/colors/sky.css`) and the rest. */
export function customCssFiles(
  presetThemeOptions: unknown,
  siteDir: string,
): { local: string[]; packages: string[]; other: string[] } {
  const value = (presetThemeOptions as { customCss?: unknown } | undefined)?.customCss;
  const list = (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(
    (v): v is string => typeof v === 'string',
  );
  const local: string[] = [];
  const packages: string[] = [];
  const other: string[] = [];
  for (const entry of list) {
    const inModules = entry.split(/[\\/]node_modules[\\/]/)[1];
    const rel = path.isAbsolute(entry) ? path.relative(siteDir, entry) : entry;
    if (inModules) packages.push(inModules.split(path.sep).join('/'));
    else if (!rel.startsWith('..') && fs.existsSync(path.join(siteDir, rel))) local.push(rel.split(path.sep).join('/'));
    else if (/^(@[\w.-]+\/)?[\w.-]+\/.+\.css$/.test(entry) && !entry.startsWith('.')) packages.push(entry);
    else other.push(entry);
  }
  if (local.length === 0 && other.length === 0 && fs.existsSync(path.join(siteDir, 'src/css/custom.css')))
    local.push('src/css/custom.css');
  return { local, packages, other };
}

/**
 * The npm packages code files import that the project does not provide, with the range the
 * site's package.json gives ('latest' when it lists none).
 * @example dependenciesOf(["import clsx from 'clsx'"], { dependencies: { clsx: '^2.0.0' } }) → { clsx: '^2.0.0' }
 */
export function dependenciesOf(codes: readonly string[], sitePackage: Record<string, unknown>): Record<string, string> {
  const ranges = {
    ...((sitePackage.devDependencies as Record<string, string> | undefined) ?? {}),
    ...((sitePackage.dependencies as Record<string, string> | undefined) ?? {}),
  };
  const found: Record<string, string> = {};
  for (const code of codes)
    for (const specifier of scanCodeSpecifiers(code)) {
      if (/^(\.|\/|@site\/|@\/|node:)/.test(specifier)) continue;
      if (DOCUSAURUS_PREFIXES.some((prefix) => specifier.startsWith(prefix))) continue;
      const pkg = packageOf(specifier);
      if (PROVIDED.has(pkg) || BUILTINS.has(pkg) || pkg.startsWith('@docusaurus/') || pkg.startsWith('@types/'))
        continue;
      found[pkg] = ranges[pkg] ?? 'latest';
    }
  return found;
}

const EXTERNAL_FRAME_NAME = 'DocusaurusExternalFrame';

/** What `frameIframes` did to a file, in one line of the import's report. */
export const FRAMED_NOTE =
  "its <iframe> is the layer's ExternalFrame: a frame of another site shows a link that opens it in a new tab " +
  '(the CSP lets no request leave the site; nothing loads until clicked)';

/**
 * A code file's JSX `<iframe>` elements as the compatibility layer's `ExternalFrame` (read by
 * TypeScript's parser: an `<iframe` in a string stays), or undefined when it renders none. A
 * frame of the site stays a frame; one of another site, which this site's CSP forbids, becomes a link.
 * @example frameIframes('a.tsx', 'export const A = () => <iframe src={u} />;') === "import DocusaurusExternalFrame from '@/components/docusaurus/external-frame';\nexport const A = () => <DocusaurusExternalFrame src={u} />;"
 */
export function frameIframes(file: string, code: string): string | undefined {
  if (!/<iframe[\s/>]/.test(code) || !/\.(tsx|jsx|js|mjs|cjs)$/.test(file)) return undefined;
  const ts = loadTypeScript();
  const source = ts.createSourceFile(
    file,
    code,
    ts.ScriptTarget.Latest,
    true,
    /\.tsx$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.JSX,
  );
  const tags: { start: number; end: number }[] = [];
  const visit = (node: import('typescript').Node) => {
    if (
      (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxClosingElement(node)) &&
      node.tagName.getText(source) === 'iframe'
    )
      tags.push({ start: node.tagName.getStart(source), end: node.tagName.getEnd() });
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (tags.length === 0) return undefined;
  let text = code;
  for (const tag of tags.sort((a, b) => b.start - a.start))
    text = text.slice(0, tag.start) + EXTERNAL_FRAME_NAME + text.slice(tag.end);
  // After the file's directives ('use client'), which must stay first.
  const directives = source.statements.filter((statement, i) =>
    source.statements.slice(0, i + 1).every((s) => ts.isExpressionStatement(s) && ts.isStringLiteral(s.expression)),
  );
  const at = directives.length > 0 ? directives[directives.length - 1]!.getEnd() : 0;
  const line = `import ${EXTERNAL_FRAME_NAME} from '${EXTERNAL_FRAME_MODULE}';`;
  return at === 0 ? `${line}\n${text}` : `${text.slice(0, at)}\n${line}${text.slice(at)}`;
}

/** Where files of the site outside `src/` that its components import go (`../../package.json`). */
export const SITE_ROOT_FILES_DIR = 'src/site-root';

const toPosix = (p: string) => p.split(path.sep).join('/');

/**
 * Files outside `src/` (inside the site folder) that a brought code file imports relatively,
 * such as `../../package.json`: brought below src/site-root/ (the project's own root files are
 * never overwritten) and the import rewritten to reach them there; their own imports follow.
 * An import that leaves the site folder is refused in one line.
 */
function bringImportedSiteFiles(siteDir: string, files: PlannedFile[], codes: string[], notes: string[]): void {
  // Site path → project path, for every file brought.
  const placed = new Map<string, string>();
  for (const file of files)
    if (file.path.startsWith('src/') && 'from' in file)
      placed.set(toPosix(path.relative(siteDir, file.from)), file.path);
  const queue = [...placed.keys()].filter((site) => CODE.test(site));
  for (let i = 0; i < queue.length; i++) {
    const sitePath = queue[i]!;
    const projectPath = placed.get(sitePath)!;
    let text = fs.readFileSync(path.join(siteDir, sitePath), 'utf8');
    let changed = false;
    for (const specifier of scanCodeSpecifiers(text)) {
      if (!specifier.startsWith('./') && !specifier.startsWith('../')) continue;
      const wanted = path.posix.normalize(path.posix.join(path.posix.dirname(sitePath), specifier));
      if (wanted.startsWith('../')) {
        notes.push(`${sitePath}: imports "${specifier}", outside the site folder: not brought (copy it into src/)`);
        continue;
      }
      if (wanted.startsWith('src/') && placed.has(wanted)) continue;
      const target = existingFile(wanted, siteDir);
      if (!target || (target.startsWith('src/') && !target.startsWith('src/pages/'))) continue;
      if (!placed.has(target)) {
        const to = `${SITE_ROOT_FILES_DIR}/${target}`;
        placed.set(target, to);
        files.push({ path: to, from: path.join(siteDir, target) });
        if (CODE.test(target)) {
          queue.push(target);
          codes.push(fs.readFileSync(path.join(siteDir, target), 'utf8'));
        }
      }
      // The specifier as written (extension and `/index` left out or not), from the file's new place.
      const rewritten = replaceSpecifier(
        text,
        specifier,
        projectPath,
        placed.get(target)!,
        target.slice(wanted.length),
      );
      if (rewritten === text) continue;
      text = rewritten;
      changed = true;
    }
    if (changed) {
      const at = files.findIndex((f) => f.path === projectPath);
      files[at] = { path: projectPath, content: text };
    }
  }
}

/**
 * A code file brought beside the Markdown (`docs/getting-started/shared.tsx`, now below
 * content/<locale>/docs/) with each relative import that leaves its content folder
 * (`../../package.json`) pointed where that site file is in the project: `src/` as brought,
 * any other below src/site-root/, listed in `bring`. Imports inside the folder keep their paths.
 * @example rebaseOutsideImports(site, 'docs/a/b.tsx', 'content/en/docs/a/b.tsx', "import p from '../../package.json'").text === "import p from '../../../../src/site-root/package.json'"
 */
export function rebaseOutsideImports(
  siteDir: string,
  siteFile: string,
  projectFile: string,
  code: string,
): { text: string; bring: { path: string; from: string }[] } {
  const parts = projectFile.split('/');
  const inContent = parts.slice(parts[2] === 'versioned_docs' ? 4 : 3, -1).join('/');
  const bring: { path: string; from: string }[] = [];
  let text = code;
  for (const specifier of scanCodeSpecifiers(code)) {
    if (!specifier.startsWith('./') && !specifier.startsWith('../')) continue;
    if (!path.posix.normalize(path.posix.join(inContent || '.', specifier)).startsWith('../')) continue;
    const wanted = path.posix.normalize(path.posix.join(path.posix.dirname(siteFile), specifier));
    const target = wanted.startsWith('../') ? undefined : existingFile(wanted, siteDir);
    if (!target) continue;
    const placed = target.startsWith('src/') ? target : `${SITE_ROOT_FILES_DIR}/${target}`;
    if (!target.startsWith('src/')) bring.push({ path: placed, from: path.join(siteDir, target) });
    text = replaceSpecifier(text, specifier, projectFile, placed, target.slice(wanted.length));
  }
  return { text, bring };
}

/** The code with `specifier` written as the path from `file` to `placed`, leaving out `extra` (an extension) as it did. */
function replaceSpecifier(text: string, specifier: string, file: string, placed: string, extra: string): string {
  const full = path.posix.relative(path.posix.dirname(file), placed);
  const rewritten = extra ? full.slice(0, full.length - extra.length) : full;
  const relative = rewritten.startsWith('.') ? rewritten : `./${rewritten}`;
  return text.replace(
    new RegExp(`(['"])${specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1`, 'g'),
    `$1${relative}$1`,
  );
}

/** The site's `static/` files (to public/), `src/` files (to src/) and the code they bring. */
export function planSiteFiles(siteDir: string): {
  files: PlannedFile[];
  codes: string[];
  notes: string[];
  /** What was changed in the brought code so that it works here, one line each. */
  fixes: string[];
} {
  const files: PlannedFile[] = [];
  const codes: string[] = [];
  const notes: string[] = [];
  for (const rel of listFiles(path.join(siteDir, 'static')))
    files.push({ path: `public/${rel}`, from: path.join(siteDir, 'static', rel) });
  const skipped: string[] = [];
  for (const rel of listFiles(path.join(siteDir, 'src'))) {
    if (!isBroughtSource(rel)) {
      skipped.push(rel);
      continue;
    }
    const from = path.join(siteDir, 'src', rel);
    files.push({ path: `src/${rel}`, from });
    if (CODE.test(rel)) codes.push(fs.readFileSync(from, 'utf8'));
  }
  bringImportedSiteFiles(siteDir, files, codes, notes);
  const fixes: string[] = [];
  files.forEach((file, i) => {
    if (!file.path.startsWith('src/')) return;
    const framed = frameIframes(file.path, 'content' in file ? file.content : fs.readFileSync(file.from, 'utf8'));
    if (framed === undefined) return;
    files[i] = { path: file.path, content: framed };
    fixes.push(`${file.path}: ${FRAMED_NOTE}`);
  });
  const pages = skipped.filter((r) => r.startsWith('pages/'));
  const theme = [
    ...new Set(skipped.filter((r) => r.startsWith('theme/')).map((r) => r.split('/').slice(0, 2).join('/'))),
  ];
  if (pages.length)
    notes.push(
      `src/pages/: ${pages.length} files not brought (Docusaurus pages: the home page is the project's, with the site's title and tagline)`,
    );
  if (theme.length)
    notes.push(
      `src/theme/: swizzled ${theme.map((t) => t.slice('theme/'.length)).join(', ')} not brought (the project's own layout renders those parts)`,
    );
  return { files, codes, notes, fixes };
}
