/**
 * The route data of the docs route (`/docs/…` below a locale): one address is a doc, a
 * category's generated index page, the docs' tag index or one tag's page. Independent of
 * where the route sits: it takes the path below the docs root.
 */
import type { Metadata } from 'next';
import { getTranslations } from '../translator';
import { CONTENT_DIR, getContent, type ContentSet, type Doc } from '../content';
import { categoryIndexRouteKeys, type DocCard } from '../docs/doc-cards';
import { formatLastUpdated, lastUpdatedDay } from '../docs/git-dates';
import { readLastUpdated } from '../docs/last-updated';
import { buildCategoryPageModel, buildDocPageModel, type CategoryPageModel, type DocPageModel } from '../docs/page';
import { buildDocTagLinks, findDocTagPage, type DocTagLink, type DocTagPage } from '../docs/tags';
import { sidebarBranch, sidebarWindow, type SidebarBranch, type SidebarWindow } from '../docs/sidebar-split';
import { topLevelLimit } from '../docs/sidebar-layout';
import { reusedVersionNames } from '../docs/version-pages';
import { isVersionedSite } from '../docs/versions';
import { fixedRouteParams } from '../content-routes';
import { buildVersionLinks, contentOfVersion, versionNamed } from '../docs/version-view';
import { contentOfDocsInstance, instanceFolderOf } from '../docs/instances';
import type { Locale } from '../i18n';
import { compileMdx, type CompiledMdx, type TocEntry } from '../mdx';
import { docSourceOf } from '../mdx/compile-sources';
import { buildPageMetadata } from '../metadata';
import { buildSiteNav, type SiteNav } from '../navigation';
import { buildRouteKeys } from '../routes';
import { searchVersionAttributes } from '../search/versions';
import { paramsOrPlaceholder } from '../placeholder-param';
import { getSiteConfig } from '../site-config';
import { docEditHref, localizePath } from '../urls';

/** What a doc page renders besides the shared docs frame of its model. */
export interface DocPageData {
  kind: 'doc';
  model: DocPageModel;
  Content: CompiledMdx['Content'];
  /** The table of contents, empty when the doc hides it. */
  toc: TocEntry[];
  levels: { min: number; max: number };
  /** A doc not yet translated shows its source's text: its language is the source's. */
  bodyLang?: Locale;
  /** Some category of the version has a page of its own (its sidebar label is then a link). */
  hasCategoryPages: boolean;
  /** The sidebar's items below its top level (the docs layout holds the top level). */
  sidebarBranch: SidebarBranch;
  /** The doc's stretch of a cut top level, when the docs layout's entries do not hold it. */
  sidebarWindow?: SidebarWindow;
  docCards?: DocCard[];
  /** Present when the doc has tags. */
  tagLinks?: DocTagLink[];
  /** The edit link's address; none with `custom_edit_url: null`. */
  editHref?: string;
  /** `last_update` replaces what git says, the date, the author or both. */
  lastUpdated?: { day?: string; date?: string; author?: string };
  nav: SiteNav;
  /** The search index's version attributes of the article. */
  searchAttributes: Record<string, string>;
}

/** What a category's generated index page renders. */
export interface CategoryIndexData {
  kind: 'category-index';
  model: CategoryPageModel;
  /** The sidebar's items below its top level (the docs layout holds the top level). */
  sidebarBranch: SidebarBranch;
  /** The page's stretch of a cut top level, when the docs layout's entries do not hold it. */
  sidebarWindow?: SidebarWindow;
  nav: SiteNav;
  /** The search index's version attributes of the article. */
  searchAttributes: Record<string, string>;
}

/** What the docs' tag index (`/docs/tags`) and a tag's page render. */
interface DocTagPagesData {
  indexRouteKey: string;
  /** Where the link to every tag of the version goes. */
  indexPath: string;
  /** The version's label on a site of two or more versions. */
  versionLabel?: string;
  nav: SiteNav;
}
export type DocTagIndexData = DocTagPagesData & { kind: 'tag-index'; pages: DocTagPage[] };
export type DocTagData = DocTagPagesData & { kind: 'tag'; page: DocTagPage };

/** What the docs route renders at one address. */
export type DocsRouteData = DocPageData | CategoryIndexData | DocTagIndexData | DocTagData;

/** Every address of the docs route in a locale, as slug segments below the docs root. */
export async function docsRouteParams(locale: Locale): Promise<{ slug: string[] }[]> {
  // Docs, each version's tag pages (Docusaurus' /docs/tags) and the categories' generated
  // index pages (/docs/category/…) below /docs/; none when the docs are served at another
  // base. A cut version unchanged since an earlier build: its pages are restored, not
  // prerendered (scripts/version-pages.ts).
  const restored = await reusedVersionNames();
  return paramsOrPlaceholder(fixedRouteParams(getContent(), locale, 'docs', 'docs', restored), (segment) => ({
    slug: [segment],
  }));
}

type DocTagMessages = Awaited<ReturnType<typeof getTranslations<'docTags'>>>;

/** The docs' tag index's title, naming the version on a versioned site. */
export function docTagIndexTitle(t: DocTagMessages, versionLabel: string | undefined): string {
  return versionLabel === undefined ? t('indexTitle') : t('indexTitleInVersion', { version: versionLabel });
}

/** A doc tag page's title, naming the version on a versioned site. */
export function docTagTitle(t: DocTagMessages, count: number, tag: string, versionLabel: string | undefined): string {
  return versionLabel === undefined
    ? t('tagTitle', { count, tag })
    : t('tagTitleInVersion', { count, tag, version: versionLabel });
}

/** The tag index or a tag's page at `slug` (`['tags']`, `['1.0', 'tags', 'x']`), if it is one. */
function findTagPage(
  content: ContentSet,
  locale: Locale,
  slug: string[],
): { data: Extract<DocsRouteData, { kind: 'tag-index' | 'tag' }>; noindex: boolean } | undefined {
  const found = findDocTagPage(content, locale, slug);
  if (!found) return undefined;
  const { indexRouteKey, pages, page, version } = found;
  // On a site of two or more versions, a tag page says which version's docs it lists.
  const versionLabel = isVersionedSite(content.versions) ? version.label : undefined;
  // The dropdown marks the page's version; another version's entry goes to its main doc.
  const ownRouteKey = page ? page.routeKey : indexRouteKey;
  const versionLinks = buildVersionLinks(content, locale, version, undefined, localizePath(ownRouteKey, locale));
  const shared = {
    indexRouteKey,
    indexPath: localizePath(indexRouteKey, locale),
    versionLabel,
    nav: buildSiteNav(locale, ownRouteKey, versionLinks),
  };
  const data = page ? { kind: 'tag' as const, page, ...shared } : { kind: 'tag-index' as const, pages, ...shared };
  return { data, noindex: version.noIndex };
}

export async function getDocsRouteMetadata(locale: Locale, slug: string[]): Promise<Metadata> {
  const content = getContent();
  const tagPage = findTagPage(content, locale, slug);
  if (tagPage) {
    const t = await getTranslations({ locale, namespace: 'docTags' });
    const { data, noindex } = tagPage;
    if (data.kind === 'tag-index')
      return buildPageMetadata({
        locale,
        routeKey: data.indexRouteKey,
        title: docTagIndexTitle(t, data.versionLabel),
        description: docTagIndexTitle(t, data.versionLabel),
        noindex,
      });
    const { tag, description, docs, routeKey } = data.page;
    return buildPageMetadata({
      locale,
      routeKey,
      title: docTagTitle(t, docs.length, tag.label, data.versionLabel),
      description,
      noindex,
    });
  }
  const categoryModel = buildCategoryPageModel(content, locale, slug.join('/'));
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
  const model = buildDocPageModel(content, locale, slug.join('/'));
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

/** What the docs route renders at `slug`, or undefined where there is nothing. */
export async function getDocsRoute(locale: Locale, slug: string[]): Promise<DocsRouteData | undefined> {
  const content = getContent();
  const tagPage = findTagPage(content, locale, slug);
  if (tagPage) return tagPage.data;
  const categoryModel = buildCategoryPageModel(content, locale, slug.join('/'));
  if (categoryModel) return getCategoryIndexData(locale, categoryModel);
  const model = buildDocPageModel(content, locale, slug.join('/'));
  return model && getDocPageData(content, locale, model);
}

async function getCategoryIndexData(locale: Locale, model: CategoryPageModel): Promise<CategoryIndexData> {
  const badge = (await getTranslations({ locale, namespace: 'docsVersion' }))('badge', { label: model.version.label });
  return {
    kind: 'category-index',
    model,
    sidebarBranch: sidebarBranch(model.sidebar),
    sidebarWindow: sidebarWindow(model.sidebar, model.page.key, topLevelLimit()),
    nav: buildSiteNav(locale, model.routeKey, model.version.links),
    searchAttributes: searchVersionAttributes(model.version, badge),
  };
}

async function getDocPageData(content: ContentSet, locale: Locale, model: DocPageModel): Promise<DocPageData> {
  const { doc } = model;
  const versionContent = contentOfDocsInstance(
    contentOfVersion(content, versionNamed(content, doc.version)!),
    instanceFolderOf(doc.slug),
  );
  const { Content, toc } = await compileMdx(docSourceOf(versionContent, doc), buildRouteKeys(content), content.assets);
  const badge = (await getTranslations({ locale, namespace: 'docsVersion' }))('badge', { label: model.version.label });
  return {
    kind: 'doc',
    model,
    Content,
    toc: doc.hideTableOfContents ? [] : toc,
    levels: { min: doc.tocMinLevel, max: doc.tocMaxLevel },
    bodyLang: doc.translation?.status === 'missing' ? doc.translation.sourceLocale : undefined,
    hasCategoryPages: categoryIndexRouteKeys(versionContent).length > 0,
    sidebarBranch: sidebarBranch(model.sidebar),
    sidebarWindow: sidebarWindow(model.sidebar, doc.id, topLevelLimit()),
    docCards: model.docCards,
    tagLinks: doc.tags.length > 0 ? buildDocTagLinks(content, doc) : undefined,
    // The site's edit base (content/site.json, VIGIA_EDIT_URL overrides it); an imported doc has its own.
    editHref: docEditHref(doc.file, doc.customEditUrl, process.env.VIGIA_EDIT_URL ?? getSiteConfig().editUrl),
    lastUpdated: lastUpdatedOf(doc, locale),
    nav: buildSiteNav(locale, model.routeKey, model.version.links),
    searchAttributes: searchVersionAttributes(model.version, badge),
  };
}

/** The day and date of a doc's last update (git's or `last_update`'s) and its author. */
function lastUpdatedOf(doc: Doc, locale: Locale): DocPageData['lastUpdated'] {
  const updated = doc.lastUpdate?.date ?? readLastUpdated(doc.file, CONTENT_DIR);
  const author = doc.lastUpdate?.author;
  if (!updated && !author) return undefined;
  return {
    ...(updated && { day: lastUpdatedDay(updated), date: formatLastUpdated(updated, locale) }),
    ...(author && { author }),
  };
}
