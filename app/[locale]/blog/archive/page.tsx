import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { BlogLayout } from '@/components/blog/blog-layout';
import { SiteShell } from '@/components/site-shell';
import { buildBlogNav } from '@/lib/blog/nav';
import { buildArchive, buildPostList } from '@/lib/blog/posts';
import { getContent } from '@/lib/content';
import { formatDay } from '@/lib/dates';
import { buildPageMetadata } from '@/lib/metadata';
import { buildSiteNav } from '@/lib/navigation';
import { enterRoute, type RouteProps } from '@/lib/route-params';
import { BLOG_ROUTES } from '@/lib/urls';

export async function generateMetadata(props: RouteProps): Promise<Metadata> {
  const { locale } = await enterRoute(props);
  const t = await getTranslations({ locale, namespace: 'blog' });
  return buildPageMetadata({ locale, routeKey: BLOG_ROUTES.archive, title: t('archive'), description: t('archiveDescription') });
}

export default async function ArchivePage(props: RouteProps) {
  const { locale } = await enterRoute(props);
  const content = getContent();
  const t = await getTranslations({ locale, namespace: 'blog' });
  return (
    <SiteShell nav={buildSiteNav(locale, BLOG_ROUTES.archive)}>
      <BlogLayout nav={buildBlogNav(content, locale)} locale={locale}>
        <h1>{t('archive')}</h1>
        <p className="lead">{t('archiveDescription')}</p>
        {buildArchive(buildPostList(content, locale)).map((year) => (
          <section key={year.year} aria-labelledby={`year-${year.year}`}>
            <h2 id={`year-${year.year}`}>{year.year}</h2>
            <ul className="archive-list">
              {year.posts.map((post) => (
                <li key={post.slug}>
                  <time dateTime={post.date}>{formatDay(post.date, locale)}</time> – <Link href={post.path}>{post.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </BlogLayout>
    </SiteShell>
  );
}
