import type { Metadata } from 'next';
import { SiteLink } from '@/components/site-link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { BlogFrame, blogPageMetadata } from '@/app/_views/blog-frame';
import { PostList } from '@/components/blog/post-list';
import { buildTagSummaries } from '@/lib/blog/posts';
import { getContent } from '@/lib/content';
import type { Locale } from '@/lib/i18n';
import { paramsOrPlaceholder } from '@/lib/placeholder-param';
import { enterRoute, type RouteProps } from '@/lib/route-params';
import { BLOG_ROUTES, localizePath, tagRoute } from '@/lib/urls';

type Props = RouteProps<{ tag: string }>;

export async function generateStaticParams() {
  return paramsOrPlaceholder(
    getContent().tags.map((tag) => ({ tag: tag.slug })),
    (tag) => ({ tag }),
  );
}

function findTag(locale: Locale, slug: string) {
  return buildTagSummaries(getContent(), locale).find((t) => t.slug === slug);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, tag: slug } = await enterRoute(props);
  const tag = findTag(locale, slug);
  if (!tag) return {};
  const t = await getTranslations({ locale, namespace: 'blog' });
  return blogPageMetadata({
    locale,
    routeKey: tagRoute(slug),
    title: t('taggedWith', { count: tag.posts.length, tag: tag.label }),
    description: tag.description,
  });
}

export default async function TagPage(props: Props) {
  const { locale, tag: slug } = await enterRoute(props);
  const tag = findTag(locale, slug);
  if (!tag) notFound();
  const t = await getTranslations({ locale, namespace: 'blog' });
  const lead = (
    <>
      {tag.description} <SiteLink href={localizePath(BLOG_ROUTES.tags, locale)}>{t('viewAllTags')}</SiteLink>
    </>
  );
  return (
    <BlogFrame
      locale={locale}
      routeKey={tagRoute(slug)}
      title={t('taggedWith', { count: tag.posts.length, tag: tag.label })}
      lead={lead}
    >
      <PostList posts={tag.posts} locale={locale} />
    </BlogFrame>
  );
}
