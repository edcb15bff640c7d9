import { notFound } from 'next/navigation';
import { blogIndexMetadata } from '@/lib/route-data/blog-frame';
import { BlogListView } from '@/app/_views/blog-list';
import { getBlogListPageData } from '@/lib/route-data/blog-list';
import { enterRoute, type RouteProps } from '@/lib/route-params';
import { BLOG_ROUTES } from '@/lib/urls';

export const generateMetadata = blogIndexMetadata(BLOG_ROUTES.list, 'title', 'description');

export default async function BlogListPage(props: RouteProps) {
  const { locale } = await enterRoute(props);
  const data = await getBlogListPageData(locale, 1);
  if (!data) notFound();
  return <BlogListView locale={locale} data={data} />;
}
