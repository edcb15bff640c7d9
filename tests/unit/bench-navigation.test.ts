/**
 * The bench's doc-to-doc navigation figures (scripts/bench/measure-navigation.ts): the budget
 * holds the worst hop with the layouts held, not only the last or a typical one.
 */
import { describe, expect, it } from 'vitest';
import { navigationTable, summariseHop } from '@/scripts/bench/measure-navigation';

const hop = (to: string, gzip: number) => summariseHop('/from/', to, [{ path: `${to}x.txt`, raw: gzip * 5, gzip }]);

describe('navigationTable', () => {
  it('fails x1 when any hop after the first is over 8 KB, even if the last and the median are under', () => {
    const x1 = [hop('/a/', 12_000), hop('/b/', 6_000), hop('/c/', 8_100), hop('/d/', 6_000), hop('/e/', 6_000)];
    const { rows, failures } = navigationTable({ x1 });
    expect(failures).toEqual(['doc-to-doc navigation at x1']);
    expect(rows[0]).toMatchObject({ 'worst hop': expect.stringMatching(/^8\.1 KB/), hop: '/from/ → /c/' });
    expect(rows[0]!['next hops']).toBe('4, median 6.0 KB');
  });

  it('leaves the first hop (layouts not yet held) out of the budget', () => {
    expect(navigationTable({ x1: [hop('/a/', 12_000), hop('/b/', 7_900)] }).failures).toEqual([]);
  });

  it('fails x100 when a hop to a page grows past x1’s hop to the same page', () => {
    const x1 = [hop('/a/', 9_000), hop('/b/', 5_000), hop('/c/', 7_000)];
    const grown = [hop('/a/', 9_000), hop('/b/', 5_300), hop('/c/', 7_000)];
    expect(navigationTable({ x1, x100: x1 }).failures).toEqual([]);
    expect(navigationTable({ x1, x100: grown }).failures).toEqual(['doc-to-doc navigation at x100']);
  });
});
