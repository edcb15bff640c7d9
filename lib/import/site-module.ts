import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What evaluating one module of a Docusaurus site gave. */
export interface SiteModuleResult {
  /** Its value (the default export, awaited and called when a function) as JSON-safe data; undefined when it failed. */
  value?: unknown;
  /** Why it could not be evaluated, in one line (no stack trace). */
  error?: string;
  /** Packages it imports that are not installed, evaluated as stand-ins. */
  stubbed: string[];
  /** Where its value had functions, which the data leaves out (`presets[0][1].docs.editUrl`). */
  functions?: string[];
}

/** How long a site's module may run: a config or sidebars file that loops forever is stopped. */
export const SITE_MODULE_TIME_LIMIT_MS = 10_000;

const CHILD = fileURLToPath(new URL('./site-module-child.cjs', import.meta.url));

/**
 * Evaluates a site's docusaurus.config.* or sidebars.* in a child Node process with a time
 * limit (a site's code may throw, loop or exit; none of it runs in the importer's process).
 * Packages the site does not have installed are stand-ins (site-module-child.cjs).
 */
export function evaluateSiteModule(
  relativeOrAbsolute: string,
  timeLimitMs = SITE_MODULE_TIME_LIMIT_MS,
): SiteModuleResult {
  const file = path.resolve(relativeOrAbsolute);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigia-site-module-'));
  const resultFile = path.join(dir, 'result.json');
  try {
    const run = spawnSync(process.execPath, [CHILD, file, resultFile], {
      cwd: path.dirname(file),
      timeout: timeLimitMs,
      killSignal: 'SIGKILL',
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, NODE_OPTIONS: '' },
      maxBuffer: 1024 * 1024,
    });
    if (run.error && (run.error as NodeJS.ErrnoException).code === 'ETIMEDOUT')
      return { error: `did not finish within ${timeLimitMs / 1000} s (stopped)`, stubbed: [] };
    if (!fs.existsSync(resultFile)) {
      const said = run.stderr
        ?.toString()
        .split('\n')
        .find((line) => line.trim() !== '');
      return {
        error: `ended without a value (exit ${run.status ?? run.signal})${said ? `: ${said.slice(0, 200)}` : ''}`,
        stubbed: [],
      };
    }
    return JSON.parse(fs.readFileSync(resultFile, 'utf8')) as SiteModuleResult;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
