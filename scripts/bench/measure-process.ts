/**
 * Runs a command and measures it as the benchmarks compare builds: wall time, and peak
 * memory as the summed resident memory of the command and every process below it (Next.js
 * builds in worker processes, Docusaurus in worker threads and children), sampled every
 * 250 ms from /proc. Each line of its output is kept with the second it arrived.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';

/**
 * How often the process group's memory is sampled, reading /proc in this process: often
 * enough to catch a build's peak, seldom enough to take nothing noticeable from the build
 * it measures on a 2-core machine.
 */
const SAMPLE_INTERVAL_MS = 250;

/** The size of a memory page, which /proc counts resident memory in. */
const PAGE_BYTES = (() => {
  try {
    return Number(execFileSync('getconf', ['PAGESIZE'], { encoding: 'utf8' }).trim()) || 4096;
  } catch {
    return 4096;
  }
})();

/**
 * The process, its parent and resident bytes of one `/proc/<pid>/stat` line, or undefined.
 * @example readStatLine('12 (node worker) S 1 12 12 0 -1 4194560 0 0 0 0 0 0 0 0 20 0 1 0 5 100 25 …', 4096) → { pid: 12, ppid: 1, rss: 102400 }
 */
export function readStatLine(
  line: string,
  pageBytes = PAGE_BYTES,
): { pid: number; ppid: number; rss: number } | undefined {
  const pid = Number(line.slice(0, line.indexOf(' ')));
  // The command name is in brackets and may hold spaces or brackets: fields start after the last ')'.
  const fields = line.slice(line.lastIndexOf(')') + 2).split(' ');
  const ppid = Number(fields[1]);
  const pages = Number(fields[21]);
  return Number.isFinite(pid) && Number.isFinite(ppid) && Number.isFinite(pages)
    ? { pid, ppid, rss: pages * pageBytes }
    : undefined;
}

/**
 * Summed resident bytes of `root` and every process below it. Descendants, not a process
 * group: `npm run build` starts `next build` in a group of its own (scripts/build.ts), and a
 * group's sum left Next's compiler and render workers out.
 */
export function treeRss(root: number, processes: readonly { pid: number; ppid: number; rss: number }[]): number {
  const children = new Map<number, number[]>();
  for (const p of processes) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p.pid]);
  const rss = new Map(processes.map((p) => [p.pid, p.rss]));
  let bytes = 0;
  const pending = rss.has(root) ? [root] : [];
  for (let pid = pending.pop(); pid !== undefined; pid = pending.pop()) {
    bytes += rss.get(pid) ?? 0;
    pending.push(...(children.get(pid) ?? []));
  }
  return bytes;
}

/** Summed RSS in bytes of a process and all its descendants, read from /proc now. */
export function processTreeRss(root: number): number {
  const processes = [];
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readStatLine(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
      if (stat) processes.push(stat);
    } catch {
      // ended meanwhile
    }
  }
  return treeRss(root, processes);
}

/**
 * Runs `command args` in a process group of its own, writes its timed log to `logFile`,
 * and throws (naming the log) when it fails.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: Record<string, string>, logFile: string, label?: string }} options
 * @returns {Promise<{ seconds: number, peakBytes: number, lines: { seconds: number, text: string }[] }>}
 */
export async function runMeasured(
  command: string,
  args: string[],
  {
    cwd,
    env = {},
    logFile,
    label = `${command} ${args.join(' ')}`,
  }: { cwd?: string; env?: Record<string, string>; logFile: string; label?: string },
): Promise<{ seconds: number; peakBytes: number; lines: { seconds: number; text: string }[] }> {
  const started = process.hrtime.bigint();
  const elapsed = () => Number(process.hrtime.bigint() - started) / 1e9;
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const lines: { seconds: number; text: string }[] = [];
  const collect = (stream: NodeJS.ReadableStream) => {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      const seconds = elapsed();
      for (const text of parts) lines.push({ seconds, text });
    });
    stream.on('end', () => rest && lines.push({ seconds: elapsed(), text: rest }));
  };
  collect(child.stdout);
  collect(child.stderr);
  let peakBytes = 0;
  const timer = setInterval(() => {
    peakBytes = Math.max(peakBytes, processTreeRss(child.pid!));
  }, SAMPLE_INTERVAL_MS);
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
export function countHtmlFiles(dir: string): number {
  return fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.html')).length;
}
