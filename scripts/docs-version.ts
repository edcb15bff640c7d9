/**
 * `npm run docs:version -- <name>`: cuts a docs version, as Docusaurus' `docs:version` does.
 * The docs of every locale (`content/<locale>/docs/`, with the files beside them) are copied
 * to `content/<locale>/versioned_docs/version-<name>/`, `content/sidebar.json` (when there
 * is one) to `content/versioned_sidebars/version-<name>-sidebars.json`, and the name goes
 * first in `content/versions.json`. A translation's `translationOf` travels with it, so it
 * compares with the original of the same version. A bad name or a clash is one line, and
 * nothing is written; the copies go to a staging folder first and move in at the end.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_DIR } from '../lib/content';
import {
  VERSIONED_DOCS_DIR,
  VERSIONED_SIDEBARS_DIR,
  versionFolderName,
  versionSidebarFileName,
} from '../lib/content/sources';
import { versionNameProblem } from '../lib/docs/version-name';
import { LOCALES } from '../lib/i18n';
import { routeBasesOf } from '../lib/site-config/file.mjs';

/** A failure the maintainer can fix: one line, no stack trace. */
class UsageError extends Error {}

const USAGE = 'usage: npm run docs:version -- <name>   (e.g. npm run docs:version -- 1.0)';

/** The names content/versions.json lists, newest first ([] without the file). */
function readVersionNames(file: string): string[] {
  if (!fs.existsSync(file)) return [];
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new UsageError(
      `${file}: cannot be read as JSON (${error instanceof Error ? error.message : String(error)}); fix it first`,
    );
  }
  if (!Array.isArray(data) || data.some((n) => typeof n !== 'string'))
    throw new UsageError(`${file}: must be a list of version names, newest first; fix it first`);
  return data as string[];
}

/** One copy the cut makes: a folder or file, into the staging folder, then to its place. */
interface Copy {
  from: string;
  to: string;
}

function planCopies(root: string, name: string): Copy[] {
  const copies: Copy[] = [];
  for (const locale of LOCALES) {
    const docs = path.join(root, locale, 'docs');
    if (!fs.existsSync(docs)) continue;
    copies.push({ from: docs, to: path.join(root, locale, VERSIONED_DOCS_DIR, versionFolderName(name)) });
  }
  if (copies.length === 0)
    throw new UsageError(`${root}: has no ${LOCALES.map((l) => `${l}/docs/`).join(' or ')} to cut a version from`);
  const sidebar = path.join(root, 'sidebar.json');
  if (fs.existsSync(sidebar))
    copies.push({ from: sidebar, to: path.join(root, VERSIONED_SIDEBARS_DIR, versionSidebarFileName(name)) });
  for (const copy of copies) {
    if (fs.existsSync(copy.to))
      throw new UsageError(`${copy.to}: already exists; remove it, or choose another version name`);
  }
  return copies;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The folders of the docs instances site.json declares (none without site.json or `routes`). */
function readInstanceFolders(root: string): string[] {
  const file = path.join(root, 'site.json');
  if (!fs.existsSync(file)) return [];
  const bases = routeBasesOf((JSON.parse(fs.readFileSync(file, 'utf8')) as { routes?: unknown }).routes);
  return (bases?.docsInstances ?? []).map((i) => i.folder);
}

function main(argv: string[]): void {
  if (argv.length !== 1 || argv[0] === '--help' || argv[0] === '-h')
    throw new UsageError(argv.length === 0 ? `a version name is needed; ${USAGE}` : USAGE);
  const name = argv[0]!;
  const root = CONTENT_DIR;
  const versionsFile = path.join(root, 'versions.json');
  const existing = readVersionNames(versionsFile);
  const problem = versionNameProblem(name, existing);
  if (problem) throw new UsageError(`docs:version: ${problem}; nothing was written`);
  const copies = planCopies(root, name);
  const staging = fs.mkdtempSync(path.join(root, '.docs-version-'));
  try {
    // Other docs instances (site.json `routes`) have no versions: their folder and sidebar category stay out.
    const instanceFolders = readInstanceFolders(root);
    const staged = copies.map((copy, i) => {
      const to = path.join(staging, String(i));
      fs.cpSync(copy.from, to, { recursive: true });
      if (path.basename(copy.from) === 'docs')
        for (const folder of instanceFolders) fs.rmSync(path.join(to, folder), { recursive: true, force: true });
      else if (instanceFolders.length > 0) {
        const sidebar = JSON.parse(fs.readFileSync(to, 'utf8')) as { items?: unknown[] };
        const items = (sidebar.items ?? []).filter(
          (item) => !(isRecord(item) && item.type === 'category' && instanceFolders.includes(String(item.id))),
        );
        fs.writeFileSync(to, `${JSON.stringify({ ...sidebar, items }, null, 2)}\n`);
      }
      return { staged: to, to: copy.to };
    });
    for (const { staged: from, to } of staged) {
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.renameSync(from, to);
    }
    fs.writeFileSync(versionsFile, `${JSON.stringify([name, ...existing], null, 2)}\n`);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
  console.log(
    `docs:version: version ${name} cut from ${copies.map((c) => path.relative(root, c.from)).join(', ')}; ${versionsFile}: ${[name, ...existing].join(', ')}`,
  );
}

try {
  main(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
