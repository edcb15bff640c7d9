import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from '@/lib/translator';
import { BlogFrame } from '@/app/_views/blog-frame';
import { blogPageMetadata } from '@/lib/route-data/blog-frame';
import { AuthorCard } from '@/components/blog/author-card';
import { PostList } from '@/components/blog/post-list';
import { authorRouteParams, getAuthorPage } from '@/lib/route-data/blog-indexes';
import { enterRoute, type RouteProps, type StaticParamsProps } from '@/lib/route-params';
import { staticParamsOf } from '@/lib/static-params';
import { routeLocale } from '@/lib/i18n';

type Props = RouteProps<{ author: string }>;

export async function generateStaticParams({ params }: StaticParamsProps) {
  return staticParamsOf(() => authorRouteParams(routeLocale(params)));
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, author: id } = await enterRoute(props);
  const data = getAuthorPage(locale, id);
  if (!data) return {};
  const t = await getTranslations({ locale, namespace: 'blogAuthor' });
  const { author, routeKey } = data;
  return blogPageMetadata({
    locale,
    routeKey,
    title: author.name,
    description: t('description', { name: author.name, title: author.title[locale] }),
  });
}

export default async function AuthorPage(props: Props) {
  const { locale, author: id } = await enterRoute(props);
  const data = getAuthorPage(locale, id);
  if (!data) notFound();
  const t = await getTranslations({ locale, namespace: 'blogAuthor' });
  const blog = await getTranslations({ locale, namespace: 'blog' });
  const { author, posts, frame } = data;
  return (
    <BlogFrame locale={locale} frame={frame}>
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
