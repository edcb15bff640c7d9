/**
 * Runs the site's build once and reports its wall time, its phases (from its log, each
 * line timed as it arrives) and its peak memory: the summed resident memory of the
 * build's whole process group (Next.js builds in workers), sampled every 100 ms.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { parseBuildPhases, parseSelfTimedSteps } from './build-phases.mjs';

/** Summed RSS in bytes of every process in a process group. */
function groupRss(pgid) {
  try {
    const out = execFileSync('ps', ['-eo', 'pgid=,rss='], { encoding: 'utf8' });
    let kb = 0;
    for (const line of out.split('\n')) {
      const [group, rss] = line.trim().split(/\s+/).map(Number);
      if (group === pgid) kb += rss;
    }
    return kb * 1024;
  } catch {
    return 0;
  }
}

/**
 * Runs `npm run build` as it stands (caches as they are) with extra environment.
 * @returns {Promise<{ seconds: number, peakBytes: number, pages: number, phases: { phase: string, seconds: number }[], steps: { step: string, seconds: number }[] }>}
 */
export async function runBuild(env = {}, logFile) {
  const started = process.hrtime.bigint();
  const elapsed = () => Number(process.hrtime.bigint() - started) / 1e9;
  const child = spawn('npm', ['run', 'build', '--silent'], { env: { ...process.env, ...env, NEXT_TELEMETRY_DISABLED: '1' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const lines = [];
  const collect = (stream) => {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop();
      const seconds = elapsed();
      for (const text of parts) lines.push({ seconds, text });
    });
    stream.on('end', () => rest && lines.push({ seconds: elapsed(), text: rest }));
  };
  collect(child.stdout);
  collect(child.stderr);
  let peakBytes = 0;
  const timer = setInterval(() => { peakBytes = Math.max(peakBytes, groupRss(child.pid)); }, 100);
  const code = await new Promise((resolve) => child.on('close', resolve));
  clearInterval(timer);
  const seconds = elapsed();
  const log = lines.map((l) => `[${l.seconds.toFixed(2).padStart(7)}] ${l.text}`).join('\n');
  fs.writeFileSync(logFile, `${log}\n`);
  if (code !== 0) throw new Error(`build failed (exit ${code}); see ${logFile}`);
  const pages = fs.readdirSync('out', { recursive: true }).filter((f) => String(f).endsWith('.html')).length;
  return { seconds, peakBytes, pages, phases: parseBuildPhases(lines, seconds), steps: parseSelfTimedSteps(lines.map((l) => l.text).join('\n')) };
}

/** Builds from a clean state: `.next` (with every build cache in it) and `out` removed. */
export async function runCleanBuild(env = {}, logFile) {
  fs.rmSync('.next', { recursive: true, force: true });
  fs.rmSync('out', { recursive: true, force: true });
  return runBuild(env, logFile);
}

/**
 * Rebuilds after one doc changed (a sentence added to its last paragraph), as an author
 * does; the doc is restored afterwards.
 */
export async function runWarmBuild(docFile, env = {}, logFile) {
  const original = fs.readFileSync(docFile, 'utf8');
  fs.writeFileSync(docFile, `${original.trimEnd()}\n\nUna frase añadida para medir la reconstrucción.\n`);
  try {
    return await runBuild(env, logFile);
  } finally {
    fs.writeFileSync(docFile, original);
  }
}
