/**
 * A category's generated index page (Docusaurus' `link: { type: 'generated-index' }`), in
 * the docs' frame: sidebar, breadcrumbs, title, description, a card per item, pager.
 */
import { DocCardList } from '@/components/docs/doc-card-list';
import { VersionBadge } from '@/components/docs/version-banner';
import type { Locale } from '@/lib/i18n';
import type { CategoryIndexData } from '@/lib/route-data/docs';
import { buildDocsSidebar } from './docs-sidebar';
import { docsFrame } from './docs-frame';
import { toDocCardViews } from './doc-cards';

export async function CategoryIndexView({
  locale,
  model,
  sidebarBranch,
  sidebarWindow,
  nav,
  searchAttributes,
}: CategoryIndexData & { locale: Locale }) {
  const { page } = model;
  const sidebar = await buildDocsSidebar(locale, sidebarBranch, page.key, true, model.sidebarKey, sidebarWindow);
  return docsFrame({
    locale,
    model,
    nav,
    sidebar,
    articleProps: { 'data-pagefind-body': true, ...searchAttributes },
    current: page.label,
    content: [
      <VersionBadge locale={locale} version={model.version} />,
      <h1>{page.title}</h1>,
      page.description && <p className="category-index-description">{page.description}</p>,
      <DocCardList cards={await toDocCardViews(page.cards, locale)} />,
    ],
  });
}
