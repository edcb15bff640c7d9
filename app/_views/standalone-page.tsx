/**
 * Renders a standalone MDX page of content/{locale}/pages, served at its slug by the
 * catch-all of `app/[locale]/(content)`: lib/content-routes.ts lists each page in the
 * locales that have it, so a locale without the page has no route there.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MdxBody } from '@/components/mdx/mdx-body';
import { SiteShell } from '@/components/site-shell';
import { TranslationNotice } from '@/components/translation-notice';
import { getMdxLabels } from '@/app/_views/mdx-labels';
import { getStandalonePage, getStandalonePageMetadata } from '@/lib/route-data/standalone-page';
import { enterRoute, type RouteProps } from '@/lib/route-params';

type StandalonePageProps = RouteProps<{ page: string }>;

export async function generateMetadata(props: StandalonePageProps): Promise<Metadata> {
  const { locale, page } = await enterRoute(props);
  return getStandalonePageMetadata(locale, page);
}

export default async function StandalonePage(props: StandalonePageProps) {
  const { locale, page: slug } = await enterRoute(props);
  const data = await getStandalonePage(locale, slug);
  if (!data) notFound();
  const { page, routeKey, nav, Content } = data;
  return (
    <SiteShell nav={nav}>
      <article className="standalone-page" data-pagefind-body>
        <TranslationNotice entry={page} routeKey={routeKey} />
        {/* The body's own heading where it has one, as Docusaurus shows a Markdown page. */}
        <h1>{page.contentTitle ?? page.title}</h1>
        <MdxBody Content={Content} labels={await getMdxLabels(locale)} />
      </article>
    </SiteShell>
  );
}
