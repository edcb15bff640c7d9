import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BlogLayout } from '@/components/blog/blog-layout';
import { PostList } from '@/components/blog/post-list';
import { SiteShell } from '@/components/site-shell';
import { buildBlogNav } from '@/lib/blog/nav';
import { buildAuthorSummaries } from '@/lib/blog/posts';
import { getContent } from '@/lib/content';
import { buildPageMetadata } from '@/lib/metadata';
import { buildSiteNav } from '@/lib/navigation';
import { enterRoute, type RouteProps } from '@/lib/route-params';
import { BLOG_ROUTES, withBasePath } from '@/lib/urls';

export async function generateMetadata(props: RouteProps): Promise<Metadata> {
  const { locale } = await enterRoute(props);
  const t = await getTranslations({ locale, namespace: 'blog' });
  return buildPageMetadata({ locale, routeKey: BLOG_ROUTES.authors, title: t('authors'), description: t('authorsDescription') });
}

export default async function AuthorsPage(props: RouteProps) {
  const { locale } = await enterRoute(props);
  const content = getContent();
  const t = await getTranslations({ locale, namespace: 'blog' });
  return (
    <SiteShell nav={buildSiteNav(locale, BLOG_ROUTES.authors)}>
      <BlogLayout nav={buildBlogNav(content, locale)} locale={locale}>
        <h1>{t('authors')}</h1>
        <p className="lead">{t('authorsDescription')}</p>
        {buildAuthorSummaries(content, locale).map(({ author, posts }) => (
          <section key={author.id} className="author-card" aria-labelledby={`author-${author.id}`}>
            <img src={withBasePath(author.avatar)} alt="" width={64} height={64} className="author-avatar" />
            <div>
              <h2 id={`author-${author.id}`}>{author.name}</h2>
              <p>{author.title[locale]} · {t('postCount', { count: posts.length })}</p>
              <ul className="author-links">
                {author.links.map((link) => <li key={link.url}><a href={link.url}>{link.label}</a></li>)}
              </ul>
              <PostList posts={posts} locale={locale} headingLevel={3} />
            </div>
          </section>
        ))}
      </BlogLayout>
    </SiteShell>
  );
}
