/**
 * Docusaurus' cards of a category: its generated index page (`link: { type:
 * 'generated-index' }`, at /docs/category/<label> or its `slug`) and `<DocCardList />` in
 * the doc a category links to. A card per item: a doc's sidebar label and description, a
 * sub-category's label and its description or number of items.
 */
import type { ContentSet, GeneratedIndexConfig, SidebarItemConfig } from '../content/types';
import type { Locale } from '../i18n';
import { docRoute, localizePath } from '../urls';
import { categoryPageKey } from './sidebar-entries';

type CategoryConfig = Extract<SidebarItemConfig, { type: 'category' }>;

/** One card: a link with a title and a line of text. */
export type DocCard =
  | { kind: 'doc'; id: string; title: string; description: string; path: string }
  | {
      kind: 'category';
      id: string;
      title: string;
      path: string;
      /** The category's `description`; without one the card says how many items it has. */
      description?: string;
      itemCount: number;
    };

/** A category's generated index page, in one locale. */
export interface CategoryIndexPage {
  categoryId: string;
  /** The page's key in the sidebar and the pager (categoryPageKey). */
  key: string;
  /** `/docs/category/guides`. */
  routeKey: string;
  /** The category's label (sidebar, breadcrumbs, pager). */
  label: string;
  title: string;
  description?: string;
  keywords: string[];
  image?: string;
  cards: DocCard[];
}

/** Every category of a sidebar, depth first. */
function listCategories(items: readonly SidebarItemConfig[]): CategoryConfig[] {
  return items.flatMap((item) => (item.type === 'doc' ? [] : [item, ...listCategories(item.items)]));
}

/**
 * The categories of a content set's sidebar, and which one each linked doc opens: listed once
 * per sidebar, as every doc of a build asks (thousands at the bench's x100, each walking the
 * whole sidebar before).
 */
const sidebarIndexes = new WeakMap<
  readonly SidebarItemConfig[],
  { categories: CategoryConfig[]; byLinkedDoc: Map<string, CategoryConfig> }
>();
function sidebarIndexOf(sidebar: readonly SidebarItemConfig[]) {
  let index = sidebarIndexes.get(sidebar);
  if (!index) {
    const categories = listCategories(sidebar);
    const byLinkedDoc = new Map<string, CategoryConfig>();
    // The first category that links a doc, as a depth-first search finds it.
    for (const category of categories)
      if (category.link?.type === 'doc' && !byLinkedDoc.has(category.link.id))
        byLinkedDoc.set(category.link.id, category);
    sidebarIndexes.set(sidebar, (index = { categories, byLinkedDoc }));
  }
  return index;
}

function categoriesOf(sidebar: readonly SidebarItemConfig[]): readonly CategoryConfig[] {
  return sidebarIndexOf(sidebar).categories;
}

/** The items a category's cards show: all of them but the doc its label opens (that doc is where the cards are). */
function cardItems(category: CategoryConfig): SidebarItemConfig[] {
  const linkDoc = category.link?.type === 'doc' ? category.link.id : undefined;
  return category.items.filter((item) => !(item.type === 'doc' && item.id === linkDoc));
}

/** Where a category leads: its own page, else its first doc (its linked doc leads its items). */
function categoryRoute(category: CategoryConfig, slugOf: ReadonlyMap<string, string>): string {
  if (category.link?.type === 'generated-index') return docRoute(category.link.slug);
  const [first] = category.items;
  return first!.type === 'doc' ? docRoute(slugOf.get(first!.id)!) : categoryRoute(first!, slugOf);
}

/**
 * The cards of a category's items in a locale.
 * @example buildCategoryCards(content, 'en', guides) → [{ kind: 'doc', title: 'Install', … }, { kind: 'category', title: 'Advanced', itemCount: 2, … }]
 */
export function buildCategoryCards(content: ContentSet, locale: Locale, category: CategoryConfig): DocCard[] {
  const docs = new Map(content.docs[locale].map((doc) => [doc.id, doc]));
  const slugOf = new Map(content.docs[locale].map((doc) => [doc.id, doc.slug]));
  return cardItems(category).map((item): DocCard => {
    if (item.type === 'doc') {
      const doc = docs.get(item.id)!;
      return {
        kind: 'doc',
        id: doc.id,
        title: doc.sidebarLabel,
        description: doc.description,
        path: localizePath(docRoute(doc.slug), locale),
      };
    }
    const path = localizePath(categoryRoute(item, slugOf), locale);
    return {
      kind: 'category',
      id: item.id,
      title: item.label[locale],
      path,
      ...(item.description && { description: item.description[locale] }),
      itemCount: cardItems(item).length,
    };
  });
}

/** The generated index pages of a locale, in reading order. */
export function buildCategoryIndexPages(content: ContentSet, locale: Locale): CategoryIndexPage[] {
  return categoriesOf(content.sidebar).flatMap((category) => {
    const link = category.link;
    if (link?.type !== 'generated-index') return [];
    return [
      {
        categoryId: category.id,
        key: categoryPageKey(category.id),
        routeKey: docRoute(link.slug),
        label: category.label[locale],
        title: link.title[locale],
        ...(link.description && { description: link.description[locale] }),
        keywords: link.keywords,
        ...(link.image && { image: link.image }),
        cards: buildCategoryCards(content, locale, category),
      },
    ];
  });
}

/** The generated index page at `slug` (below /docs/), if there is one. */
export function findCategoryIndexPage(
  content: ContentSet,
  locale: Locale,
  slug: string,
): CategoryIndexPage | undefined {
  return buildCategoryIndexPages(content, locale).find((page) => page.routeKey === docRoute(slug));
}

/** Route keys of the generated index pages (the same in every locale). */
export function categoryIndexRouteKeys(content: ContentSet): string[] {
  return categoriesOf(content.sidebar).flatMap((category) =>
    category.link?.type === 'generated-index' ? [docRoute((category.link as GeneratedIndexConfig).slug)] : [],
  );
}

/**
 * The cards `<DocCardList />` shows in a doc: the items of the category whose label opens
 * that doc (its folder's index, or a category's `link: { type: 'doc' }`); undefined when no
 * category links to the doc.
 */
export function buildDocCardList(content: ContentSet, locale: Locale, docId: string): DocCard[] | undefined {
  const category = findCategoryLinkingTo(content, docId);
  return category && buildCategoryCards(content, locale, category);
}

/** The category whose label opens the doc (`link: { type: 'doc' }`, a folder's index), if any. */
export function findCategoryLinkingTo(content: ContentSet, docId: string): CategoryConfig | undefined {
  return sidebarIndexOf(content.sidebar).byLinkedDoc.get(docId);
}
