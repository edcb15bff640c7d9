import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BlogLayout } from '@/components/blog/blog-layout';
import { PostList } from '@/components/blog/post-list';
import { SiteShell } from '@/components/site-shell';
import { buildBlogNav } from '@/lib/blog/nav';
import { buildPostList } from '@/lib/blog/posts';
import { getContent } from '@/lib/content';
import { buildPageMetadata } from '@/lib/metadata';
import { buildSiteNav } from '@/lib/navigation';
import { enterRoute, type RouteProps } from '@/lib/route-params';
import { BLOG_ROUTES } from '@/lib/urls';

export async function generateMetadata(props: RouteProps): Promise<Metadata> {
  const { locale } = await enterRoute(props);
  const t = await getTranslations({ locale, namespace: 'blog' });
  return buildPageMetadata({ locale, routeKey: BLOG_ROUTES.list, title: t('title'), description: t('description') });
}

export default async function BlogListPage(props: RouteProps) {
  const { locale } = await enterRoute(props);
  const content = getContent();
  const t = await getTranslations({ locale, namespace: 'blog' });
  return (
    <SiteShell nav={buildSiteNav(locale, BLOG_ROUTES.list)}>
      <BlogLayout nav={buildBlogNav(content, locale)} locale={locale}>
        <h1>{t('title')}</h1>
        <p className="lead">{t('description')}</p>
        <PostList posts={buildPostList(content, locale)} locale={locale} />
      </BlogLayout>
    </SiteShell>
  );
}
