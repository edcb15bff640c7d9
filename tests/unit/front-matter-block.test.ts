import { describe, expect, it } from 'vitest';
import { bodyOf, findFrontMatterBlock } from '@/lib/content/front-matter-block';

describe('findFrontMatterBlock', () => {
  it('finds the YAML, where the body starts and the closing line ending', () => {
    expect(findFrontMatterBlock('---\ntitle: A\n---\nBody')).toEqual({
      yaml: 'title: A',
      yamlStart: 4,
      end: 17,
      lineEnding: '\n',
    });
    expect(findFrontMatterBlock('---\r\ntitle: A\r\n---\r\nBody')).toEqual({
      yaml: 'title: A',
      yamlStart: 5,
      end: 20,
      lineEnding: '\r\n',
    });
    expect(findFrontMatterBlock('---\ntitle: A\n---')).toEqual({
      yaml: 'title: A',
      yamlStart: 4,
      end: 16,
      lineEnding: '',
    });
  });

  it('takes a byte-order mark, blanks after a fence and an empty block, as gray-matter does', () => {
    expect(findFrontMatterBlock('\uFEFF---\ntitle: A\n---\nBody')).toMatchObject({
      yaml: 'title: A',
      yamlStart: 5,
      end: 18,
    });
    expect(findFrontMatterBlock('--- \ntitle: A\n---\t\nBody')?.yaml).toBe('title: A');
    expect(findFrontMatterBlock('---\n---\nBody')).toEqual({ yaml: '', yamlStart: 4, end: 8, lineEnding: '\n' });
    expect(findFrontMatterBlock('----\ntitle: A\n---\n')).toBeUndefined();
  });

  it('finds nothing in a file that does not start with ---, and stops at the first closing ---', () => {
    expect(findFrontMatterBlock('Body\n---\na: 1\n---\n')).toBeUndefined();
    expect(findFrontMatterBlock('---\na: 1\n---\nText\n---\n')?.yaml).toBe('a: 1');
  });
});

describe('bodyOf', () => {
  it('is the text after the front matter, or the whole text without one', () => {
    expect(bodyOf('---\ntitle: A\n---\nBody')).toBe('Body');
    expect(bodyOf('Body')).toBe('Body');
  });
});
