/**
 * The docs sidebar in two parts (lib/docs/sidebar-split.ts): the top level the docs layout
 * holds once, the same for every doc, and the branch each page brings.
 */
import { describe, expect, it } from 'vitest';
import { buildDocPageModel } from '@/lib/docs/page';
import { buildSidebarTopLevels, CURRENT_SIDEBAR } from '@/lib/docs/sidebar-layout';
import { joinSidebar, sidebarBranch, sidebarTopLevel } from '@/lib/docs/sidebar-split';
import { loadFixture } from './fixtures';

const content = loadFixture('valid');

describe('the sidebar split between the docs layout and each page', () => {
  it('joins back into the page sidebar, for every doc of both locales', () => {
    for (const locale of ['es', 'en'] as const) {
      const topLevel = buildSidebarTopLevels(content, locale)[CURRENT_SIDEBAR]!;
      for (const doc of content.docs[locale]) {
        const { sidebar } = buildDocPageModel(content, locale, doc.slug)!;
        expect(sidebarTopLevel(sidebar)).toEqual(topLevel);
        expect(joinSidebar(topLevel, sidebarBranch(sidebar))).toEqual(sidebar);
      }
    }
  });

  it('keeps no category items in the top level, and only open categories in a branch', () => {
    const topLevel = buildSidebarTopLevels(content, 'en')[CURRENT_SIDEBAR]!;
    expect(topLevel.some((entry) => entry.type === 'category' && entry.items)).toBe(false);
    const { sidebar } = buildDocPageModel(content, 'en', 'guide/usage')!;
    expect(Object.keys(sidebarBranch(sidebar))).toEqual(['guide']);
    expect(sidebarBranch(buildDocPageModel(content, 'en', 'intro')!.sidebar)).toEqual({});
  });
});
