import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { BlogLayout } from '@/components/blog/blog-layout';
import { SiteShell } from '@/components/site-shell';
import { buildBlogNav } from '@/lib/blog/nav';
import { buildTagSummaries } from '@/lib/blog/posts';
import { getContent } from '@/lib/content';
import { buildPageMetadata } from '@/lib/metadata';
import { buildSiteNav } from '@/lib/navigation';
import { enterRoute, type RouteProps } from '@/lib/route-params';
import { BLOG_ROUTES } from '@/lib/urls';

export async function generateMetadata(props: RouteProps): Promise<Metadata> {
  const { locale } = await enterRoute(props);
  const t = await getTranslations({ locale, namespace: 'blog' });
  return buildPageMetadata({ locale, routeKey: BLOG_ROUTES.tags, title: t('tags'), description: t('tagsDescription') });
}

export default async function TagsPage(props: RouteProps) {
  const { locale } = await enterRoute(props);
  const content = getContent();
  const t = await getTranslations({ locale, namespace: 'blog' });
  return (
    <SiteShell nav={buildSiteNav(locale, BLOG_ROUTES.tags)}>
      <BlogLayout nav={buildBlogNav(content, locale)} locale={locale}>
        <h1>{t('tags')}</h1>
        <p className="lead">{t('tagsDescription')}</p>
        <ul className="tag-index">
          {buildTagSummaries(content, locale).map((tag) => (
            <li key={tag.slug}>
              <Link href={tag.path} className="tag">{tag.label}</Link> <span className="tag-count">({t('postCount', { count: tag.posts.length })})</span>
            </li>
          ))}
        </ul>
      </BlogLayout>
    </SiteShell>
  );
}
