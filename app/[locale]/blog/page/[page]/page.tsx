import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from '@/lib/translator';
import { blogPageMetadata } from '@/lib/route-data/blog-frame';
import { BlogListView } from '@/app/_views/blog-list';
import { blogListRouteParams, getBlogListPage, getBlogListPageData } from '@/lib/route-data/blog-list';
import { routeLocale } from '@/lib/i18n';
import { enterRoute, type RouteProps, type StaticParamsProps } from '@/lib/route-params';
import { staticParamsOf } from '@/lib/static-params';

type Props = RouteProps<{ page: string }>;

export const dynamicParams = false;

export async function generateStaticParams({ params }: StaticParamsProps) {
  return staticParamsOf(() => blogListRouteParams(routeLocale(params)));
}

/** The page number of the address (`/blog/page/2/` → 2), or undefined where it is not one. */
function pageNumber(page: string): number | undefined {
  const number = Number(page);
  return Number.isInteger(number) && number >= 1 ? number : undefined;
}

function findPage(props: { locale: Parameters<typeof getBlogListPage>[0]; page: string }) {
  const number = pageNumber(props.page);
  return number === undefined ? undefined : getBlogListPage(props.locale, number);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const params = await enterRoute(props);
  const page = findPage(params);
  if (!page) return {};
  const t = await getTranslations({ locale: params.locale, namespace: 'blogPagination' });
  const blog = await getTranslations({ locale: params.locale, namespace: 'blog' });
  return blogPageMetadata({
    locale: params.locale,
    routeKey: page.routeKey,
    title: page.number === 1 ? blog('title') : t('pageTitle', { page: page.number, count: page.pageCount }),
    description: blog('description'),
  });
}

export default async function BlogListNumberedPage(props: Props) {
  const params = await enterRoute(props);
  const number = pageNumber(params.page);
  const data = number === undefined ? undefined : await getBlogListPageData(params.locale, number);
  if (!data) notFound();
  return <BlogListView locale={params.locale} data={data} />;
}
