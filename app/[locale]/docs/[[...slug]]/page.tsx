import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from '@/lib/translator';
import { DocMeta } from '@/components/docs/doc-meta';
import { TableOfContents, TableOfContentsFolded } from '@/components/docs/table-of-contents';
import { MdxBody } from '@/components/mdx/mdx-body';
import { TranslationNotice } from '@/components/translation-notice';
import { TagList } from '@/components/blog/tag-list';
import { VersionBadge } from '@/components/docs/version-banner';
import { DocTagIndexView, DocTagView } from '@/app/_views/doc-tags';
import { CategoryIndexView } from '@/app/_views/category-index';
import { toDocCardViews } from '@/app/_views/doc-cards';
import { buildDocsSidebar } from '@/app/_views/docs-sidebar';
import { docsFrame } from '@/app/_views/docs-frame';
import { getMdxLabels } from '@/app/_views/mdx-labels';
import { enterRoute, type RouteProps, type StaticParamsProps } from '@/lib/route-params';
import { staticParamsOf } from '@/lib/static-params';
import { routeLocale, type Locale } from '@/lib/i18n';
import { docsRouteParams, getDocsRoute, getDocsRouteMetadata, type DocPageData } from '@/lib/route-data/docs';

// Optional: a doc whose slug is the docs root (`slug: /`) is served at /docs/ itself, as in Docusaurus.
type Props = RouteProps<{ slug?: string[] }>;

export async function generateStaticParams({ params }: StaticParamsProps) {
  return staticParamsOf(() => docsRouteParams(routeLocale(params)));
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, slug = [] } = await enterRoute(props);
  return getDocsRouteMetadata(locale, slug);
}

export default async function DocsRoute(props: Props) {
  const { locale, slug = [] } = await enterRoute(props);
  const data = await getDocsRoute(locale, slug);
  if (!data) notFound();
  if (data.kind === 'tag-index') return <DocTagIndexView locale={locale} {...data} />;
  if (data.kind === 'tag') return <DocTagView locale={locale} {...data} />;
  if (data.kind === 'category-index') return <CategoryIndexView locale={locale} {...data} />;
  // Called, not rendered as a component: a component of its own would add a row to the page data.
  return renderDocPage(locale, data);
}

async function renderDocPage(locale: Locale, data: DocPageData) {
  const { model, Content, toc, levels, bodyLang, lastUpdated } = data;
  const { doc } = model;
  const tocT = await getTranslations({ locale, namespace: 'toc' });
  const metaT = await getTranslations({ locale, namespace: 'docMeta' });
  const langProp = bodyLang ? { lang: bodyLang } : {};
  const sidebar = await buildDocsSidebar(
    locale,
    data.sidebarBranch,
    doc.id,
    data.hasCategoryPages,
    model.sidebarKey,
    data.sidebarWindow,
  );
  const docCards = data.docCards && { docCards: await toDocCardViews(data.docCards, locale) };
  const tagList = data.tagLinks && (
    <TagList tags={data.tagLinks} label={(await getTranslations({ locale, namespace: 'docTags' }))('label')} />
  );
  const docMeta = (
    <DocMeta
      edit={
        data.editHref === undefined ? undefined : { href: data.editHref, label: metaT('edit'), hint: metaT('editHint') }
      }
      lastUpdated={
        lastUpdated?.day !== undefined
          ? {
              day: lastUpdated.day,
              label: lastUpdated.author
                ? metaT('lastUpdatedBy', { date: lastUpdated.date!, author: lastUpdated.author })
                : metaT('lastUpdated', { date: lastUpdated.date! }),
            }
          : lastUpdated?.author
            ? { label: metaT('lastUpdatedAuthor', { author: lastUpdated.author }) }
            : undefined
      }
    />
  );
  return docsFrame({
    locale,
    model,
    nav: data.nav,
    sidebar,
    // An unlisted doc is reachable by its address only: out of the search index too.
    articleProps: { 'data-pagefind-body': doc.unlisted ? undefined : true, ...data.searchAttributes },
    current: doc.sidebarLabel,
    content: [
      <TableOfContentsFolded entries={toc} title={tocT('title')} levels={levels} />,
      <TranslationNotice entry={doc} routeKey={model.routeKey} />,
      <VersionBadge locale={locale} version={model.version} />,
      // The body's own heading where it has one, as Docusaurus: the front-matter title is the <title>'s.
      doc.hideTitle ? (
        <h1 className="visually-hidden" {...langProp}>
          {doc.title}
        </h1>
      ) : (
        <h1 {...langProp}>{doc.contentTitle ?? doc.title}</h1>
      ),
      bodyLang ? (
        <div lang={bodyLang}>
          <MdxBody Content={Content} labels={await getMdxLabels(locale)} {...docCards} />
        </div>
      ) : (
        <MdxBody Content={Content} labels={await getMdxLabels(locale)} {...docCards} />
      ),
      // Tags only when there are some: a `false` child would still cost the page data a byte or six.
      tagList ? (
        <>
          {tagList}
          {docMeta}
        </>
      ) : (
        docMeta
      ),
    ],
    toc: <TableOfContents entries={toc} title={tocT('title')} levels={levels} />,
  });
}
