/**
 * The frame a doc and a category's generated index page share: the site shell with the docs
 * sidebar (its column and the mobile panel's copy), and the article, which opens with the
 * version banner and the breadcrumbs and closes with the pager, the table of contents' column
 * beside it. What lies between is the page's own.
 */
import { createElement, type ReactNode } from 'react';
import { getTranslations } from '@/lib/translator';
import { Breadcrumbs } from '@/components/docs/breadcrumbs';
import { VersionBanner } from '@/components/docs/version-banner';
import { Pager } from '@/components/pager';
import { SiteShell } from '@/components/site-shell';
import type { DocsFrameModel } from '@/lib/docs/page';
import type { DocVersionModel } from '@/lib/docs/version-view';
import type { Locale } from '@/lib/i18n';
import type { SiteNav } from '@/lib/navigation';

export interface DocsFrameProps {
  locale: Locale;
  model: DocsFrameModel & { version: DocVersionModel };
  nav: SiteNav;
  /** The page's sidebar by variant (app/_views/docs-sidebar.tsx). */
  sidebar: (variant: 'page' | 'panel') => ReactNode;
  /** The article's attributes besides its class: the search index's marks. */
  articleProps: Record<string, string | boolean | undefined>;
  /** The breadcrumbs' last, unlinked crumb: the page's own label. */
  current: string;
  /** What the article holds between the breadcrumbs and the pager, in order. */
  content: ReactNode[];
  /** The table of contents' column, empty where the page has none. */
  toc?: ReactNode;
}

/**
 * Called, not rendered as a component: a component of its own would add a row to the page
 * data. The article's children are passed one by one, not as a nested list, so the page data
 * holds them as the markup does.
 */
export async function docsFrame({ locale, model, nav, sidebar, articleProps, current, content, toc }: DocsFrameProps) {
  const t = await getTranslations({ locale, namespace: 'docs' });
  const article = createElement(
    'article',
    { className: 'docs-article', ...articleProps },
    /* First, as Docusaurus has it: what version this is comes before anything of the page. */
    <VersionBanner locale={locale} version={model.version} />,
    <Breadcrumbs
      label={t('breadcrumbsLabel')}
      home={model.docsHome && { label: model.docsHome.title, path: model.docsHome.path }}
      trail={model.trail}
      current={current}
    />,
    ...content,
    <Pager
      label={t('pagerLabel')}
      previous={model.previous && { ...model.previous, label: t('previous') }}
      next={model.next && { ...model.next, label: t('next') }}
    />,
  );
  return (
    <SiteShell nav={nav} panelNav={sidebar('panel')}>
      <div className="docs-layout">
        <div className="docs-sidebar-column">{sidebar('page')}</div>
        {article}
        {/* No child at all where there is no contents: an undefined one still costs the page data. */}
        {toc ? <div className="docs-toc">{toc}</div> : <div className="docs-toc" />}
      </div>
    </SiteShell>
  );
}
