/**
 * A category's generated index page (Docusaurus' `link: { type: 'generated-index' }`), in
 * the docs' frame: sidebar, breadcrumbs, title, description, a card per item, pager.
 */
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/docs/breadcrumbs';
import { DocCardList } from '@/components/docs/doc-card-list';
import { Pager } from '@/components/pager';
import { SiteShell } from '@/components/site-shell';
import type { CategoryPageModel } from '@/lib/docs/page';
import type { Locale } from '@/lib/i18n';
import { buildSiteNav } from '@/lib/navigation';
import { buildDocsSidebar } from './docs-sidebar';
import { VersionBadge, VersionBanner } from '@/components/docs/version-banner';
import { searchVersionAttributes } from '@/lib/search/versions';
import { toDocCardViews } from './doc-cards';

export async function CategoryIndexView({ locale, model }: { locale: Locale; model: CategoryPageModel }) {
  const t = await getTranslations({ locale, namespace: 'docs' });
  const { page } = model;
  const sidebar = await buildDocsSidebar(locale, model.sidebar, page.key, true, model.sidebarKey);
  return (
    <SiteShell nav={buildSiteNav(locale, model.routeKey, model.version.links)} panelNav={sidebar('panel')}>
      <div className="docs-layout">
        <div className="docs-sidebar-column">{sidebar('page')}</div>
        <article
          className="docs-article"
          data-pagefind-body
          {...searchVersionAttributes(
            model.version,
            (await getTranslations({ locale, namespace: 'docsVersion' }))('badge', { label: model.version.label }),
          )}
        >
          <VersionBanner locale={locale} version={model.version} />
          <Breadcrumbs
            label={t('breadcrumbsLabel')}
            home={model.docsHome && { label: model.docsHome.title, path: model.docsHome.path }}
            trail={model.trail}
            current={page.label}
          />
          <VersionBadge locale={locale} version={model.version} />
          <h1>{page.title}</h1>
          {page.description && <p className="category-index-description">{page.description}</p>}
          <DocCardList cards={await toDocCardViews(page.cards, locale)} />
          <Pager
            label={t('pagerLabel')}
            previous={model.previous && { ...model.previous, label: t('previous') }}
            next={model.next && { ...model.next, label: t('next') }}
          />
        </article>
        <div className="docs-toc" />
      </div>
    </SiteShell>
  );
}
