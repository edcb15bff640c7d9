import { getTranslations } from '@/lib/translator';
import { Pager } from '@/components/pager';
import { PostList } from '@/components/blog/post-list';
import type { Locale } from '@/lib/i18n';
import type { BlogListPageData } from '@/lib/route-data/blog-list';
import { BlogFrame } from './blog-frame';
import { getMdxLabels } from './mdx-labels';

/** The blog list, one page of it: excerpts with "Read more", then links to the other pages. */
export async function BlogListView({ locale, data }: { locale: Locale; data: BlogListPageData }) {
  const { page, title, lead, excerpts, frame } = data;
  const p = await getTranslations({ locale, namespace: 'blogPagination' });
  return (
    <BlogFrame locale={locale} frame={frame} title={title} lead={lead}>
      <PostList
        posts={page.items}
        locale={locale}
        excerpts={{ bySlug: excerpts, labels: await getMdxLabels(locale) }}
      />
      <Pager
        label={p('label')}
        previous={page.previous ? { path: page.previous, title: p('previous') } : undefined}
        next={page.next ? { path: page.next, title: p('next') } : undefined}
      />
    </BlogFrame>
  );
}
