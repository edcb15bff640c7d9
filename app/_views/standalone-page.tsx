/**
 * Renders a standalone MDX page of content/{locale}/pages. Each such page has a
 * static route folder in both trees (a dynamic top-level segment would clash with
 * `[locale]`); tests/unit/routes.test.ts checks that every page has its routes.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MdxBody } from '@/components/mdx/mdx-body';
import { SiteShell } from '@/components/site-shell';
import { TranslationNotice } from '@/components/translation-notice';
import { getMdxLabels } from '@/app/_views/mdx-labels';
import { getStandalonePage, getStandalonePageMetadata } from '@/lib/route-data/standalone-page';
import { enterRoute, type RouteProps } from '@/lib/route-params';

/** The `generateMetadata` and default export of the route of page `slug`. */
export function createStandalonePage(slug: string) {
  async function generateMetadata(props: RouteProps): Promise<Metadata> {
    const { locale } = await enterRoute(props);
    return getStandalonePageMetadata(locale, slug);
  }
  async function StandalonePage(props: RouteProps) {
    const { locale } = await enterRoute(props);
    const data = await getStandalonePage(locale, slug);
    if (!data) notFound();
    const { page, routeKey, nav, Content } = data;
    return (
      <SiteShell nav={nav}>
        <article className="standalone-page" data-pagefind-body>
          <TranslationNotice entry={page} routeKey={routeKey} />
          <h1>{page.title}</h1>
          <MdxBody Content={Content} labels={await getMdxLabels(locale)} />
        </article>
      </SiteShell>
    );
  }
  return { generateMetadata, StandalonePage };
}
