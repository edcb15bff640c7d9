import { describe, expect, it } from 'vitest';
import { buildExcerptSource } from '@/lib/blog/excerpt';
import type { Post } from '@/lib/content/types';
import { randomUUID } from 'node:crypto';
import { excerptCacheKey, readCachedJson, storeCachedJson } from '@/lib/mdx/compile-cache';
import { excerptSourceOf } from '@/lib/mdx/compile-sources';

describe('buildExcerptSource', () => {
  it('cuts at the truncate marker, keeping every paragraph above it', () => {
    const body = 'First **bold**.\n\nSecond.\n\n{/* truncate */}\n\n## Later\n\nMore.';
    expect(buildExcerptSource(body)).toEqual({ body: 'First **bold**.\n\nSecond.', truncated: true });
  });

  it('takes the first paragraph when there is no marker', () => {
    expect(buildExcerptSource('\nOne [link](/docs/intro).\n\nTwo.\n')).toEqual({
      body: 'One [link](/docs/intro).',
      truncated: true,
    });
  });

  it('skips a heading or a code block before the first paragraph', () => {
    const body = '```bash\nnpm ci\n\nnpm test\n```\n\nThe paragraph.\n\nAfter.';
    expect(buildExcerptSource(body).body).toBe('The paragraph.');
  });

  it('says nothing follows when the post is its first paragraph', () => {
    expect(buildExcerptSource('Only one.\n')).toEqual({ body: 'Only one.', truncated: false });
  });

  it('reads a marker inside a code block as code, not as the marker', () => {
    const body = 'Intro.\n\n```text\n{/* truncate */}\n```\n\nEnd.';
    expect(buildExcerptSource(body)).toEqual({ body: 'Intro.', truncated: true });
  });

  it('finds the marker in the real posts of both locales', async () => {
    const { loadContent } = await import('@/lib/content');
    const content = loadContent('content');
    for (const locale of ['es', 'en'] as const) {
      const post = content.posts[locale].find((p) => p.slug === 'bienvenida-vigia-documentation')!;
      const excerpt = buildExcerptSource(post.body);
      expect(excerpt.truncated).toBe(true);
      expect(excerpt.body.split('\n\n')).toHaveLength(2);
    }
  });

  it('stops at a post whose body is no valid MDX, naming the file, its line in the file and the fix', () => {
    const post = {
      file: 'content/es/blog/roto.mdx',
      locale: 'es',
      body: 'Primero.\n\nTexto con <Roto sin cerrar.\n',
      bodyLineOffset: 6,
    } as unknown as Post;
    expect(() => excerptSourceOf(post)).toThrow(
      /^content\/es\/blog\/roto\.mdx: body: line 9: [^\n]+\n {2}Hint: in MDX `<` starts a JSX tag/,
    );
  });

  it("cuts a post's excerpt once: the build cache keeps it, and the pages read it back", () => {
    const post = {
      file: 'content/es/blog/cache.mdx',
      locale: 'es',
      body: `Primero ${randomUUID()}.\n\nSegundo.\n`,
      bodyLineOffset: 4,
    } as unknown as Post;
    const key = excerptCacheKey(post.body);
    expect(readCachedJson(key)).toBeUndefined();
    expect(excerptSourceOf(post)).toMatchObject({ source: { body: post.body.split('\n\n')[0] }, truncated: true });
    expect(JSON.parse(readCachedJson(key)!)).toEqual({ body: post.body.split('\n\n')[0], truncated: true });
    // What is stored is what a page shows: the body is not parsed again.
    storeCachedJson(key, JSON.stringify({ body: 'Leído de la caché.', truncated: false }));
    expect(excerptSourceOf(post)).toMatchObject({ source: { body: 'Leído de la caché.' }, truncated: false });
  });
});
