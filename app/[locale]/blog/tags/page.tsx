import { SiteLink } from '@/components/site-link';
import { getTranslations } from '@/lib/translator';
import { BlogFrame } from '@/app/_views/blog-frame';
import { blogIndexMetadata } from '@/lib/route-data/blog-frame';
import { getTagIndexPage } from '@/lib/route-data/blog-indexes';
import { enterRoute, type RouteProps } from '@/lib/route-params';
import { BLOG_ROUTES } from '@/lib/urls';

export const generateMetadata = blogIndexMetadata(BLOG_ROUTES.tags, 'tags', 'tagsDescription');

export default async function TagsPage(props: RouteProps) {
  const { locale } = await enterRoute(props);
  const { frame, tags } = getTagIndexPage(locale);
  const t = await getTranslations({ locale, namespace: 'blog' });
  return (
    <BlogFrame locale={locale} frame={frame} title={t('tags')} lead={t('tagsDescription')}>
      <ul className="tag-index">
        {tags.map((tag) => (
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
