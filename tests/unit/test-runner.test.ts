import { describe, expect, it } from 'vitest';
import { childCpuSeconds, planSchedule } from '@/scripts/test';
import { STEPS } from '@/scripts/test-steps';

/** Rough seconds of each step on a 2-core machine, for the plan's order only. */
const DURATIONS = {
  browsers: 1,
  typecheck: 15,
  build: 45,
  'build:imported': 80,
  'build:root-docs': 45,
  'build:fixture': 12,
  unit: 47,
  lint: 35,
  'content check': 15,
  'export checks': 20,
  'warm-rebuild': 50,
  'bad-content': 10,
  'dev-reload': 30,
  'e2e:site': 150,
  'e2e:imported': 60,
  'e2e:timed': 40,
};

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

describe('npm test runs its steps two at a time', () => {
  const plan = planSchedule(STEPS, 2, DURATIONS);
  const step = (name: string) => plan.find((entry) => entry.name === name)!;

  it('runs every step once, never more than two at a time', () => {
    expect(plan.map((entry) => entry.name).sort()).toEqual(STEPS.map((s) => s.name).sort());
    for (const { start } of plan)
      expect(plan.filter((other) => other.start <= start && start < other.end).length).toBeLessThanOrEqual(2);
  });

  it('runs one export at a time, each build test after the exports it reads or shares a tree with', () => {
    const exports = ['build', 'build:fixture', 'build:imported', 'build:root-docs'];
    for (const a of exports)
      for (const b of exports) if (a !== b) expect(overlaps(step(a), step(b)), `${a} and ${b}`).toBe(false);
    expect(step('warm-rebuild').start).toBeGreaterThanOrEqual(step('build:imported').end);
    // The fixture's export reuses the site build's compile, which only that order leaves in .next.
    expect(step('build:fixture').start).toBeGreaterThanOrEqual(step('build').end);
    for (const name of ['build', 'build:fixture', 'unit'])
      expect(overlaps(step(name), step('bad-content')), name).toBe(false);
    for (const name of exports) expect(overlaps(step(name), step('dev-reload')), name).toBe(false);
  });

  it('runs the end-to-end specs on the imported sites once their exports exist, before the timed ones', () => {
    const imported = step('e2e:imported');
    expect(imported.start).toBeGreaterThanOrEqual(Math.max(step('build:imported').end, step('build:root-docs').end));
    expect(imported.end).toBeLessThanOrEqual(step('e2e:timed').start);
  });

  it('runs the type check and the unit tests beside the first export', () => {
    expect(overlaps(step('typecheck'), step('build'))).toBe(true);
    expect(overlaps(step('unit'), step('build'))).toBe(true);
  });

  it('runs the content check and the export checks beside an export', () => {
    const besideAnExport = (name: string) =>
      ['build', 'build:fixture', 'build:imported'].some((exported) => overlaps(step(name), step(exported)));
    expect(besideAnExport('content check')).toBe(true);
    expect(besideAnExport('export checks')).toBe(true);
  });

  it('checks format and lint beside an export', () => {
    const exports = ['build', 'build:fixture', 'build:imported', 'build:root-docs'];
    expect(exports.some((exported) => overlaps(step('lint'), step(exported)))).toBe(true);
  });

  it("runs the end-to-end specs on the site's own exports beside the imported sites' builds", () => {
    const site = step('e2e:site');
    expect(site.start).toBeGreaterThanOrEqual(step('build:fixture').end);
    expect(overlaps(site, step('build:imported')) || overlaps(site, step('build:root-docs'))).toBe(true);
  });

  it('runs the timed end-to-end specs last and alone, after every export', () => {
    const e2e = step('e2e:timed');
    expect(plan.filter((entry) => entry !== e2e && overlaps(entry, e2e))).toEqual([]);
    expect(Math.max(...plan.map((entry) => entry.end))).toBe(e2e.end);
  });

  it('ends sooner than the steps one after the other, by the time of the steps run beside an export', () => {
    const serial = Object.values(DURATIONS).reduce((a, b) => a + b, 0);
    expect(step('e2e:timed').end).toBeLessThanOrEqual(
      serial - DURATIONS.typecheck - DURATIONS.unit - DURATIONS['content check'] - DURATIONS['export checks'],
    );
  });

  it('gives the Playwright steps that can run at once a port each', () => {
    const playwright = plan.filter((entry) => STEPS.find((s) => s.name === entry.name)!.command.includes('playwright'));
    const port = (name: string) => /E2E_PORT=(\d+)/.exec(STEPS.find((s) => s.name === name)!.command)?.[1] ?? '4173';
    for (const a of playwright)
      for (const b of playwright)
        if (a !== b && overlaps(a, b)) expect(port(a.name), `${a.name} and ${b.name}`).not.toBe(port(b.name));
    expect(overlaps(step('e2e:site'), step('e2e:imported'))).toBe(true);
  });

  it('refuses a step that waits for one that does not exist', () => {
    expect(() => planSchedule([{ name: 'a', after: ['missing'] }], 2, {})).toThrow(/a/);
  });
});

describe("npm test's CPU seconds of a step", () => {
  it("reads the children's user and system seconds from the shell's `times` (dash and bash)", () => {
    expect(childCpuSeconds('0m0.000000s 0m0.000000s\n1m4.030000s 0m0.050000s\n')).toBeCloseTo(64.08);
    expect(childCpuSeconds('0m0.001s 0m0.002s\n0m12.500s 0m1.250s\n')).toBeCloseTo(13.75);
    expect(childCpuSeconds('')).toBeUndefined();
  });
});
