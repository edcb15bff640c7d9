import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/docs/breadcrumbs';
import { DocMeta } from '@/components/docs/doc-meta';
import { Pager } from '@/components/pager';
import { TableOfContents, TableOfContentsFolded } from '@/components/docs/table-of-contents';
import { MdxBody } from '@/components/mdx/mdx-body';
import { SiteShell } from '@/components/site-shell';
import { TranslationNotice } from '@/components/translation-notice';
import { CONTENT_DIR, getContent, type ContentSet } from '@/lib/content';
import { TagList } from '@/components/blog/tag-list';
import { buildDocTagLinks, buildDocTagPages, docTagRouteKeys, type DocTagPage } from '@/lib/docs/tags';
import { DocTagIndexView, DocTagView } from '@/app/_views/doc-tags';
import { CategoryIndexView } from '@/app/_views/category-index';
import { toDocCardViews } from '@/app/_views/doc-cards';
import { buildDocsSidebar } from '@/app/_views/docs-sidebar';
import { categoryIndexRouteKeys } from '@/lib/docs/doc-cards';
import type { Locale } from '@/lib/i18n';
import { formatLastUpdated, lastUpdatedDay } from '@/lib/docs/git-dates';
import { readLastUpdated } from '@/lib/docs/last-updated';
import { buildCategoryPageModel, buildDocPageModel } from '@/lib/docs/page';
import { routeLocale } from '@/lib/i18n';
import { compileMdx } from '@/lib/mdx';
import { docSourceOf } from '@/lib/mdx/compile-sources';
import { buildPageMetadata } from '@/lib/metadata';
import { buildSiteNav } from '@/lib/navigation';
import { DOC_TAGS_ROUTE, docTagRoute, editUrl } from '@/lib/urls';
import { getMdxLabels } from '@/app/_views/mdx-labels';
import { enterRoute, type RouteProps, type StaticParamsProps } from '@/lib/route-params';
import { buildRouteKeys } from '@/lib/routes';
import { VersionBadge, VersionBanner } from '@/components/docs/version-banner';
import { contentOfVersion, versionNamed } from '@/lib/docs/version-view';
import { searchVersionAttributes } from '@/lib/search/versions';

type Props = RouteProps<{ slug: string[] }>;

export async function generateStaticParams({ params }: StaticParamsProps) {
  const content = getContent();
  const locale = routeLocale(params);
  // The docs' tag pages (Docusaurus' /docs/tags) and the categories' generated index pages
  // (/docs/category/…) share this route; none without tagged docs or such categories.
  const versions = content.versions.map((version) => contentOfVersion(content, version));
  const otherPages = [...docTagRouteKeys(content, locale), ...versions.flatMap(categoryIndexRouteKeys)].map((key) => ({
    slug: key.slice('/docs/'.length).split('/'),
  }));
  return [...versions.flatMap((v) => v.docs[locale].map((doc) => ({ slug: doc.slug.split('/') }))), ...otherPages];
}

/** The tag index or the tag page at `slug` (`['tags']`, `['tags', 'x']`), if it is one. */
function findTagPage(
  content: ContentSet,
  locale: Locale,
  slug: string[],
): { pages: DocTagPage[] } | { page: DocTagPage } | undefined {
  if (slug[0] !== 'tags' || slug.length > 2) return undefined;
  const pages = buildDocTagPages(content, locale);
  if (pages.length === 0) return undefined;
  if (slug.length === 1) return { pages };
  const page = pages.find((p) => p.tag.slug === slug[1]);
  return page && { page };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, slug } = await enterRoute(props);
  const tagPage = findTagPage(getContent(), locale, slug);
  if (tagPage) {
    const t = await getTranslations({ locale, namespace: 'docTags' });
    if ('pages' in tagPage)
      return buildPageMetadata({
        locale,
        routeKey: DOC_TAGS_ROUTE,
        title: t('indexTitle'),
        description: t('indexTitle'),
      });
    const { tag, description, docs } = tagPage.page;
    return buildPageMetadata({
      locale,
      routeKey: docTagRoute(tag.slug),
      title: t('tagTitle', { count: docs.length, tag: tag.label }),
      description,
    });
  }
  const categoryModel = buildCategoryPageModel(getContent(), locale, slug.join('/'));
  const categoryPage = categoryModel?.page;
  if (categoryPage) {
    return buildPageMetadata({
      locale,
      routeKey: categoryPage.routeKey,
      title: categoryPage.title,
      description: categoryPage.description ?? categoryPage.title,
      keywords: categoryPage.keywords,
      image: categoryPage.image,
      noindex: categoryModel.version.noIndex,
    });
  }
  const model = buildDocPageModel(getContent(), locale, slug.join('/'));
  if (!model) return {};
  const { doc, version } = model;
  return buildPageMetadata({
    locale,
    routeKey: model.routeKey,
    ...(version.canonicalRouteKey && { canonicalRouteKey: version.canonicalRouteKey }),
    title: doc.title,
    description: doc.description,
    // Twins are written for the docs at /docs/ (lib/seo/llms-txt.ts).
    markdownTwin: version.isLast,
    keywords: doc.keywords,
    image: doc.image,
    noindex: doc.unlisted || version.noIndex,
  });
}

export default async function DocPage(props: Props) {
  const { locale, slug } = await enterRoute(props);
  const content = getContent();
  const tagPage = findTagPage(content, locale, slug);
  if (tagPage)
    return 'pages' in tagPage ? (
      <DocTagIndexView locale={locale} pages={tagPage.pages} />
    ) : (
      <DocTagView locale={locale} page={tagPage.page} />
    );
  const categoryModel = buildCategoryPageModel(content, locale, slug.join('/'));
  if (categoryModel) return <CategoryIndexView locale={locale} model={categoryModel} />;
  const model = buildDocPageModel(content, locale, slug.join('/'));
  if (!model) notFound();
  const versionContent = contentOfVersion(content, versionNamed(content, model.doc.version)!);
  const { Content, toc } = await compileMdx(
    docSourceOf(versionContent, model.doc),
    buildRouteKeys(content),
    content.assets,
  );
  const t = await getTranslations({ locale, namespace: 'docs' });
  const tocT = await getTranslations({ locale, namespace: 'toc' });
  const metaT = await getTranslations({ locale, namespace: 'docMeta' });
  const { doc } = model;
  // `last_update` replaces what git says, the date, the author or both.
  const updated = doc.lastUpdate?.date ?? readLastUpdated(doc.file, CONTENT_DIR);
  const updatedBy = doc.lastUpdate?.author;
  const levels = { min: doc.tocMinLevel, max: doc.tocMaxLevel };
  const pageToc = doc.hideTableOfContents ? [] : toc;
  // A doc not yet translated shows its source's text: its language is the source's.
  const bodyLang = doc.translation?.status === 'missing' ? doc.translation.sourceLocale : undefined;
  const langProp = bodyLang ? { lang: bodyLang } : {};
  const sidebar = await buildDocsSidebar(
    locale,
    model.sidebar,
    model.doc.id,
    categoryIndexRouteKeys(versionContent).length > 0,
    model.version.name,
  );
  const docCards = model.docCards && { docCards: await toDocCardViews(model.docCards, locale) };
  const tagList = doc.tags.length > 0 && (
    <TagList
      tags={buildDocTagLinks(content, doc)}
      label={(await getTranslations({ locale, namespace: 'docTags' }))('label')}
    />
  );
  const docMeta = (
    <DocMeta
      edit={
        doc.customEditUrl === null
          ? undefined
          : { href: doc.customEditUrl ?? editUrl(doc.file), label: metaT('edit'), hint: metaT('editHint') }
      }
      lastUpdated={
        updated
          ? {
              day: lastUpdatedDay(updated),
              label: updatedBy
                ? metaT('lastUpdatedBy', { date: formatLastUpdated(updated, locale), author: updatedBy })
                : metaT('lastUpdated', { date: formatLastUpdated(updated, locale) }),
            }
          : updatedBy
            ? { label: metaT('lastUpdatedAuthor', { author: updatedBy }) }
            : undefined
      }
    />
  );
  return (
    <SiteShell nav={buildSiteNav(locale, model.routeKey, model.version.links)} panelNav={sidebar('panel')}>
      <div className="docs-layout">
        <div className="docs-sidebar-column">{sidebar('page')}</div>
        {/* An unlisted doc is reachable by its address only: out of the search index too. */}
        <article
          className="docs-article"
          data-pagefind-body={doc.unlisted ? undefined : true}
          {...searchVersionAttributes(
            model.version,
            (await getTranslations({ locale, namespace: 'docsVersion' }))('badge', { label: model.version.label }),
          )}
        >
          {/* First, as Docusaurus has it: what version this is comes before anything of the page. */}
          <VersionBanner locale={locale} version={model.version} />
          <Breadcrumbs
            label={t('breadcrumbsLabel')}
            home={model.docsHome && { label: model.docsHome.title, path: model.docsHome.path }}
            trail={model.trail}
            current={model.doc.sidebarLabel}
          />
          <TableOfContentsFolded entries={pageToc} title={tocT('title')} levels={levels} />
          <TranslationNotice entry={doc} routeKey={model.routeKey} />
          <VersionBadge locale={locale} version={model.version} />
          {/* Props only when set: an undefined one still costs the page data a "$undefined". */}
          {doc.hideTitle ? (
            <h1 className="visually-hidden" {...langProp}>
              {doc.title}
            </h1>
          ) : (
            <h1 {...langProp}>{doc.title}</h1>
          )}
          {bodyLang ? (
            <div lang={bodyLang}>
              <MdxBody Content={Content} labels={await getMdxLabels(locale)} {...docCards} />
            </div>
          ) : (
            <MdxBody Content={Content} labels={await getMdxLabels(locale)} {...docCards} />
          )}
          {/* Tags only when there are some: a `false` child would still cost the page data a byte or six. */}
          {doc.tags.length > 0 ? (
            <>
              {tagList}
              {docMeta}
            </>
          ) : (
            docMeta
          )}
          <Pager
            label={t('pagerLabel')}
            previous={model.previous && { ...model.previous, label: t('previous') }}
            next={model.next && { ...model.next, label: t('next') }}
          />
        </article>
        <div className="docs-toc">
          <TableOfContents entries={pageToc} title={tocT('title')} levels={levels} />
        </div>
      </div>
    </SiteShell>
  );
}
