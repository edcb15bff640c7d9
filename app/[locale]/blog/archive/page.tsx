import { SiteLink } from '@/components/site-link';
import { getTranslations } from 'next-intl/server';
import { BlogFrame, blogIndexMetadata } from '@/app/_views/blog-frame';
import { buildArchive, buildPostList } from '@/lib/blog/posts';
import { getContent } from '@/lib/content';
import { formatDay } from '@/lib/dates';
import { enterRoute, type RouteProps } from '@/lib/route-params';
import { BLOG_ROUTES } from '@/lib/urls';

export const generateMetadata = blogIndexMetadata(BLOG_ROUTES.archive, 'archive', 'archiveDescription');

export default async function ArchivePage(props: RouteProps) {
  const { locale } = await enterRoute(props);
  const t = await getTranslations({ locale, namespace: 'blog' });
  return (
    <BlogFrame locale={locale} routeKey={BLOG_ROUTES.archive} title={t('archive')} lead={t('archiveDescription')}>
      {buildArchive(buildPostList(getContent(), locale)).map((year) => (
        <section key={year.year} aria-labelledby={`year-${year.year}`}>
          <h2 id={`year-${year.year}`}>{year.year}</h2>
          <ul className="archive-list">
            {year.posts.map((post) => (
              <li key={post.slug}>
                <time dateTime={post.date}>{formatDay(post.date, locale)}</time> –{' '}
                <SiteLink href={post.path}>{post.title}</SiteLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </BlogFrame>
  );
}
