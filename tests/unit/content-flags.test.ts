import { describe, expect, it } from 'vitest';
import { parseFlag } from '@/lib/content/doc-fields';
import type { FieldContext } from '@/lib/content/fields';

const contextOf = (): FieldContext => ({ file: 'content/es/blog/a.mdx', problems: [] });

describe('parseFlag', () => {
  it('reads true and false, and an absent field as false', () => {
    const ctx = contextOf();
    expect(parseFlag(ctx, { draft: true }, 'draft')).toBe(true);
    expect(parseFlag(ctx, { draft: false }, 'draft')).toBe(false);
    expect(parseFlag(ctx, {}, 'draft')).toBe(false);
    expect(ctx.problems).toEqual([]);
  });

  it('refuses an empty value (YAML null) as Docusaurus does, naming the file and the field', () => {
    const ctx = contextOf();
    expect(parseFlag(ctx, { draft: null }, 'draft')).toBe(false);
    expect(ctx.problems).toHaveLength(1);
    expect(String(ctx.problems[0])).toMatch(/content\/es\/blog\/a\.mdx.*draft.*must be true or false, got null/s);
  });

  it('refuses text', () => {
    const ctx = contextOf();
    parseFlag(ctx, { unlisted: 'yes' }, 'unlisted');
    expect(String(ctx.problems[0])).toMatch(/unlisted.*must be true or false, got "yes"/s);
  });
});
