import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/docs/breadcrumbs';
import { DocPager } from '@/components/docs/doc-pager';
import { DocsSidebar } from '@/components/docs/docs-sidebar';
import { TableOfContents } from '@/components/docs/table-of-contents';
import { MdxBody } from '@/components/mdx/mdx-body';
import { SiteShell } from '@/components/site-shell';
import { TranslationNotice } from '@/components/translation-notice';
import { getContent } from '@/lib/content';
import { buildDocPageModel } from '@/lib/docs/page';
import { routeLocale } from '@/lib/i18n';
import { compileMdx } from '@/lib/mdx';
import { buildPageMetadata } from '@/lib/metadata';
import { buildSiteNav } from '@/lib/navigation';
import { getMdxLabels } from '@/app/_views/mdx-labels';
import { enterRoute, type RouteProps, type StaticParamsProps } from '@/lib/route-params';
import { buildRouteKeys } from '@/lib/routes';

type Props = RouteProps<{ slug: string[] }>;

export async function generateStaticParams({ params }: StaticParamsProps) {
  return getContent().docs[routeLocale(params)].map((doc) => ({ slug: doc.id.split('/') }));
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, slug } = await enterRoute(props);
  const model = buildDocPageModel(getContent(), locale, slug.join('/'));
  if (!model) return {};
  return buildPageMetadata({ locale, routeKey: model.routeKey, title: model.doc.title, description: model.doc.description, markdownTwin: true });
}

export default async function DocPage(props: Props) {
  const { locale, slug } = await enterRoute(props);
  const content = getContent();
  const model = buildDocPageModel(content, locale, slug.join('/'));
  if (!model) notFound();
  const { Content, toc } = await compileMdx(model.doc, buildRouteKeys(content));
  const t = await getTranslations({ locale, namespace: 'docs' });
  const tocT = await getTranslations({ locale, namespace: 'toc' });
  return (
    <SiteShell nav={buildSiteNav(locale, model.routeKey)}>
      <div className="docs-layout">
        <DocsSidebar tree={model.sidebar} activeId={model.doc.id} label={t('sidebarLabel')} />
        <article className="docs-article" data-pagefind-body>
          <Breadcrumbs label={t('breadcrumbsLabel')} home={model.docsHome && { label: model.docsHome.title, path: model.docsHome.path }} trail={model.trail} current={model.doc.sidebarLabel} />
          <TranslationNotice entry={model.doc} routeKey={model.routeKey} />
          <h1>{model.doc.title}</h1>
          <MdxBody Content={Content} labels={await getMdxLabels(locale)} />
          <DocPager previous={model.previous} next={model.next} label={t('pagerLabel')} previousLabel={t('previous')} nextLabel={t('next')} />
        </article>
        <div className="docs-toc">
          <TableOfContents entries={toc} title={tocT('title')} />
        </div>
      </div>
    </SiteShell>
  );
}
