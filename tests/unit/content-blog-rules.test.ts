import { describe, expect, it } from 'vitest';
import { buildAuthorSummaries, buildPostList, buildTagSummaries } from '@/lib/blog/posts';
import { describeSkippedDrafts } from '@/lib/blog/drafts';
import { FIXTURES, expectProblem, loadFixture } from './fixtures';
import { buildRouteKeys } from '@/lib/routes';

describe("loadContent: the blog's content rules", () => {
  it('stops on an author without a name', () => {
    expectProblem('author-without-name', 'authors.json', 'ana.name', /is missing or empty/);
  });
  it('stops on an author without an avatar', () => {
    expectProblem('author-without-avatar', 'authors.json', 'ana.avatar', /is missing/);
  });
  it('stops on an avatar file that does not exist', () => {
    expectProblem('avatar-file-missing', 'authors.json', 'ana.avatar', /public\/img\/authors\/ana\.png does not exist/);
  });
  it('stops on a post without a body, which the feeds could not fill', () => {
    expectProblem('empty-post-body', 'en/blog/hola.mdx', 'body', /is empty[\s\S]*feeds/);
  });
});

describe('draft posts', () => {
  const content = loadFixture('draft-post');

  it('are left out of the posts, the counts and the routes', () => {
    for (const locale of ['es', 'en'] as const) {
      expect(buildPostList(content, locale).map((p) => p.slug)).toEqual(['cambios', 'hola']);
      expect(buildTagSummaries(content, locale).find((t) => t.slug === 'news')!.posts).toHaveLength(2);
      expect(buildAuthorSummaries(content, locale)[0]!.posts).toHaveLength(2);
    }
    expect(buildRouteKeys(content).has('/blog/borrador')).toBe(false);
  });

  it('are listed for the build to report in one line', () => {
    expect(content.drafts).toEqual([
      `${FIXTURES}/draft-post/en/blog/borrador.mdx`,
      `${FIXTURES}/draft-post/es/blog/borrador.mdx`,
    ]);
    expect(describeSkippedDrafts(content.drafts)).toBe(
      `Drafts: skipped 2 (${FIXTURES}/draft-post/en/blog/borrador.mdx, ${FIXTURES}/draft-post/es/blog/borrador.mdx)`,
    );
    expect(describeSkippedDrafts([])).toBe('Drafts: skipped 0');
  });
});
