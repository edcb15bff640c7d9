/**
 * The pages of docs and posts served at a configured base (site.json's `routes`), and the
 * standalone pages at their slugs: the
 * catch-all of `app/[locale]/(content)` and the home route ask lib/content-routes.ts which
 * page kind a path is, and render that kind's own route module with its params, so a doc
 * at `/intro` and one at `/docs/intro` are the same page.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import * as docsPage from '@/app/[locale]/docs/[[...slug]]/page';
import * as postPage from '@/app/[locale]/blog/[...slug]/page';
import * as blogListPage from '@/app/[locale]/blog/page';
import * as blogNumberedPage from '@/app/[locale]/blog/page/[page]/page';
import * as archivePage from '@/app/[locale]/blog/archive/page';
import * as tagsPage from '@/app/[locale]/blog/tags/page';
import * as tagPage from '@/app/[locale]/blog/tags/[tag]/page';
import * as authorsPage from '@/app/[locale]/blog/authors/page';
import * as authorPage from '@/app/[locale]/blog/authors/[author]/page';
import * as standalonePage from '@/app/_views/standalone-page';
import DocsLayout from '@/app/[locale]/docs/layout';
import type { ContentRoute } from '@/lib/content-routes';
// The default locale is a constant: its tree's routes have no `locale` param.
import { DEFAULT_LOCALE, routeLocale, type Locale } from '@/lib/i18n';
import { contentRouteParams, getContentRoute } from '@/lib/route-data/content-route';
import type { RouteProps, StaticParamsProps } from '@/lib/route-params';
import { staticParamsOf } from '@/lib/static-params';

type ViewProps = RouteProps<Record<string, unknown>>;
interface RouteModule {
  default: (props: never) => Promise<ReactNode>;
  generateMetadata: (props: never) => Promise<Metadata>;
}

const VIEWS: Record<ContentRoute['view'], RouteModule> = {
  docs: docsPage,
  post: postPage,
  blogList: blogListPage,
  blogPage: blogNumberedPage,
  blogArchive: archivePage,
  blogTags: tagsPage,
  blogTag: tagPage,
  blogAuthors: authorsPage,
  blogAuthor: authorPage,
  page: standalonePage,
};

/** The props the route module of `route` takes in `locale` (the default locale's tree has no `locale` param). */
function viewProps(locale: Locale, route: ContentRoute): ViewProps {
  return { params: Promise.resolve({ ...(locale !== DEFAULT_LOCALE && { locale }), ...route.params }) };
}

/**
 * Renders `route` as its own route module does; `inDocsLayout: false` (the home route) wraps a
 * docs page in the docs layout, which the catch-all's route group already provides.
 */
export async function ContentRouteView({
  locale,
  route,
  inDocsLayout = true,
}: {
  locale: Locale;
  route: ContentRoute;
  inDocsLayout?: boolean;
}) {
  const View = VIEWS[route.view].default as (props: ViewProps) => Promise<ReactNode>;
  const page = await View(viewProps(locale, route));
  return route.view === 'docs' && !inDocsLayout ? (
    <DocsLayout params={Promise.resolve(locale === DEFAULT_LOCALE ? {} : { locale })}>{page}</DocsLayout>
  ) : (
    page
  );
}

/** The metadata of `route`, from its own route module. */
export function contentRouteMetadata(locale: Locale, route: ContentRoute): Promise<Metadata> {
  return (VIEWS[route.view].generateMetadata as (props: ViewProps) => Promise<Metadata>)(viewProps(locale, route));
}

type CatchAllProps = RouteProps<{ path: string[] }>;

async function routeOf(props: CatchAllProps) {
  const params = await props.params;
  const locale = routeLocale(params);
  return { locale, route: getContentRoute(locale, params.path) };
}

/** The catch-all lists what no fixed route serves (a site without such pages: a placeholder). */
export async function generateStaticParams({ params }: StaticParamsProps) {
  return staticParamsOf(() => contentRouteParams(routeLocale(params)));
}

export async function generateMetadata(props: CatchAllProps): Promise<Metadata> {
  const { locale, route } = await routeOf(props);
  return route ? contentRouteMetadata(locale, route) : {};
}

export default async function ContentPage(props: CatchAllProps) {
  const { locale, route } = await routeOf(props);
  if (!route) notFound();
  return <ContentRouteView locale={locale} route={route} />;
}
