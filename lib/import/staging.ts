import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildContentSet } from '../content/build';
import { ContentValidationError } from '../content/errors';
import { readContentSources } from '../content/sources';

/**
 * Where an import is written before it is the project's: a copy of content/ (empty in
 * replace mode but for its notes) and a public/ of the files added. The project is touched
 * only by `commitStaging`, at the end, once the staged content passed the build's own
 * validation: a failed or dry run leaves the project as it was.
 */
export interface Staging {
  project: string;
  /** The staging folder: `content/` and `public/` below it mirror the project's. */
  dir: string;
}

/** Creates the staging folder in the project's .scratch/ (same file system: the move is a rename). */
export function createStaging(project: string, replace: boolean): Staging {
  const scratch = path.join(project, '.scratch');
  fs.mkdirSync(scratch, { recursive: true });
  const dir = fs.mkdtempSync(path.join(scratch, 'import-'));
  const content = path.join(project, 'content');
  if (fs.existsSync(content)) {
    if (replace) {
      // The site's content becomes the site; git keeps ours. Notes at the top (AUTHORING.md) stay.
      fs.mkdirSync(path.join(dir, 'content'));
      for (const name of fs.readdirSync(content))
        if (name.endsWith('.md')) fs.copyFileSync(path.join(content, name), path.join(dir, 'content', name));
    } else fs.cpSync(content, path.join(dir, 'content'), { recursive: true });
  } else fs.mkdirSync(path.join(dir, 'content'));
  fs.mkdirSync(path.join(dir, 'public'));
  return { project, dir };
}

/** A path below the project (`content/…`, `public/…`) as it is in the staging folder. */
export function stagedPath(staging: Staging, rel: string): string {
  return path.join(staging.dir, rel);
}

/** Whether a project path exists after the import: staged, or (public/ only) already in the project. */
export function stagedExists(staging: Staging, rel: string): boolean {
  return (
    fs.existsSync(path.join(staging.dir, rel)) ||
    (rel.startsWith('public/') && fs.existsSync(path.join(staging.project, rel)))
  );
}

/**
 * The staged content checked as `npm run build` checks it (lib/content), each problem one
 * line naming the project file it will be. Empty when it builds.
 */
export function validateStaging(staging: Staging): string[] {
  const root = path.join(staging.dir, 'content');
  const sources = readContentSources(root, path.join(staging.dir, 'public'));
  const publicFileExists = (sitePath: string) => stagedExists(staging, `public${sitePath}`);
  try {
    buildContentSet({ ...sources, publicFileExists });
    return [];
  } catch (error) {
    if (!(error instanceof ContentValidationError)) throw error;
    const shown = path.relative(process.cwd(), root).split(path.sep).join('/');
    return error.problems.map(
      (problem) =>
        problem.message.replaceAll(shown, 'content').replace(/\n\s*Hint: /, ' (fix: ') + (problem.hint ? ')' : ''),
    );
  }
}

/** The files the import adds or changes, relative to the project, for the plan. */
export function stagedChanges(staging: Staging): { added: string[]; changed: string[]; removed: string[] } {
  const list = (root: string): string[] =>
    fs.existsSync(root)
      ? fs
          .readdirSync(root, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      : [];
  const added: string[] = [];
  const changed: string[] = [];
  for (const folder of ['content', 'public']) {
    for (const rel of list(path.join(staging.dir, folder))) {
      const ours = path.join(staging.project, folder, rel);
      if (!fs.existsSync(ours)) added.push(`${folder}/${rel}`);
      else if (!fs.readFileSync(ours).equals(fs.readFileSync(path.join(staging.dir, folder, rel))))
        changed.push(`${folder}/${rel}`);
    }
  }
  const staged = new Set(list(path.join(staging.dir, 'content')));
  const removed = list(path.join(staging.project, 'content'))
    .filter((rel) => !staged.has(rel))
    .map((rel) => `content/${rel}`);
  return { added: added.sort(), changed: changed.sort(), removed: removed.sort() };
}

/** Moves the staged content into place (content/ swapped whole, public/ files added), then removes the staging folder. */
export function commitStaging(staging: Staging): void {
  const content = path.join(staging.project, 'content');
  const old = path.join(staging.dir, 'content.before');
  if (fs.existsSync(content)) fs.renameSync(content, old);
  fs.renameSync(path.join(staging.dir, 'content'), content);
  fs.cpSync(path.join(staging.dir, 'public'), path.join(staging.project, 'public'), { recursive: true });
  // Replace mode's site code and theme (lib/import/docusaurus-replace.ts): src/ and app/styles/site-theme.css.
  for (const folder of ['src', 'app'])
    if (fs.existsSync(path.join(staging.dir, folder)))
      fs.cpSync(path.join(staging.dir, folder), path.join(staging.project, folder), { recursive: true });
  discardStaging(staging);
}

export function discardStaging(staging: Staging): void {
  fs.rmSync(staging.dir, { recursive: true, force: true });
}

/**
 * Files under content/ with changes git has not committed (an import would mix with them),
 * or [] when the project is not a git work tree.
 */
export function uncommittedContent(project: string): string[] {
  try {
    const status = execFileSync('git', ['status', '--porcelain', '--', 'content'], {
      cwd: project,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return status
      .split('\n')
      .filter(Boolean)
      .map((line) => line.slice(3));
  } catch {
    return [];
  }
}
