/**
 * `npm run build:root-docs`: a versions-only Docusaurus site with its docs at `/` and its blog at
 * `/posts` (tests/fixtures/docusaurus-root-docs), imported in replace mode into a copy of the
 * project (.scratch/docusaurus-root-docs/) and exported into out-root-docs/ with the policy alone
 * after `next build` (no twins, Open Graph images or search index: the spec reads addresses and
 * pages). tests/e2e/docusaurus-root-docs.spec.ts serves it.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { copyEnv, copyProject } from './copy-project';

const SCRATCH = '.scratch/docusaurus-root-docs';
export const ROOT_DOCS_EXPORT = 'out-root-docs';

const started = Date.now();
copyProject(SCRATCH);
const env = { ...copyEnv(), VIGIA_TURBOPACK_CACHE: 'off' };
const run = (args: string[]) =>
  execFileSync('node', ['scripts/run-bundled.mjs', ...args], { cwd: SCRATCH, stdio: 'inherit', env });
run([
  'scripts/import-docusaurus.ts',
  '../../tests/fixtures/docusaurus-root-docs',
  '--replace',
  '--default-locale',
  'en',
]);
run(['scripts/build.ts', 'out', '--csp-only']);
fs.rmSync(ROOT_DOCS_EXPORT, { recursive: true, force: true });
fs.renameSync(path.join(SCRATCH, 'out'), ROOT_DOCS_EXPORT);
console.log(
  `Imported the root-docs fixture into a copy of the project and built it into ${ROOT_DOCS_EXPORT}/ in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
