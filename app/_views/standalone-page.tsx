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
import { getContent } from '@/lib/content';
import { compileMdx } from '@/lib/mdx';
import { buildPageMetadata } from '@/lib/metadata';
import { buildSiteNav } from '@/lib/navigation';
import { getMdxLabels } from '@/app/_views/mdx-labels';
import { enterRoute, type RouteProps } from '@/lib/route-params';
import { buildRouteKeys } from '@/lib/routes';
import { pageRoute } from '@/lib/urls';

/** The `generateMetadata` and default export of the route of page `slug`. */
export function createStandalonePage(slug: string) {
  async function generateMetadata(props: RouteProps): Promise<Metadata> {
    const { locale } = await enterRoute(props);
    const page = getContent().pages[locale].find((p) => p.slug === slug);
    return page
      ? buildPageMetadata({
          locale,
          routeKey: pageRoute(slug),
          title: page.title,
          description: page.description,
          keywords: page.keywords,
          image: page.image,
        })
      : {};
  }
  async function StandalonePage(props: RouteProps) {
    const { locale } = await enterRoute(props);
    const content = getContent();
    const page = content.pages[locale].find((p) => p.slug === slug);
    if (!page) notFound();
    const { Content } = await compileMdx(page, buildRouteKeys(content), content.assets);
    return (
      <SiteShell nav={buildSiteNav(locale, pageRoute(slug))}>
        <article className="standalone-page" data-pagefind-body>
          <TranslationNotice entry={page} routeKey={pageRoute(slug)} />
          <h1>{page.title}</h1>
          <MdxBody Content={Content} labels={await getMdxLabels(locale)} />
        </article>
      </SiteShell>
    );
  }
  return { generateMetadata, StandalonePage };
}
