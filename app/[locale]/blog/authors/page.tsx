import { getTranslations } from '@/lib/translator';
import { BlogFrame } from '@/app/_views/blog-frame';
import { blogIndexMetadata } from '@/lib/route-data/blog-frame';
import { AuthorCard } from '@/components/blog/author-card';
import { getAuthorIndexPage } from '@/lib/route-data/blog-indexes';
import { enterRoute, type RouteProps } from '@/lib/route-params';
import { BLOG_ROUTES } from '@/lib/urls';

export const generateMetadata = blogIndexMetadata(BLOG_ROUTES.authors, 'authors', 'authorsDescription');

export default async function AuthorsPage(props: RouteProps) {
  const { locale } = await enterRoute(props);
  const { frame, authors } = getAuthorIndexPage(locale);
  const t = await getTranslations({ locale, namespace: 'blog' });
  return (
    <BlogFrame locale={locale} frame={frame} title={t('authors')} lead={t('authorsDescription')}>
      <ul className="author-index">
        {authors.map(({ author, posts }) => (
          <li key={author.id}>
            <AuthorCard
              author={author}
              locale={locale}
              as="h2"
              linkName
              detail={t('postCount', { count: posts.length })}
            />
          </li>
        ))}
      </ul>
    </BlogFrame>
  );
}
