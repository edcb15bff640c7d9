/**
 * Runs the site's build once and reports its wall time and peak memory: the summed
 * resident memory of the build's whole process group (Next.js builds in workers),
 * sampled every 100 ms.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { parseBuildPhases } from './build-phases.mjs';

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
 * Builds from a clean state (`.next` and `out` removed) with extra environment.
 * @returns {Promise<{ seconds: number, peakBytes: number, pages: number, phases: { phase: string, seconds: number }[] }>}
 */
export async function runCleanBuild(env = {}, logFile) {
  fs.rmSync('.next', { recursive: true, force: true });
  fs.rmSync('out', { recursive: true, force: true });
  const log = fs.openSync(logFile, 'w');
  const started = process.hrtime.bigint();
  const child = spawn('npm', ['run', 'build', '--silent'], { env: { ...process.env, ...env, NEXT_TELEMETRY_DISABLED: '1' }, stdio: ['ignore', log, log], detached: true });
  let peakBytes = 0;
  const timer = setInterval(() => { peakBytes = Math.max(peakBytes, groupRss(child.pid)); }, 100);
  const code = await new Promise((resolve) => child.on('exit', resolve));
  clearInterval(timer);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (code !== 0) throw new Error(`build failed (exit ${code}); see ${logFile}`);
  const pages = fs.readdirSync('out', { recursive: true }).filter((f) => String(f).endsWith('.html')).length;
  return { seconds, peakBytes, pages, phases: parseBuildPhases(fs.readFileSync(logFile, 'utf8'), seconds) };
}
