import { getTranslations } from 'next-intl/server';
import { BlogFrame, blogIndexMetadata } from '@/app/_views/blog-frame';
import { PostList } from '@/components/blog/post-list';
import { buildAuthorSummaries } from '@/lib/blog/posts';
import { getContent } from '@/lib/content';
import { enterRoute, type RouteProps } from '@/lib/route-params';
import { BLOG_ROUTES, withBasePath } from '@/lib/urls';

export const generateMetadata = blogIndexMetadata(BLOG_ROUTES.authors, 'authors', 'authorsDescription');

export default async function AuthorsPage(props: RouteProps) {
  const { locale } = await enterRoute(props);
  const t = await getTranslations({ locale, namespace: 'blog' });
  return (
    <BlogFrame locale={locale} routeKey={BLOG_ROUTES.authors} title={t('authors')} lead={t('authorsDescription')}>
      {buildAuthorSummaries(getContent(), locale).map(({ author, posts }) => (
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
    </BlogFrame>
  );
}
