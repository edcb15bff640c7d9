/**
 * `npm run build:root-docs`: a versions-only Docusaurus site with its docs at `/` and its blog at
 * `/posts` (tests/fixtures/docusaurus-root-docs), imported in replace mode into a copy of the
 * project (.scratch/docusaurus-root-docs/) and exported under the base path `/handbook` into
 * out-root-docs/ with every post-build step: tests/e2e/docusaurus-root-docs.spec.ts serves it
 * under that base path and reads its versions' search indexes, the parts of its main index,
 * its sitemap and canonical addresses.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { copyEnv, copyProject } from './copy-project';

const SCRATCH = '.scratch/docusaurus-root-docs';
export const ROOT_DOCS_EXPORT = 'out-root-docs';
/** The base path it is built for and served under (its Docusaurus config says `/`). */
export const ROOT_DOCS_BASE_PATH = '/handbook';

const started = Date.now();
copyProject(SCRATCH);
const env = copyEnv();
const run = (args: string[], extraEnv: Record<string, string> = {}) =>
  execFileSync('node', ['scripts/run-bundled.mjs', ...args], {
    cwd: SCRATCH,
    stdio: 'inherit',
    env: { ...env, ...extraEnv },
  });
run([
  'scripts/import-docusaurus.ts',
  '../../tests/fixtures/docusaurus-root-docs',
  '--replace',
  '--default-locale',
  'en',
]);
// The base path overrides the `/` the imported site.json gives (lib/site-config/file.mjs).
// Ten pages a search index part: its main index is made in parts, as a site past 2,500 pages' is.
run(['scripts/build.ts', 'out'], { BASE_PATH: ROOT_DOCS_BASE_PATH, VIGIA_SEARCH_PART_PAGES: '10' });
fs.rmSync(ROOT_DOCS_EXPORT, { recursive: true, force: true });
fs.renameSync(path.join(SCRATCH, 'out'), ROOT_DOCS_EXPORT);
console.log(
  `Imported the root-docs fixture into a copy of the project and built it for ${ROOT_DOCS_BASE_PATH}/ into ${ROOT_DOCS_EXPORT}/ in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
