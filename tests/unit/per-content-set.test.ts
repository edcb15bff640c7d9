import { describe, expect, it } from 'vitest';
import { perContentSet } from '@/lib/content/per-content-set';
import type { ContentSet } from '@/lib/content/types';

const contentSet = () => ({}) as ContentSet;

describe('perContentSet', () => {
  it('makes each answer once per content set and key, and a new one for another set', () => {
    const made: string[] = [];
    const layoutOf = perContentSet((_: ContentSet, locale: string) => {
      made.push(locale);
      return { locale };
    });
    const first = contentSet();
    expect(layoutOf(first, 'es')).toBe(layoutOf(first, 'es'));
    expect(layoutOf(first, 'en')).not.toBe(layoutOf(first, 'es'));
    expect(layoutOf(contentSet(), 'es')).not.toBe(layoutOf(first, 'es'));
    expect(made).toEqual(['es', 'en', 'es']);
  });

  it('keeps an answer of undefined, and takes no key where `make` takes none', () => {
    let calls = 0;
    const nothingOf = perContentSet((_: ContentSet) => {
      calls++;
      return undefined;
    });
    const content = contentSet();
    expect(nothingOf(content)).toBeUndefined();
    expect(nothingOf(content)).toBeUndefined();
    expect(calls).toBe(1);
  });
});
