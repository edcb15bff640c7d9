import { getTranslations } from 'next-intl/server';
import { BlogFrame, blogIndexMetadata } from '@/app/_views/blog-frame';
import { PostList } from '@/components/blog/post-list';
import { buildPostList } from '@/lib/blog/posts';
import { getContent } from '@/lib/content';
import { enterRoute, type RouteProps } from '@/lib/route-params';
import { BLOG_ROUTES } from '@/lib/urls';

export const generateMetadata = blogIndexMetadata(BLOG_ROUTES.list, 'title', 'description');

export default async function BlogListPage(props: RouteProps) {
  const { locale } = await enterRoute(props);
  const t = await getTranslations({ locale, namespace: 'blog' });
  return (
    <BlogFrame locale={locale} routeKey={BLOG_ROUTES.list} title={t('title')} lead={t('description')}>
      <PostList posts={buildPostList(getContent(), locale)} locale={locale} />
    </BlogFrame>
  );
}
