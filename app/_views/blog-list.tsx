import { getTranslations } from 'next-intl/server';
import { getSiteText } from '@/lib/site-config/site-text';
import { Pager } from '@/components/pager';
import { PostList, type CompiledExcerpt } from '@/components/blog/post-list';
import { pageSizeOf, paginate, type ListPage } from '@/lib/blog/pagination';
import { getSiteConfig } from '@/lib/site-config';
import { buildPostList, type PostSummary } from '@/lib/blog/posts';
import { getContent } from '@/lib/content';
import type { Locale } from '@/lib/i18n';
import { compileMdx } from '@/lib/mdx';
import { excerptSourceOf } from '@/lib/mdx/compile-sources';
import { buildRouteKeys } from '@/lib/routes';
import { BlogFrame } from './blog-frame';
import { getMdxLabels } from './mdx-labels';

/** One page of the post list of a locale (1 is `/blog`), or undefined past the last. */
export function getBlogListPage(locale: Locale, number: number): ListPage<PostSummary> | undefined {
  const posts = buildPostList(getContent(), locale);
  return paginate(posts, locale, pageSizeOf(getSiteConfig().blog.postsPerPage, posts.length))[number - 1];
}

/** Each post's excerpt compiled like the post: up to `{/* truncate *\/}` or its first paragraph. */
async function compileExcerpts(locale: Locale, slugs: readonly string[]): Promise<Record<string, CompiledExcerpt>> {
  const content = getContent();
  const routeKeys = buildRouteKeys(content);
  const entries = await Promise.all(
    content.posts[locale]
      .filter((p) => slugs.includes(p.slug))
      .map(async (post) => {
        const excerpt = excerptSourceOf(post);
        const { Content } = await compileMdx(excerpt.source, routeKeys, content.assets);
        return [post.slug, { Content, truncated: excerpt.truncated }] as const;
      }),
  );
  return Object.fromEntries(entries);
}

/** The blog list, one page of it: excerpts with "Read more", then links to the other pages. */
export async function BlogListView({ locale, page }: { locale: Locale; page: ListPage<PostSummary> }) {
  const p = await getTranslations({ locale, namespace: 'blogPagination' });
  const { config, text } = await getSiteText(locale);
  const title =
    page.number === 1
      ? text(config.blog.title ?? { message: 'blog.title' })
      : p('pageTitle', { page: page.number, count: page.pageCount });
  const bySlug = await compileExcerpts(
    locale,
    page.items.map((post) => post.slug),
  );
  return (
    <BlogFrame
      locale={locale}
      routeKey={page.routeKey}
      title={title}
      lead={text(config.blog.description ?? { message: 'blog.description' })}
    >
      <PostList posts={page.items} locale={locale} excerpts={{ bySlug, labels: await getMdxLabels(locale) }} />
      <Pager
        label={p('label')}
        previous={page.previous ? { path: page.previous, title: p('previous') } : undefined}
        next={page.next ? { path: page.next, title: p('next') } : undefined}
      />
    </BlogFrame>
  );
}
