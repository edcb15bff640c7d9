import { SiteLink } from '@/components/site-link';
import { getTranslations } from '@/lib/translator';
import { BlogFrame } from '@/app/_views/blog-frame';
import { blogIndexMetadata } from '@/lib/route-data/blog-frame';
import { getArchivePage } from '@/lib/route-data/blog-indexes';
import { enterRoute, type RouteProps } from '@/lib/route-params';
import { BLOG_ROUTES } from '@/lib/urls';

export const generateMetadata = blogIndexMetadata(BLOG_ROUTES.archive, 'archive', 'archiveDescription');

export default async function ArchivePage(props: RouteProps) {
  const { locale } = await enterRoute(props);
  const { frame, years } = getArchivePage(locale);
  const t = await getTranslations({ locale, namespace: 'blog' });
  return (
    <BlogFrame locale={locale} frame={frame} title={t('archive')} lead={t('archiveDescription')}>
      {years.map((year) => (
        <section key={year.year} aria-labelledby={`year-${year.year}`}>
          <h2 id={`year-${year.year}`}>{year.year}</h2>
          <ul className="archive-list">
            {year.posts.map((post) => (
              <li key={post.slug}>
                <time dateTime={post.date}>{post.day}</time>
                {' –'} <SiteLink href={post.path}>{post.title}</SiteLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </BlogFrame>
  );
}
