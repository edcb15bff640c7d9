import { describe, expect, it } from 'vitest';
import { nextTabIndex, pickInitialTab, tabQueryKey, tabStorageKey } from '@/lib/client/tabs';

describe('tabStorageKey', () => {
  it("uses Docusaurus' localStorage key, so choices made on the old site carry over", () => {
    expect(tabStorageKey('os')).toBe('docusaurus.tab.os');
  });
});

describe('tabQueryKey', () => {
  it('names the search parameter as Docusaurus does: the string given, else the groupId, else "tab"', () => {
    expect(tabQueryKey('lang', 'os')).toBe('lang');
    expect(tabQueryKey(true, 'os')).toBe('os');
    expect(tabQueryKey(true)).toBe('tab');
    expect(tabQueryKey(false, 'os')).toBeUndefined();
    expect(tabQueryKey(undefined, 'os')).toBeUndefined();
  });
});

describe('pickInitialTab', () => {
  const values = ['linux', 'mac', 'windows'];
  it('prefers the address, then the remembered choice, then the default', () => {
    expect(pickInitialTab({ values, fromQuery: 'windows', fromStorage: 'mac', defaultValue: 'linux' })).toBe('windows');
    expect(pickInitialTab({ values, fromQuery: null, fromStorage: 'mac', defaultValue: 'linux' })).toBe('mac');
    expect(pickInitialTab({ values, defaultValue: 'linux' })).toBe('linux');
  });
  it('ignores a value the group does not have', () => {
    expect(pickInitialTab({ values, fromQuery: 'bsd', fromStorage: 'beos', defaultValue: 'mac' })).toBe('mac');
  });
});

describe('nextTabIndex', () => {
  it('moves with Left and Right, wrapping around, and jumps with Home and End (WAI-ARIA tabs)', () => {
    expect(nextTabIndex('ArrowRight', 0, 3)).toBe(1);
    expect(nextTabIndex('ArrowRight', 2, 3)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 0, 3)).toBe(2);
    expect(nextTabIndex('Home', 2, 3)).toBe(0);
    expect(nextTabIndex('End', 0, 3)).toBe(2);
    expect(nextTabIndex('Enter', 1, 3)).toBeUndefined();
  });
});
