/**
 * What `npm test` runs (scripts/test.ts runs it): each step, a shell command, with the
 * steps it must wait for. A free slot goes to the first ready step in this order, so the
 * exports come before the steps that fill the other slot. `build` and `build:fixture` share public/ (the
 * content's files are copied into public/assets/ before Next exports it), and the build
 * tests run `npm run build` on bad content in this same tree, so those never overlap.
 * The unit tests touch no export.
 */

/** A step of `npm test`: a shell command, the steps it waits for, and whether its output streams live. */
export interface TestStep {
  name: string;
  command: string;
  after?: readonly string[];
  live?: boolean;
}

export const STEPS: readonly TestStep[] = [
  {
    name: 'browsers',
    command:
      'node scripts/run-bundled.mjs scripts/ensure-chromium.ts && node scripts/run-bundled.mjs scripts/ensure-nginx.ts',
  },
  { name: 'build', command: 'npm run -s build' },
  { name: 'typecheck', command: 'npm run -s typecheck' },
  { name: 'unit', command: 'npx vitest run tests/unit' },
  // After `build`, whose compile it reuses: it prerenders the `valid` fixture's pages only.
  { name: 'build:fixture', command: 'npm run -s build:fixture', after: ['build'] },
  // The imported fixture draws Mermaid diagrams in the headless shell that `browsers` installs.
  { name: 'build:imported', command: 'npm run -s build:imported', after: ['build:fixture', 'browsers'] },
  // Docs at `/`, the blog at /posts (a copy of the project of its own): after the other exports, not beside them.
  { name: 'build:root-docs', command: 'npm run -s build:root-docs', after: ['build:imported'] },
  // Format and lint beside the exports, in the slot the type check and unit tests leave.
  { name: 'lint', command: 'npm run -s format:check && npm run -s lint' },
  // Bad content through the build's content check alone: it writes no file of the tree, so
  // it runs beside the exports.
  { name: 'content check', command: 'npx vitest run tests/build/bad-versions.test.ts' },
  // Read-only checks of exports: html-validate on every page of out/, and the outdated
  // translations' notices and log line of build:fixture's export (tests/build/translations.test.ts).
  // No browser and no build, so beside the next export, not on the build tests' path.
  {
    name: 'export checks',
    command: 'npx vitest run tests/build/html-validate.test.ts tests/build/translations.test.ts',
    after: ['build', 'build:fixture'],
  },
  // The end-to-end specs on out/ and out-fixture/ (Playwright's 'site' project), beside the
  // imported sites' builds: a build leaves most of a core idle. Two workers, in one slot.
  {
    name: 'e2e:site',
    command: 'npx playwright test --project=site --workers=2',
    after: ['browsers', 'build', 'build:fixture'],
    live: true,
  },
  // The build tests, one step each, each after what it needs only. warm-rebuild rebuilds the
  // copy build:imported left in .scratch/docusaurus-import/ (not out-docusaurus/) and compares
  // with that export: after build:imported alone.
  {
    name: 'warm-rebuild',
    command: 'npx vitest run tests/build/warm-rebuild.test.ts',
    after: ['build:imported'],
  },
  // bad-content runs `npm run build` on bad content in this tree: it rewrites public/assets/ and
  // the site module registry before its content check stops it, so not beside this tree's exports
  // or the unit tests.
  {
    name: 'bad-content',
    command: 'npx vitest run tests/build/bad-content.test.ts',
    after: ['build', 'build:fixture', 'unit'],
  },
  // The end-to-end specs on the imported sites' exports (and their axe gate): they need those
  // exports only, so beside the build tests, and beside e2e:site: a port of its own for
  // Playwright's static server.
  {
    name: 'e2e:imported',
    command: 'E2E_PORT=4174 npx playwright test --project=imported',
    after: ['browsers', 'build:imported', 'build:root-docs'],
    live: true,
  },
  // dev-reload works in a copy of its own but times a reader's reload (2 s) and waits 10 s for
  // a render, which beside a build on a loaded machine it missed: after every export.
  {
    name: 'dev-reload',
    command: 'npx vitest run tests/build/dev-reload.test.ts',
    after: ['browsers', 'build', 'build:fixture', 'build:imported', 'build:root-docs'],
  },
  // Last and alone: the specs that time what a reader waits for (a stalled request, a
  // prefetch, a payload, a first paint), with no build beside them.
  {
    name: 'e2e:timed',
    command: 'npx playwright test --project=timed',
    after: [
      'e2e:site',
      'e2e:imported',
      'browsers',
      'typecheck',
      'lint',
      'build',
      'build:imported',
      'build:root-docs',
      'build:fixture',
      'unit',
      'content check',
      'export checks',
      'warm-rebuild',
      'bad-content',
      'dev-reload',
    ],
    live: true,
  },
];
