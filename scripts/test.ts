#!/usr/bin/env node
/**
 * `npm test`: every check of the project, two at a time on a 2-core machine.
 *
 * A cold `next build` keeps one core and a half busy, `tsc` one, Vitest two; run one after
 * the other they left a core idle for minutes. Here a step starts as soon as the steps it
 * needs have ended and a slot is free, in the order of STEPS. The exports run one after the
 * other (two at once took longer than in turn: they contend for memory and cores), with the
 * type check, the unit tests, lint, the checks and the end-to-end specs on the site's own
 * exports beside them; each build test and the end-to-end specs on the imported sites start
 * as soon as what they read exists, and the timed specs run last, alone. A step's output is printed
 * in one block when it ends, the end-to-end tests' as they run; the first failure stops the others. A table of
 * the steps' times ends the run, so a slower step shows which it is.
 *
 * Usage: node scripts/run-bundled.mjs scripts/test.ts   (TEST_SLOTS=1 runs the steps one after the other)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isEntryModule } from './is-entry-module';
import { openStepGroups, type StepGroup } from './step-groups';
import { STEPS, type TestStep } from './test-steps';

/** How long a step took, the CPU seconds of the processes it waited for, and when it started (seconds from the run's start). */
interface StepTime {
  name: string;
  seconds: number;
  cpu: number | undefined;
  from: number;
}

/**
 * The step's command, followed by the shell's `times` into `timesFile`: the user and system
 * seconds of every process the step waited for. On a machine shared with other work the
 * wall time says little; the CPU seconds say what a step costs.
 */
function withCpuTimes(command: string, timesFile: string): string {
  return `(${command}\n); status=$?; times > '${timesFile}'; exit $status`;
}

/** The children's user + system seconds from `times`' output (its second line), if readable. */
export function childCpuSeconds(timesOutput: string): number | undefined {
  const line = timesOutput.trim().split('\n')[1] ?? '';
  const values = [...line.matchAll(/(\d+)m([\d.]+)s/g)].map(([, m, s]) => Number(m) * 60 + Number(s));
  return values.length === 2 ? values[0]! + values[1]! : undefined;
}

/**
 * Takes out of `waiting` (in their order) up to `free` steps whose `after` steps have all
 * ended, and returns them: how both the runner and planSchedule pick the next steps.
 * @template {{ name: string, after?: readonly string[] }} Step
 * @param {Step[]} waiting
 * @param {{ has: (name: string) => boolean }} ended
 * @param {number} free
 * @returns {Step[]}
 */
function takeReady<Step extends { name: string; after?: readonly string[] }>(
  waiting: Step[],
  ended: { has: (name: string) => boolean },
  free: number,
): Step[] {
  const ready: Step[] = [];
  for (let i = 0; i < waiting.length && ready.length < free; ) {
    if ((waiting[i]!.after ?? []).every((name) => ended.has(name))) ready.push(...waiting.splice(i, 1));
    else i++;
  }
  return ready;
}

/** The error for steps left waiting on a step that will never run. */
function neverReady(waiting: readonly { name: string }[]) {
  return new Error(`steps that wait for a step that never runs: ${waiting.map((s) => s.name).join(', ')}`);
}

/**
 * The order in which `steps` start with `slots` at a time, each taking `durations[name]`
 * seconds: the schedule the runner follows (same picking, takeReady), for the unit test
 * and for reading.
 * @param {readonly { name: string, after?: readonly string[] }[]} steps
 * @param {number} slots
 * @param {Record<string, number>} durations
 * @returns {{ name: string, start: number, end: number }[]}
 */
export function planSchedule(
  steps: readonly { name: string; after?: readonly string[] }[],
  slots: number,
  durations: Record<string, number>,
): { name: string; start: number; end: number }[] {
  const ended = new Set<string>();
  const running: { name: string; start: number; end: number }[] = [];
  const waiting = [...steps];
  const plan: { name: string; start: number; end: number }[] = [];
  let now = 0;
  while (waiting.length > 0 || running.length > 0) {
    for (const step of takeReady(waiting, ended, slots - running.length)) {
      const entry = { name: step.name, start: now, end: now + (durations[step.name] ?? 0) };
      running.push(entry);
      plan.push(entry);
    }
    if (running.length === 0) throw neverReady(waiting);
    running.sort((a, b) => a.end - b.end);
    const next = running.shift()!;
    now = next.end;
    ended.add(next.name);
  }
  return plan;
}

/** Runs `steps`, `slots` at a time; resolves with each step's seconds, or exits on a failure. */
async function runSteps(steps: readonly TestStep[], slots: number): Promise<StepTime[]> {
  const started = Date.now();
  const times: StepTime[] = [];
  const timesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'npm-test-times-'));
  /** The running steps' processes, each with its control group where the machine gives one (step-groups.ts). */
  const children = new Map<ChildProcess, StepGroup | undefined>();
  const groups = openStepGroups(`npm-test-${process.pid}`);
  const ended = new Set<string>();
  const waiting = [...steps];
  // Each step runs in a process group of its own (so a failure can stop all it started),
  // which a Ctrl+C at the terminal does not reach: stop them here.
  const stopAll = () => {
    for (const [child, group] of children) {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
      group?.killAll();
    }
    groups?.closeAll();
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stopAll();
      process.exit(130);
    });
  }
  return new Promise<StepTime[]>((resolve, reject) => {
    const fail = (step: TestStep, code: number | string | null) => {
      stopAll();
      console.error(`\nnpm test: ${step.name} failed (exit ${code}); the steps still running were stopped.`);
      printTimes(times, started);
      process.exit(typeof code === 'number' && code !== 0 ? code : 1);
    };
    const startReady = () => {
      for (const step of takeReady(waiting, ended, slots - children.size)) {
        const stepStarted = Date.now();
        const timesFile = path.join(timesDir, `${step.name.replace(/\W+/g, '-')}.txt`);
        const group = groups?.open(step.name);
        const command = withCpuTimes(step.command, timesFile);
        const child = spawn(group ? `${group.enterCommand}\n${command}` : command, {
          shell: true,
          detached: true,
          stdio: ['ignore', step.live ? 'inherit' : 'pipe', step.live ? 'inherit' : 'pipe'],
        });
        children.set(child, group);
        const chunks: Buffer[] = [];
        if (!step.live)
          for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => chunks.push(chunk));
        if (step.live) console.log(`\n── ${step.name}: ${step.command} ──`);
        child.on('close', (code, signal) => {
          children.delete(child);
          const seconds = (Date.now() - stepStarted) / 1000;
          // What is left of the step (a server it started) is stopped with it.
          group?.killAll();
          const cpu =
            group?.cpuSeconds() ??
            (fs.existsSync(timesFile) ? childCpuSeconds(fs.readFileSync(timesFile, 'utf8')) : undefined);
          group?.close();
          times.push({ name: step.name, seconds, cpu, from: (stepStarted - started) / 1000 });
          if (!step.live)
            process.stdout.write(
              `\n── ${step.name}: ${step.command} (${seconds.toFixed(1)} s, ${cpu?.toFixed(1) ?? '?'} CPU-s) ──\n${Buffer.concat(chunks).toString('utf8')}`,
            );
          if (code !== 0) return fail(step, code ?? signal);
          ended.add(step.name);
          startReady();
        });
      }
      if (children.size > 0) return;
      if (waiting.length === 0) resolve(times);
      else reject(neverReady(waiting));
    };
    startReady();
  }).then((result) => {
    fs.rmSync(timesDir, { recursive: true, force: true });
    groups?.closeAll();
    printTimes(result, started);
    return result;
  });
}

function printTimes(times: StepTime[], started: number) {
  const cpuTotal = times.reduce((sum, { cpu }) => sum + (cpu ?? 0), 0);
  console.log(
    `\nnpm test: ${((Date.now() - started) / 1000).toFixed(0)} s in all, ${cpuTotal.toFixed(0)} CPU-s (user + system)`,
  );
  for (const { name, seconds, cpu, from } of times)
    console.log(
      `  ${name.padEnd(16)} ${seconds.toFixed(1).padStart(6)} s ${(cpu?.toFixed(1) ?? '?').padStart(6)} CPU-s  (from ${from.toFixed(0)} s)`,
    );
}

const isMain = isEntryModule(import.meta.url);
if (isMain) {
  const slots = Number(process.env.TEST_SLOTS ?? 2);
  await runSteps(STEPS, slots);
}
