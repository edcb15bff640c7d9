/**
 * `npm run build:imported`: the importer's end-to-end check. Copies the project (without its
 * content) into .scratch/docusaurus-import/, runs `npm run import:docusaurus` there with the
 * fixture Docusaurus 3 site (tests/fixtures/docusaurus-site, English by default) and then
 * Docusaurus' own 12 "Markdown features" docs (tests/fixtures/docusaurus-markdown-features), builds that
 * copy with its own `npm run build`, and moves the export to out-docusaurus/, which
 * tests/e2e/docusaurus-import.spec.ts serves and reads page by page.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { copyEnv, copyProject } from './copy-project.mjs';

const SCRATCH = '.scratch/docusaurus-import';
const OUT = 'out-docusaurus';

const started = Date.now();
copyProject(SCRATCH);
const env = copyEnv();
const run = (command, args, cwd, extraEnv = {}) =>
  execFileSync(command, args, { cwd, stdio: 'inherit', env: { ...env, ...extraEnv } });
run(
  'node',
  [
    'scripts/run-bundled.mjs',
    'scripts/import-docusaurus.ts',
    '../../tests/fixtures/docusaurus-site',
    '--default-locale',
    'en',
  ],
  SCRATCH,
);
// Docusaurus' own "Markdown features" guide (issue 20), merged into the same site: one build reads both.
run(
  'node',
  [
    'scripts/run-bundled.mjs',
    'scripts/import-docusaurus.ts',
    '../../tests/fixtures/docusaurus-markdown-features',
    '--default-locale',
    'en',
  ],
  SCRATCH,
);
// Without Turbopack's cache (writing it costs a clean build seconds): the rebuilds of
// tests/build/warm-rebuild.test.ts change content only, so they reuse the compile itself.
run('npm', ['run', '-s', 'build'], SCRATCH, { VIGIA_TURBOPACK_CACHE: 'off' });
fs.rmSync(OUT, { recursive: true, force: true });
fs.renameSync(path.join(SCRATCH, 'out'), OUT);
console.log(
  `Imported the fixture Docusaurus site into a copy of the project and built it into ${OUT}/ in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
