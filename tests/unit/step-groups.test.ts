import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openStepGroups } from '@/scripts/step-groups';

const CPUACCT = '/sys/fs/cgroup/cpuacct';
/** Only where this machine lets a test make control groups (Linux, cgroup v1 cpuacct, as on CI). */
const writable = (() => {
  try {
    fs.accessSync(CPUACCT, fs.constants.W_OK);
    return true;
  } catch {
    return false;
  }
})();

describe('npm test steps in control groups of their own', () => {
  it('is none where no group can be made, so the steps run as before', () => {
    expect(openStepGroups('x', '/nonexistent/cgroup')).toBeUndefined();
  });

  it.runIf(writable)('counts the CPU of a grandchild that left the process group, and stops it', async () => {
    const groups = openStepGroups(`step-groups-test-${process.pid}`)!;
    try {
      const group = groups.open('busy step');
      // A grandchild in a session of its own that works for 0.5 CPU-s, then stays (as Playwright's server does).
      const busy = 'while (process.cpuUsage().user < 500000); setInterval(() => {}, 1000)';
      spawnSync('sh', ['-c', `${group.enterCommand}; setsid node -e '${busy}' &`], { stdio: 'ignore' });
      await expect.poll(() => group.cpuSeconds(), { timeout: 15_000 }).toBeGreaterThan(0.5);
      group.killAll();
    } finally {
      groups.closeAll();
    }
    expect(fs.existsSync(`${CPUACCT}/step-groups-test-${process.pid}`)).toBe(false);
  });
});
