import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { BlogFrame, blogPageMetadata } from '@/app/_views/blog-frame';
import { Pager } from '@/components/pager';
import { PostMeta } from '@/components/blog/post-meta';
import { TagList } from '@/components/blog/tag-list';
import { TableOfContents, TableOfContentsFolded } from '@/components/docs/table-of-contents';
import { MdxBody } from '@/components/mdx/mdx-body';
import { TranslationNotice } from '@/components/translation-notice';
import { buildPostPager, buildPostSummary } from '@/lib/blog/posts';
import { getContent, type ContentSet, type Post } from '@/lib/content';
import type { Locale } from '@/lib/i18n';
import { routeLocale } from '@/lib/i18n';
import { compileMdx } from '@/lib/mdx';
import { getMdxLabels } from '@/app/_views/mdx-labels';
import { paramsOrPlaceholder } from '@/lib/placeholder-param';
import { enterRoute, type RouteProps, type StaticParamsProps } from '@/lib/route-params';
import { buildRouteKeys } from '@/lib/routes';
import { postRoute } from '@/lib/urls';

/** A post's slug may have folders: Docusaurus gives a dated post `2024/01/17/launch`. */
type Props = RouteProps<{ slug: string[] }>;

export async function generateStaticParams({ params }: StaticParamsProps) {
  const content = getContent();
  const locale = routeLocale(params);
  return paramsOrPlaceholder(
    [...content.posts[locale], ...content.unlistedPosts[locale]].map((post) => ({ slug: post.slug.split('/') })),
    (segment) => ({ slug: [segment] }),
  );
}

/** A post of the locale, listed or not. */
function findPost(content: ContentSet, locale: Locale, slug: string): Post | undefined {
  return (
    content.posts[locale].find((p) => p.slug === slug) ?? content.unlistedPosts[locale].find((p) => p.slug === slug)
  );
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, slug: parts } = await enterRoute(props);
  const slug = parts.join('/');
  const post = findPost(getContent(), locale, slug);
  if (!post) return {};
  return blogPageMetadata({
    locale,
    routeKey: postRoute(slug),
    title: post.title,
    description: post.description,
    markdownTwin: !post.unlisted,
    keywords: post.keywords,
    image: post.image,
    noindex: post.unlisted,
  });
}

export default async function PostPage(props: Props) {
  const { locale, slug: parts } = await enterRoute(props);
  const slug = parts.join('/');
  const content = getContent();
  const post = findPost(content, locale, slug);
  if (!post) notFound();
  const summary = buildPostSummary(post, content);
  const compiled = await compileMdx(post, buildRouteKeys(content), content.assets);
  const { Content } = compiled;
  const toc = post.hideTableOfContents ? [] : compiled.toc;
  const t = await getTranslations({ locale, namespace: 'blog' });
  const tocT = await getTranslations({ locale, namespace: 'toc' });
  const pagerT = await getTranslations({ locale, namespace: 'blogPager' });
  const pager = buildPostPager(content, locale, slug);
  return (
    <BlogFrame
      locale={locale}
      routeKey={postRoute(slug)}
      currentSlug={slug}
      toc={<TableOfContents entries={toc} title={tocT('title')} />}
    >
      <article className="post" data-pagefind-body={post.unlisted ? undefined : true}>
        <header>
          <TranslationNotice entry={post} routeKey={postRoute(slug)} />
          <h1>{post.title}</h1>
          <PostMeta post={summary} locale={locale} />
        </header>
        <TableOfContentsFolded entries={toc} title={tocT('title')} />
        <MdxBody Content={Content} labels={await getMdxLabels(locale)} />
        <footer>
          <TagList tags={summary.tags} label={t('tagsLabel')} />
        </footer>
      </article>
      <Pager
        label={pagerT('label')}
        previous={pager.newer && { ...pager.newer, label: pagerT('newer') }}
        next={pager.older && { ...pager.older, label: pagerT('older') }}
      />
    </BlogFrame>
  );
}
