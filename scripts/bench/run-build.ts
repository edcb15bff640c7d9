/**
 * Runs the site's build once and reports its wall time, its phases (from its log, each
 * line timed as it arrives) and its peak memory (measure-process.ts).
 */
import fs from 'node:fs';
import { parseBuildPhases, parseSelfTimedSteps } from './build-phases';
import { countHtmlFiles, runMeasured } from './measure-process';
import { setAside } from './set-aside';

/**
 * Runs `npm run build` as it stands (caches as they are) with extra environment.
 * @returns {Promise<{ seconds: number, peakBytes: number, pages: number, phases: { phase: string, seconds: number }[], steps: { step: string, seconds: number }[] }>}
 */
export async function runBuild(
  env: Record<string, string> = {},
  logFile: string,
): Promise<{
  seconds: number;
  peakBytes: number;
  pages: number;
  phases: { phase: string; seconds: number }[];
  steps: { step: string; seconds: number }[];
}> {
  const { seconds, peakBytes, lines } = await runMeasured('npm', ['run', 'build', '--silent'], {
    env: { ...env, NEXT_TELEMETRY_DISABLED: '1' },
    logFile,
    label: 'build',
  });
  return {
    seconds,
    peakBytes,
    pages: countHtmlFiles('out'),
    phases: parseBuildPhases(lines, seconds),
    steps: parseSelfTimedSteps(lines.map((l) => l.text).join('\n')),
  };
}

/** Builds from a clean state: `.next` (with every build cache in it) and `out` set aside (set-aside.ts). */
export async function runCleanBuild(env: Record<string, string> = {}, logFile: string) {
  setAside(['.next', 'out']);
  return runBuild(env, logFile);
}

/**
 * Rebuilds after one doc changed (a sentence added to its last paragraph), as an author
 * does; the doc is restored afterwards.
 */
export async function runWarmBuild(docFile: string, env: Record<string, string> = {}, logFile: string) {
  const original = fs.readFileSync(docFile, 'utf8');
  fs.writeFileSync(docFile, `${original.trimEnd()}\n\nUna frase añadida para medir la reconstrucción.\n`);
  try {
    return await runBuild(env, logFile);
  } finally {
    fs.writeFileSync(docFile, original);
  }
}
