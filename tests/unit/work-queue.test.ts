import { describe, expect, it } from 'vitest';
import { eachAtMost } from '@/lib/work-queue';

describe('eachAtMost', () => {
  it('runs every item, never more than the lanes at once, starting them in order', async () => {
    let running = 0;
    let most = 0;
    const started: number[] = [];
    await eachAtMost(2, [1, 2, 3, 4, 5], async (item) => {
      started.push(item);
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, 10 * (6 - item)));
      running--;
    });
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });

  it('stops with the first failure', async () => {
    await expect(
      eachAtMost(2, ['a', 'b'], async (item) => {
        if (item === 'b') throw new Error('b failed');
      }),
    ).rejects.toThrow('b failed');
  });
});
