import type { ReactNode } from 'react';
import { DocsSidebarData } from '@/components/docs/sidebar-data';
import { deferToEndOfPayload } from '@/components/docs/defer-to-end-of-payload';
import { routeLocale } from '@/lib/i18n';
import { getDocsLayout } from '@/lib/route-data/layouts';
import { getTranslations } from '@/lib/translator';

/**
 * The layout of every docs page of a locale: it holds what their sidebars share (the top
 * level of each sidebar, their names, sidebar.json's address), which the client router
 * keeps from one doc to the next, so a
 * navigation between docs fetches the page's own part only (lib/docs/sidebar-split.ts).
 */
export default async function DocsLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale?: string }>;
}) {
  const locale = routeLocale(await params);
  const t = await getTranslations({ locale, namespace: 'docs' });
  const { topLevels, hidden, dataUrl } = getDocsLayout(locale);
  const forms = (key: string) => ({ one: t.raw(`${key}One`) as string, other: t.raw(`${key}Other`) as string });
  const cut = hidden && { cut: { hidden, more: forms('sidebarMore'), showMore: forms('sidebarShowMore') } };
  const texts = { pageLabel: t('sidebarLabel'), panelLabel: t('panelSidebarLabel'), dataUrl, ...cut };
  return (
    <DocsSidebarData topLevels={deferToEndOfPayload(topLevels)} texts={texts}>
      {children}
    </DocsSidebarData>
  );
}
