import type { Metadata } from 'next';
import { SiteLink } from '@/components/site-link';
import { notFound } from 'next/navigation';
import { getTranslations } from '@/lib/translator';
import { BlogFrame } from '@/app/_views/blog-frame';
import { blogPageMetadata } from '@/lib/route-data/blog-frame';
import { PostList } from '@/components/blog/post-list';
import { getTagPage, tagRouteParams } from '@/lib/route-data/blog-indexes';
import { enterRoute, type RouteProps, type StaticParamsProps } from '@/lib/route-params';
import { staticParamsOf } from '@/lib/static-params';
import { routeLocale } from '@/lib/i18n';

type Props = RouteProps<{ tag: string }>;

export async function generateStaticParams({ params }: StaticParamsProps) {
  return staticParamsOf(() => tagRouteParams(routeLocale(params)));
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, tag: slug } = await enterRoute(props);
  const data = getTagPage(locale, slug);
  if (!data) return {};
  const { tag, routeKey } = data;
  const t = await getTranslations({ locale, namespace: 'blog' });
  return blogPageMetadata({
    locale,
    routeKey,
    title: t('taggedWith', { count: tag.posts.length, tag: tag.label }),
    description: tag.description,
  });
}

export default async function TagPage(props: Props) {
  const { locale, tag: slug } = await enterRoute(props);
  const data = getTagPage(locale, slug);
  if (!data) notFound();
  const { tag, frame, tagIndexPath } = data;
  const t = await getTranslations({ locale, namespace: 'blog' });
  const lead = (
    <>
      {tag.description} <SiteLink href={tagIndexPath}>{t('viewAllTags')}</SiteLink>
    </>
  );
  return (
    <BlogFrame
      locale={locale}
      frame={frame}
      title={t('taggedWith', { count: tag.posts.length, tag: tag.label })}
      lead={lead}
    >
      <PostList posts={tag.posts} locale={locale} />
    </BlogFrame>
  );
}
