import type { RouteBases } from '../urls';
import fs from 'node:fs';
import path from 'node:path';
import type { Locale } from '../i18n';
import type { Skipped } from './docusaurus';
import type { DocsEditOptions } from './docusaurus-edit-url';
import { createStaging, stagedExists, stagedPath, type Staging } from './staging';

/** What one import run was asked for. */
export interface ImportOptions {
  site: string;
  project: string;
  /** The locale the site's docs/ and blog/ are in: given, else the config's `i18n.defaultLocale` when it is one of ours, else ours. */
  defaultLocale?: Locale;
  /** Replace the project's files that collide (same path, id or address) with the site's. */
  force: boolean;
  /** The site becomes the site: our sample content goes (git keeps it), its configuration comes. */
  replace?: boolean;
  /** Print the plan, write nothing. */
  dryRun?: boolean;
  /** A folder below docs/ for the site's docs (`--prefix imported`), '' for the docs root. */
  prefix?: string;
  /** How long the site's config and sidebars may run (lib/import/site-module.ts); tests shorten it. */
  timeLimitMs?: number;
}

/** Globs of a content plugin, relative to its folder. */
export interface ContentGlobs {
  include: string[];
  exclude: string[];
}

/** The state one import run shares between its steps. */
export interface ImportContext {
  options: ImportOptions & { prefix: string; defaultLocale: Locale };
  staging: Staging;
  /** Site files, relative to the site, with the configured docs and blog folders read as `docs/` and `blog/`. */
  files: string[];
  /** Site path of a virtual `docs/…`/`blog/…` path (the configured folders). */
  realPath: (file: string) => string;
  skipped: Skipped[];
  /** Ids and addresses the site shares with the project, one line each, with the fix. */
  collisions: string[];
  /** Changes made to the site's files so that they build here, one line each. */
  fixes: string[];
  counts: Map<string, number>;
  /** Texts that may name static files (copied when named). */
  texts: string[];
  /** Project paths of the Markdown written. */
  written: string[];
  /** The site file each staged project file came from (`content/es/docs/a.md` → `docs/a.md`), to name it in problems. */
  sources: Map<string, string>;
  /** The config's `trailingSlash`: relative links resolve against the address as Docusaurus serves it. */
  trailingSlash: boolean | undefined;
  /** authors.yml keys renamed to author ids of this site (`Ana_Lopez` → `ana-lopez`). */
  authorIds: Map<string, string>;
  /** Tags posts name that tags.yml does not define, by slug, with their labels. */
  inlineTags: Map<string, string>;
  /** The docs plugin's `editUrl` and its rules: each doc keeps its "edit this page" address. */
  docsEdit?: DocsEditOptions;
  /** The docs and blog plugins' `include`/`exclude`: files they leave out are not brought. */
  contentGlobs?: { docs?: ContentGlobs; blog?: ContentGlobs };
  /** The version being brought (bringVersion), undefined for the current docs. */
  version?: string;
  /**
   * Each docs version's path below the docs base as Docusaurus serves the site (`current` →
   * `next` once versions are cut, the last version ''): relative links resolve against it.
   */
  docsVersionPaths?: ReadonlyMap<string, string>;
  /** Where the site's docs and posts are served here (lib/import/docusaurus-routes.ts); Vigía's `/docs`, `/blog` when absent. */
  routes?: RouteBases;
}

export function count(context: ImportContext, what: string): void {
  context.counts.set(what, (context.counts.get(what) ?? 0) + 1);
}

/**
 * Writes a project file into the staging folder unless the project has it (then only with
 * --force; else it is listed as skipped); says whether it wrote. `from` is the site file it
 * comes from (as `context.files` names it), for problems to name.
 */
export function writeStaged(
  context: ImportContext,
  to: string,
  data: string | Buffer,
  what: string,
  from?: string,
): boolean {
  if (stagedExists(context.staging, to) && !context.options.force) {
    context.skipped.push({ item: to, reason: 'exists already; --force overwrites it' });
    return false;
  }
  const target = stagedPath(context.staging, to);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, data);
  if (from !== undefined) context.sources.set(to, context.realPath(from));
  count(context, what);
  return true;
}

/** A JSON file of the staged project, or the fallback. */
export function readStagedJson<T>(context: ImportContext, to: string, fallback: T): T {
  const file = stagedPath(context.staging, to);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : fallback;
}

export function writeStagedJson(context: ImportContext, to: string, value: unknown): void {
  const file = stagedPath(context.staging, to);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

/** The reports a run fills in as it goes, empty: an import's, or a part's that the caller merges back. */
export function emptyImportReports(): Pick<
  ImportContext,
  'collisions' | 'fixes' | 'counts' | 'texts' | 'written' | 'sources'
> {
  return { collisions: [], fixes: [], counts: new Map(), texts: [], written: [], sources: new Map() };
}

/**
 * A context for part of the site read as if it were the current docs (a version's files, a
 * docs instance's): its files under the names `toReal` maps to the real ones, a staging folder
 * of its own and empty reports, which the caller merges back; `overrides` set what differs.
 */
export function childImportContext(
  context: ImportContext,
  toReal: ReadonlyMap<string, string>,
  overrides: Partial<ImportContext> = {},
): ImportContext {
  return {
    ...context,
    staging: createStaging(context.staging.project, true),
    files: [...toReal.keys()].sort(),
    realPath: (file) => toReal.get(file) ?? file,
    skipped: [],
    ...emptyImportReports(),
    ...overrides,
  };
}
