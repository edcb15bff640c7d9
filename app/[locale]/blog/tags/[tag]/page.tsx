import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { BlogLayout } from '@/components/blog/blog-layout';
import { PostList } from '@/components/blog/post-list';
import { SiteShell } from '@/components/site-shell';
import { buildBlogNav } from '@/lib/blog/nav';
import { buildTagSummaries } from '@/lib/blog/posts';
import { getContent } from '@/lib/content';
import type { Locale } from '@/lib/i18n';
import { buildPageMetadata } from '@/lib/metadata';
import { buildSiteNav } from '@/lib/navigation';
import { enterRoute, type RouteProps } from '@/lib/route-params';
import { tagRoute } from '@/lib/urls';

type Props = RouteProps<{ tag: string }>;

export async function generateStaticParams() {
  return getContent().tags.map((tag) => ({ tag: tag.slug }));
}

function findTag(locale: Locale, slug: string) {
  return buildTagSummaries(getContent(), locale).find((t) => t.slug === slug);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, tag: slug } = await enterRoute(props);
  const tag = findTag(locale, slug);
  if (!tag) return {};
  const t = await getTranslations({ locale, namespace: 'blog' });
  return buildPageMetadata({ locale, routeKey: tagRoute(slug), title: t('taggedWith', { count: tag.posts.length, tag: tag.label }), description: tag.description });
}

export default async function TagPage(props: Props) {
  const { locale, tag: slug } = await enterRoute(props);
  const tag = findTag(locale, slug);
  if (!tag) notFound();
  const t = await getTranslations({ locale, namespace: 'blog' });
  const nav = buildBlogNav(getContent(), locale);
  return (
    <SiteShell nav={buildSiteNav(locale, tagRoute(slug))}>
      <BlogLayout nav={nav} locale={locale}>
        <h1>{t('taggedWith', { count: tag.posts.length, tag: tag.label })}</h1>
        <p className="lead">{tag.description} <Link href={nav.tags}>{t('viewAllTags')}</Link></p>
        <PostList posts={tag.posts} locale={locale} />
      </BlogLayout>
    </SiteShell>
  );
}
