import { describe, expect, it } from 'vitest';
import { isApplePlatform, isSearchShortcut, type ShortcutEvent } from '@/lib/client/search-shortcut';
import { buildSearchHits, decodeHash, parseExcerpt } from '@/lib/search/hits';
import type { PagefindResult, PagefindResultData } from '@/lib/search/pagefind';
import { buildSuggestionQueries, findSuggestedPages, loosenWord, wordsFromPath } from '@/lib/search/suggest';
import { searchScriptUrl, withoutBasePath } from '@/lib/urls';

describe('parseExcerpt', () => {
  it('splits marked terms from plain text', () => {
    expect(parseExcerpt('La <mark>autenticación</mark> usa tokens')).toEqual([
      { text: 'La ', marked: false },
      { text: 'autenticación', marked: true },
      { text: ' usa tokens', marked: false },
    ]);
  });
  it('turns escaped markup back into text, never into elements', () => {
    expect(parseExcerpt('use &lt;script&gt; &amp; <mark>&lt;b&gt;</mark>')).toEqual([
      { text: 'use <script> & ', marked: false },
      { text: '<b>', marked: true },
    ]);
  });
});

describe('decodeHash', () => {
  it('decodes the anchor so it matches the heading id', () => {
    expect(decodeHash('/docs/api/authentication/#errores-de-autenticaci%C3%B3n')).toBe(
      '/docs/api/authentication/#errores-de-autenticación',
    );
  });
  it('leaves URLs without anchor or with a malformed one alone', () => {
    expect(decodeHash('/docs/intro/')).toBe('/docs/intro/');
    expect(decodeHash('/docs/intro/#%E0%A4%A')).toBe('/docs/intro/#%E0%A4%A');
  });
});

function page(url: string, title: string, sections: { title: string; id?: string }[]): PagefindResultData {
  return {
    url,
    excerpt: `${title} <mark>x</mark>`,
    meta: { title },
    sub_results: sections.map((s) => ({
      title: s.title,
      url: s.id ? `${url}#${s.id}` : url,
      excerpt: `${s.title} <mark>x</mark>`,
      anchor: s.id ? { element: 'h2', id: s.id, text: s.title } : undefined,
    })),
  };
}

describe('buildSearchHits', () => {
  it('lists one row per section, with the page title and the heading it is under', () => {
    const hits = buildSearchHits([page('/docs/a/', 'A', [{ title: 'A' }, { title: 'Tokens', id: 'tokens' }])]);
    expect(hits.map((h) => [h.href, h.pageTitle, h.section])).toEqual([
      ['/docs/a/', 'A', undefined],
      ['/docs/a/#tokens', 'A', 'Tokens'],
    ]);
    expect(hits[1]?.excerpt).toEqual([
      { text: 'Tokens ', marked: false },
      { text: 'x', marked: true },
    ]);
  });
  it('keeps at most three sections of a page, in the order of the pages', () => {
    const many = page(
      '/docs/a/',
      'A',
      ['1', '2', '3', '4'].map((n) => ({ title: n, id: `s${n}` })),
    );
    const hits = buildSearchHits([many, page('/docs/b/', 'B', [])]);
    expect(hits.map((h) => h.href)).toEqual(['/docs/a/#s1', '/docs/a/#s2', '/docs/a/#s3', '/docs/b/']);
  });
});

describe('wordsFromPath', () => {
  it('keeps the words of the address, without locale and structural segments', () => {
    expect(wordsFromPath('/en/docs/phising-simulation/', ['es', 'en'])).toEqual(['phising', 'simulation']);
    expect(wordsFromPath('/docs/api/autenticaci%C3%B3n.html', ['es', 'en'])).toEqual(['api', 'autenticación']);
  });
  it('drops short and repeated words', () => {
    expect(wordsFromPath('/blog/a-de-tokens/tokens/', ['es', 'en'])).toEqual(['tokens']);
  });
});

describe('buildSuggestionQueries', () => {
  it('tries the loosened words, then the words as written, then each loosened word', () => {
    expect(loosenWord('phising')).toBe('phis');
    expect(loosenWord('simulation')).toBe('simul');
    expect(loosenWord('api')).toBe('api');
    expect(buildSuggestionQueries(['phising', 'simulation'])).toEqual([
      'phis simul',
      'phising simulation',
      'phis',
      'simul',
    ]);
    expect(buildSuggestionQueries([])).toEqual([]);
  });
});

describe('findSuggestedPages', () => {
  const result = (id: string): PagefindResult => ({
    id,
    score: 1,
    data: async () => page(`/${id}/`, id.toUpperCase(), []),
  });
  it('collects distinct pages across queries, up to the maximum', async () => {
    const answers: Record<string, PagefindResult[]> = {
      a: [result('x'), result('y')],
      b: [result('y'), result('z'), result('w')],
    };
    const pages = await findSuggestedPages(async (q) => ({ results: answers[q] ?? [] }), ['a', 'b', 'c'], 3);
    expect(pages).toEqual([
      { href: '/x/', title: 'X' },
      { href: '/y/', title: 'Y' },
      { href: '/z/', title: 'Z' },
    ]);
  });
});

describe('isSearchShortcut', () => {
  const inField = {
    closest: (s: string) => (s.includes('input') ? {} : null),
    isContentEditable: false,
  } as unknown as EventTarget;
  const onPage = { closest: () => null, isContentEditable: false } as unknown as EventTarget;
  const key = (over: Partial<ShortcutEvent>): ShortcutEvent => ({
    key: 'k',
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    target: onPage,
    ...over,
  });
  it('opens on Ctrl+K and Cmd+K, even in a field', () => {
    expect(isSearchShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ metaKey: true, target: inField }))).toBe(true);
    expect(isSearchShortcut(key({}))).toBe(false);
  });
  it('opens on / outside text fields only', () => {
    expect(isSearchShortcut(key({ key: '/' }))).toBe(true);
    expect(isSearchShortcut(key({ key: '/', target: inField }))).toBe(false);
  });
});

describe('search URLs', () => {
  it('finds the index script under the base path', () => {
    expect(searchScriptUrl('')).toBe('/pagefind/pagefind.js');
    expect(searchScriptUrl('/sub')).toBe('/sub/pagefind/pagefind.js');
  });
  it('withoutBasePath removes the base path, and only a whole segment of it', () => {
    expect(withoutBasePath('/sub/en/docs/intro/#a', '/sub')).toBe('/en/docs/intro/#a');
    expect(withoutBasePath('/sub', '/sub')).toBe('/');
    expect(withoutBasePath('/subway/', '/sub')).toBe('/subway/');
    expect(withoutBasePath('/docs/intro/', '')).toBe('/docs/intro/');
  });
});

describe('isApplePlatform', () => {
  it('knows Apple platforms by navigator.platform, whose keyboards print ⌘', () => {
    for (const platform of ['MacIntel', 'iPhone', 'iPad', 'macOS'])
      expect(isApplePlatform(platform), platform).toBe(true);
    for (const platform of ['Win32', 'Linux x86_64', 'Linux armv81', ''])
      expect(isApplePlatform(platform), platform).toBe(false);
  });
});
