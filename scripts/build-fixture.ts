#!/usr/bin/env node
/**
 * `npm run build:fixture`: the small `valid` fixture content (Docusaurus habits, three
 * English translations whose Spanish original changed) exported into out-fixture/, which the
 * Docusaurus-syntax, tabs and code specs serve. Its output also goes to out-fixture.log,
 * ending with a line saying it succeeded: tests/build/translations.test.ts reads the build's
 * translation line there instead of running a build of its own.
 *
 * Built at the root, after `npm run build`, it reuses that build's compile (content is not
 * compiled, scripts/build-id.mjs) and only prerenders its pages. A base path is compiled into
 * the bundles, so the base-path specs read out-root-docs/ (/handbook) instead.
 *
 * Usage: node scripts/run-bundled.mjs scripts/build-fixture.ts
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { isEntryModule } from './is-entry-module';

export const FIXTURE_EXPORT = 'out-fixture';
export const FIXTURE_LOG = 'out-fixture.log';
/** The log's last line when every step succeeded. */
export const SUCCEEDED = 'build:fixture: done';

// No BASE_PATH: a base path is compiled into the bundles, and the compile is the site build's.
const { BASE_PATH: _basePath, ...inherited } = process.env;
const env = {
  ...inherited,
  CONTENT_DIR: 'tests/fixtures/content/valid',
  NEXT_TELEMETRY_DISABLED: '1',
  // Its sidebar's top level (three entries) cut after two, as a long one is past 100: the
  // cut sidebar's spec (tests/e2e/docs-sidebar-cut.spec.ts) reads it.
  VIGIA_SIDEBAR_TOP_LEVEL: '2',
  // `node scripts/run-bundled.mjs scripts/build-fixture.ts` without npm finds the project's tools too.
  PATH: `${path.resolve('node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
};
/** A command, its arguments and the environment it adds. */
type Step = [command: string, args: string[], extraEnv?: Record<string, string>];

const STEPS: Step[] = [
  // `npm run build`'s steps with the policy alone after `next build`: the specs that read
  // this export need no twins, Open Graph images or search index. A custom distDir
  // receives the export itself (next/dist/export/utils.js).
  [
    'node',
    ['scripts/run-bundled.mjs', 'scripts/build.ts', FIXTURE_EXPORT, '--csp-only'],
    { NEXT_DIST_DIR: FIXTURE_EXPORT },
  ],
];

/** Runs a step with its output on this terminal and in `log`; resolves to its exit code. */
function run([command, args, extraEnv = {}]: Step, log: fs.WriteStream): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => (process.stdout.write(chunk), log.write(chunk)));
    child.stderr.on('data', (chunk) => (process.stderr.write(chunk), log.write(chunk)));
    child.on('error', (error) => (log.write(`${error.message}\n`), resolve(1)));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

async function main() {
  const log = fs.createWriteStream(FIXTURE_LOG);
  const started = Date.now();
  let code = 0;
  for (const step of STEPS) {
    code = await run(step, log);
    if (code !== 0) break;
  }
  if (code === 0) log.write(`${SUCCEEDED} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  await new Promise<void>((resolve) => log.end(resolve));
  process.exit(code);
}

const isMain = isEntryModule(import.meta.url);
if (isMain) await main();
