/**
 * The route data of a standalone MDX page of content/{locale}/pages, by its slug: each such
 * page has a static route folder of its own (app/_views/standalone-page.tsx).
 */
import type { Metadata } from 'next';
import { getContent, type Page } from '../content';
import type { Locale } from '../i18n';
import { compileMdx, type CompiledMdx } from '../mdx';
import { buildPageMetadata } from '../metadata';
import { buildSiteNav, type SiteNav } from '../navigation';
import { buildRouteKeys } from '../routes';
import { pageRoute } from '../urls';

/** What a standalone page renders. */
export interface StandalonePageData {
  page: Page;
  routeKey: string;
  nav: SiteNav;
  Content: CompiledMdx['Content'];
}

export function getStandalonePageMetadata(locale: Locale, slug: string): Metadata {
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

/** The page `slug` of the locale, or undefined where it has none. */
export async function getStandalonePage(locale: Locale, slug: string): Promise<StandalonePageData | undefined> {
  const content = getContent();
  const page = content.pages[locale].find((p) => p.slug === slug);
  if (!page) return undefined;
  const { Content } = await compileMdx(page, buildRouteKeys(content), content.assets);
  return { page, routeKey: pageRoute(slug), nav: buildSiteNav(locale, pageRoute(slug)), Content };
}
