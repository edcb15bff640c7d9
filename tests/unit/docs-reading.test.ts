import { describe, expect, it } from 'vitest';
import { buildLastUpdatedNotice, formatLastUpdated, lastUpdatedDay, parseGitLogDates } from '@/lib/docs/git-dates';
import { buildSidebar } from '@/lib/docs/sidebar';
import { buildOpenCategoryIds, buildShallowSidebar, findCategoryItems } from '@/lib/docs/sidebar-view';
import { buildTocTree } from '@/lib/docs/toc-tree';
import { editUrl, localizeFilePath } from '@/lib/urls';
import { loadFixture } from './fixtures';

const content = loadFixture('valid');
const tree = buildSidebar(content.sidebar, content.docs.en, 'en');

describe('buildShallowSidebar', () => {
  it("keeps the items of the current doc's category only", () => {
    expect(buildShallowSidebar(tree, 'guide/setup')[1]).toMatchObject({
      type: 'category',
      id: 'guide',
      items: [{ id: 'guide/setup' }, { id: 'guide/usage' }],
    });
    const elsewhere = buildShallowSidebar(tree, 'intro')[1]!;
    expect(elsewhere).toEqual({ type: 'category', id: 'guide', label: 'Guide', path: '/en/docs/guide/setup/' });
  });
  it('keeps every top-level entry, so every category can be opened', () => {
    expect(buildShallowSidebar(tree, 'intro').map((n) => n.id)).toEqual(tree.map((n) => n.id));
  });
});

describe('buildOpenCategoryIds', () => {
  it('opens the categories around the current doc', () => {
    expect(buildOpenCategoryIds(buildShallowSidebar(tree, 'guide/usage'), 'guide/usage')).toEqual(['guide']);
    expect(buildOpenCategoryIds(buildShallowSidebar(tree, 'intro'), 'intro')).toEqual([]);
  });
});

describe('findCategoryItems', () => {
  it("finds a category's items in the full tree, and nothing for an unknown id", () => {
    expect(findCategoryItems(tree, 'guide')?.map((n) => n.id)).toEqual(['guide/setup', 'guide/usage']);
    expect(findCategoryItems(tree, 'nope')).toBeUndefined();
  });
});

describe('buildTocTree', () => {
  it('nests each h3 under the h2 above it', () => {
    expect(
      buildTocTree([
        { depth: 2, id: 'a', text: 'A' },
        { depth: 3, id: 'a1', text: 'A1' },
        { depth: 3, id: 'a2', text: 'A2' },
        { depth: 2, id: 'b', text: 'B' },
      ]),
    ).toEqual([
      {
        id: 'a',
        text: 'A',
        children: [
          { id: 'a1', text: 'A1', children: [] },
          { id: 'a2', text: 'A2', children: [] },
        ],
      },
      { id: 'b', text: 'B', children: [] },
    ]);
  });
  it('keeps an h3 that comes before any h2 at the top level', () => {
    expect(
      buildTocTree([
        { depth: 3, id: 'x', text: 'X' },
        { depth: 2, id: 'a', text: 'A' },
      ]).map((n) => n.id),
    ).toEqual(['x', 'a']);
  });
});

describe('parseGitLogDates', () => {
  it('gives each file the date of the newest commit that lists it', () => {
    const output =
      '\x1e2026-03-02T10:00:00+01:00\n\ncontent/es/docs/a.mdx\n\x1e2026-01-01T09:00:00Z\n\ncontent/es/docs/a.mdx\ncontent/es/docs/b.mdx\n';
    expect(parseGitLogDates(output)).toEqual(
      new Map([
        ['content/es/docs/a.mdx', '2026-03-02T10:00:00+01:00'],
        ['content/es/docs/b.mdx', '2026-01-01T09:00:00Z'],
      ]),
    );
  });
  it('is empty without history', () => {
    expect(parseGitLogDates('').size).toBe(0);
  });
});

describe('formatLastUpdated', () => {
  it('writes the UTC day in words per locale', () => {
    expect(formatLastUpdated('2026-11-20T23:30:00-02:00', 'es')).toBe('21 de noviembre de 2026');
    expect(formatLastUpdated('2026-11-20T10:00:00Z', 'en')).toBe('November 20, 2026');
    expect(lastUpdatedDay('2026-11-20T23:30:00-02:00')).toBe('2026-11-21');
  });
});

describe('buildLastUpdatedNotice', () => {
  it('says nothing when every doc has its date', () => {
    expect(buildLastUpdatedNotice({ shallow: false, missing: 0, total: 22 })).toBeUndefined();
  });
  it('names a shallow clone, or files without history', () => {
    expect(buildLastUpdatedNotice({ shallow: true, missing: 22, total: 22 })).toBe(
      'last updated: shallow git clone, dates left out of 22 of 22 docs',
    );
    expect(buildLastUpdatedNotice({ shallow: false, missing: 2, total: 22 })).toMatch(/no git history.*2 of 22/);
  });
});

describe('editUrl and localizeFilePath', () => {
  it('adds the source file to the edit base', () => {
    expect(editUrl('content/es/docs/intro.mdx', 'https://github.com/o/r/edit/main')).toBe(
      'https://github.com/o/r/edit/main/content/es/docs/intro.mdx',
    );
  });
  it('prefixes files of other locales only, without a trailing slash', () => {
    expect(localizeFilePath('/docs/sidebar.json', 'es')).toBe('/docs/sidebar.json');
    expect(localizeFilePath('/docs/sidebar.json', 'en')).toBe('/en/docs/sidebar.json');
  });
});
