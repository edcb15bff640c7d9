import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from '@/lib/translator';
import { BlogFrame } from '@/app/_views/blog-frame';
import { blogPageMetadata } from '@/lib/route-data/blog-frame';
import { Pager } from '@/components/pager';
import { PostMeta } from '@/components/blog/post-meta';
import { TagList } from '@/components/blog/tag-list';
import { TableOfContents, TableOfContentsFolded } from '@/components/docs/table-of-contents';
import { MdxBody } from '@/components/mdx/mdx-body';
import { TranslationNotice } from '@/components/translation-notice';
import { getMdxLabels } from '@/app/_views/mdx-labels';
import { routeLocale } from '@/lib/i18n';
import { enterRoute, type RouteProps, type StaticParamsProps } from '@/lib/route-params';
import { staticParamsOf } from '@/lib/static-params';
import { getPostMetadataInput, getPostPage, postRouteParams } from '@/lib/route-data/post';

/** A post's slug may have folders: Docusaurus gives a dated post `2024/01/17/launch`. */
type Props = RouteProps<{ slug: string[] }>;

export async function generateStaticParams({ params }: StaticParamsProps) {
  return staticParamsOf(() => postRouteParams(routeLocale(params)));
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, slug } = await enterRoute(props);
  const input = getPostMetadataInput(locale, slug);
  return input ? blogPageMetadata(input) : {};
}

export default async function PostPage(props: Props) {
  const { locale, slug } = await enterRoute(props);
  const data = await getPostPage(locale, slug);
  if (!data) notFound();
  const { post, summary, Content, toc, pager, routeKey } = data;
  const t = await getTranslations({ locale, namespace: 'blog' });
  const tocT = await getTranslations({ locale, namespace: 'toc' });
  const pagerT = await getTranslations({ locale, namespace: 'blogPager' });
  return (
    <BlogFrame
      locale={locale}
      frame={data.frame}
      currentSlug={data.slug}
      toc={<TableOfContents entries={toc} title={tocT('title')} />}
    >
      <article className="post" data-pagefind-body={post.unlisted ? undefined : true}>
        <header>
          <TranslationNotice entry={post} routeKey={routeKey} />
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
