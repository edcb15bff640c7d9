import { getTranslations } from 'next-intl/server';
import { getSiteText } from '@/lib/site-config/site-text';
import { Pager } from '@/components/pager';
import { PostList } from '@/components/blog/post-list';
import type { ListPage } from '@/lib/blog/pagination';
import type { PostSummary } from '@/lib/blog/posts';
import { compileExcerpts } from '@/lib/route-data/blog-list';
import type { Locale } from '@/lib/i18n';
import { BlogFrame } from './blog-frame';
import { getMdxLabels } from './mdx-labels';

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
