/**
 * Runs a command and measures it as the benchmarks compare builds: wall time, and peak
 * memory as the summed resident memory of the command's whole process group (Next.js
 * builds in worker processes, Docusaurus in worker threads and children), sampled every
 * 100 ms. Each line of its output is kept with the second it arrived.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';

/** How often the process group's memory is sampled. */
const SAMPLE_INTERVAL_MS = 100;

/** Summed RSS in bytes of every process in a process group. */
export function groupRss(pgid) {
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
 * Runs `command args` in a process group of its own, writes its timed log to `logFile`,
 * and throws (naming the log) when it fails.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: Record<string, string>, logFile: string, label?: string }} options
 * @returns {Promise<{ seconds: number, peakBytes: number, lines: { seconds: number, text: string }[] }>}
 */
export async function runMeasured(command, args, { cwd, env = {}, logFile, label = `${command} ${args.join(' ')}` }) {
  const started = process.hrtime.bigint();
  const elapsed = () => Number(process.hrtime.bigint() - started) / 1e9;
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
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
  const timer = setInterval(() => { peakBytes = Math.max(peakBytes, groupRss(child.pid)); }, SAMPLE_INTERVAL_MS);
  const code = await new Promise((resolve) => child.on('close', resolve));
  clearInterval(timer);
  const seconds = elapsed();
  const log = lines.map((l) => `[${l.seconds.toFixed(2).padStart(7)}] ${l.text}`).join('\n');
  fs.writeFileSync(logFile, `${log}\n`);
  if (code !== 0) throw new Error(`${label} failed (exit ${code}); see ${logFile}`);
  return { seconds, peakBytes, lines };
}

/**
 * HTML files below a folder, counted recursively.
 * @example countHtmlFiles('out') === 98
 */
export function countHtmlFiles(dir) {
  return fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.html')).length;
}
