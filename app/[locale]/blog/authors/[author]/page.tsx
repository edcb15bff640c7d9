import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { BlogFrame, blogPageMetadata } from '@/app/_views/blog-frame';
import { AuthorCard } from '@/components/blog/author-card';
import { PostList } from '@/components/blog/post-list';
import { buildAuthorSummaries } from '@/lib/blog/posts';
import { getContent } from '@/lib/content';
import type { Locale } from '@/lib/i18n';
import { paramsOrPlaceholder } from '@/lib/placeholder-param';
import { enterRoute, type RouteProps } from '@/lib/route-params';
import { authorRoute } from '@/lib/urls';

type Props = RouteProps<{ author: string }>;

export async function generateStaticParams() {
  return paramsOrPlaceholder(
    getContent().authors.map((author) => ({ author: author.id })),
    (author) => ({ author }),
  );
}

function findAuthor(locale: Locale, id: string) {
  return buildAuthorSummaries(getContent(), locale).find((a) => a.author.id === id);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, author: id } = await enterRoute(props);
  const summary = findAuthor(locale, id);
  if (!summary) return {};
  const t = await getTranslations({ locale, namespace: 'blogAuthor' });
  const { author } = summary;
  return blogPageMetadata({
    locale,
    routeKey: authorRoute(id),
    title: author.name,
    description: t('description', { name: author.name, title: author.title[locale] }),
  });
}

export default async function AuthorPage(props: Props) {
  const { locale, author: id } = await enterRoute(props);
  const summary = findAuthor(locale, id);
  if (!summary) notFound();
  const t = await getTranslations({ locale, namespace: 'blogAuthor' });
  const blog = await getTranslations({ locale, namespace: 'blog' });
  const { author, posts } = summary;
  return (
    <BlogFrame locale={locale} routeKey={authorRoute(id)}>
      <AuthorCard
        author={author}
        locale={locale}
        as="h1"
        linkName={false}
        detail={blog('postCount', { count: posts.length })}
      />
      <section aria-labelledby="author-posts">
        <h2 id="author-posts">{t('postsTitle', { name: author.name })}</h2>
        <PostList posts={posts} locale={locale} headingLevel={3} />
      </section>
    </BlogFrame>
  );
}
