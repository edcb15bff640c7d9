import { SiteLink } from '@/components/site-link';
import { getTranslations } from 'next-intl/server';
import { BlogFrame, blogIndexMetadata } from '@/app/_views/blog-frame';
import { buildTagSummaries } from '@/lib/blog/posts';
import { getContent } from '@/lib/content';
import { enterRoute, type RouteProps } from '@/lib/route-params';
import { BLOG_ROUTES } from '@/lib/urls';

export const generateMetadata = blogIndexMetadata(BLOG_ROUTES.tags, 'tags', 'tagsDescription');

export default async function TagsPage(props: RouteProps) {
  const { locale } = await enterRoute(props);
  const t = await getTranslations({ locale, namespace: 'blog' });
  return (
    <BlogFrame locale={locale} routeKey={BLOG_ROUTES.tags} title={t('tags')} lead={t('tagsDescription')}>
      <ul className="tag-index">
        {buildTagSummaries(getContent(), locale).map((tag) => (
          <li key={tag.slug}>
            <SiteLink href={tag.path} className="tag">
              {tag.label}
            </SiteLink>{' '}
            <span className="tag-count">({t('postCount', { count: tag.posts.length })})</span>
          </li>
        ))}
      </ul>
    </BlogFrame>
  );
}
