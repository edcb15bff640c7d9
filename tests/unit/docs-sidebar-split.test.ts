/**
 * The docs sidebar in two parts (lib/docs/sidebar-split.ts): the top level the docs layout
 * holds once, the same for every doc, and the branch each page brings.
 */
import { describe, expect, it } from 'vitest';
import { buildDocPageModel } from '@/lib/docs/page';
import { buildSidebarTopLevels, CURRENT_SIDEBAR, topLevelLimit } from '@/lib/docs/sidebar-layout';
import type { SidebarEntry } from '@/lib/docs/sidebar-entries';
import { joinSidebar, sidebarBranch, sidebarTopLevel, sidebarWindow, topLevelRows } from '@/lib/docs/sidebar-split';
import { loadFixture } from './fixtures';

const content = loadFixture('valid');

describe('the sidebar split between the docs layout and each page', () => {
  it('joins back into the page sidebar, for every doc of both locales', () => {
    for (const locale of ['es', 'en'] as const) {
      const topLevel = buildSidebarTopLevels(content, locale).topLevels[CURRENT_SIDEBAR]!;
      for (const doc of content.docs[locale]) {
        const { sidebar } = buildDocPageModel(content, locale, doc.slug)!;
        expect(sidebarTopLevel(sidebar)).toEqual(topLevel);
        expect(joinSidebar(topLevel, sidebarBranch(sidebar))).toEqual(sidebar);
      }
    }
  });

  it('keeps no category items in the top level, and only open categories in a branch', () => {
    const topLevel = buildSidebarTopLevels(content, 'en').topLevels[CURRENT_SIDEBAR]!;
    expect(topLevel.some((entry) => entry.type === 'category' && entry.items)).toBe(false);
    const { sidebar } = buildDocPageModel(content, 'en', 'guide/usage')!;
    expect(Object.keys(sidebarBranch(sidebar))).toEqual(['guide']);
    expect(sidebarBranch(buildDocPageModel(content, 'en', 'intro')!.sidebar)).toEqual({});
  });
});

/** A flat top level of `n` categories, `c0` … `c{n-1}`, each with one doc. */
const categories = (n: number): SidebarEntry[] =>
  Array.from({ length: n }, (_, i) => ({
    type: 'category',
    id: `c${i}`,
    label: `C ${i}`,
    path: `/docs/c${i}/d/`,
    items: [{ type: 'doc', id: `c${i}/d`, label: 'D', path: `/docs/c${i}/d/` }],
  }));

describe('a long top level, cut', () => {
  it('is cut at the limit in the docs layout, which counts what it left out', () => {
    const { topLevels, hidden } = buildSidebarTopLevels(content, 'en', 2);
    expect(topLevels[CURRENT_SIDEBAR]!.map((e) => e.id)).toEqual(['intro', 'guide']);
    expect(hidden).toEqual({ [CURRENT_SIDEBAR]: 1 });
    expect(buildSidebarTopLevels(content, 'en').hidden).toEqual({});
  });

  it('gives a page past the cut its own entry and five neighbours each side, none before the cut', () => {
    const entries = categories(120);
    expect(sidebarWindow(entries, 'c3/d', 100)).toBeUndefined();
    const window = sidebarWindow(entries, 'c110/d', 100)!;
    expect(window.start).toBe(105);
    expect(window.entries.map((e) => e.id)).toEqual([
      'c105',
      'c106',
      'c107',
      'c108',
      'c109',
      'c110',
      'c111',
      'c112',
      'c113',
      'c114',
      'c115',
    ]);
    expect(window.entries.some((e) => e.type === 'category' && e.items)).toBe(false);
    expect(sidebarWindow(entries, 'c101/d', 100)!.start).toBe(100);
  });

  it('renders gaps where neither the layout nor the page holds entries, the page branch joined', () => {
    const entries = categories(120);
    const { shown, hidden } = { shown: sidebarTopLevel(entries.slice(0, 100)), hidden: 20 };
    const window = sidebarWindow(entries, 'c110/d', 100);
    const rows = joinSidebar(topLevelRows(shown, hidden, window), sidebarBranch([entries[110]!]));
    expect(rows.filter((r) => r.type === 'gap')).toEqual([
      { type: 'gap', id: 'gap:100', count: 5 },
      { type: 'gap', id: 'gap:116', count: 4 },
    ]);
    expect(rows.length).toBe(100 + 1 + 11 + 1);
    expect(rows.find((r) => r.id === 'c110')).toEqual(entries[110]);
    expect(topLevelRows(shown, hidden)).toEqual([...shown, { type: 'gap', id: 'gap:100', count: 20 }]);
    expect(topLevelRows(shown)).toEqual(shown);
  });

  it('reads its limit from VIGIA_SIDEBAR_TOP_LEVEL, 100 by default, and names a bad value', () => {
    expect(topLevelLimit({})).toBe(100);
    expect(topLevelLimit({ VIGIA_SIDEBAR_TOP_LEVEL: '2' })).toBe(2);
    expect(() => topLevelLimit({ VIGIA_SIDEBAR_TOP_LEVEL: 'lots' })).toThrow(
      'VIGIA_SIDEBAR_TOP_LEVEL=lots: give a whole number of top-level sidebar entries, 1 or more',
    );
  });
});
