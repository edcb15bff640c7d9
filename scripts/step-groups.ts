/**
 * Each step of `npm test` in a control group of its own, where the machine lets us make one
 * (Linux, cgroup v1 `cpuacct` writable, as on CI), for two things the shell's `times` and a
 * process group cannot give:
 * - what a step really costs: `times` counts only the processes its shell waited for, and the
 *   browsers Playwright starts are not among them (a page busy for 5 s counts as 0);
 * - stopping all a step started: Playwright's static server leaves the step's process group
 *   and outlived a stopped run, holding its port for the next.
 * Without a writable cgroup tree, steps run as before and their CPU seconds are `times`'.
 */
import fs from 'node:fs';
import path from 'node:path';

const CPUACCT_ROOT = '/sys/fs/cgroup/cpuacct';

/** A step's group: the shell line that moves a shell into it, and its readings. */
export interface StepGroup {
  /** A shell command (for `sh -c`) that puts the shell running it, and all it starts, in the group. */
  enterCommand: string;
  /** CPU seconds (user + system) of every process that has been in the group. */
  cpuSeconds(): number | undefined;
  /** Kills every process still in the group. */
  killAll(): void;
  /** Kills what is left, then removes the group. */
  close(): void;
}

/** The groups of one run of `npm test`, below `root` (made for the run, removed by `closeAll`). */
export interface StepGroups {
  open(stepName: string): StepGroup;
  closeAll(): void;
}

function pidsIn(dir: string): number[] {
  try {
    return fs.readFileSync(path.join(dir, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

function killPids(dir: string): void {
  for (const pid of pidsIn(dir)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

/** Removes a group once its last process is gone (the kernel refuses while one lives). */
function removeGroup(dir: string): void {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      fs.rmdirSync(dir);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      killPids(dir);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    }
  }
}

/**
 * The run's step groups, or undefined where no group can be made here.
 * @example openStepGroups(`npm-test-${process.pid}`)?.open('build').enterCommand
 */
export function openStepGroups(runName: string, root = CPUACCT_ROOT): StepGroups | undefined {
  const runDir = path.join(root, runName);
  try {
    fs.mkdirSync(runDir);
  } catch {
    return undefined;
  }
  const opened: string[] = [];
  return {
    open(stepName) {
      const dir = path.join(runDir, stepName.replace(/\W+/g, '-'));
      fs.mkdirSync(dir, { recursive: true });
      opened.push(dir);
      return {
        enterCommand: `echo $$ > '${path.join(dir, 'cgroup.procs')}'`,
        cpuSeconds() {
          try {
            return Number(fs.readFileSync(path.join(dir, 'cpuacct.usage'), 'utf8')) / 1e9;
          } catch {
            return undefined;
          }
        },
        killAll: () => killPids(dir),
        close: () => removeGroup(dir),
      };
    },
    closeAll() {
      for (const dir of opened) removeGroup(dir);
      removeGroup(runDir);
    },
  };
}
