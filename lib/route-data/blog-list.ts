/**
 * The route data of the blog list: its numbered pages (1 is `/blog`) and each page's
 * excerpts. Independent of where the route sits: it takes the locale and the page number.
 */
import { pageSizeOf, paginate, type ListPage } from '../blog/pagination';
import { buildPostList, type PostSummary } from '../blog/posts';
import { getContent } from '../content';
import type { Locale } from '../i18n';
import { compileMdx, type CompiledMdx } from '../mdx';
import { excerptSourceOf } from '../mdx/compile-sources';
import { buildRouteKeys } from '../routes';
import { getSiteConfig } from '../site-config';
import { paramsOrPlaceholder } from '../placeholder-param';
import { fixedRouteParams } from '../content-routes';
import { getTranslations } from '../translator';
import { getSiteText } from '../site-config/site-text';
import { blogFrameOf, type BlogFrameData } from './blog-frame';

/**
 * Pages 2 … n of the list, which it links, and page 1. The export refuses an empty list
 * ("at least one route must be generated"), and with 10 posts or fewer there is no page 2:
 * `/blog/page/1/` always exists, is linked from nowhere, and declares `/blog/` canonical.
 */
export function blogListRouteParams(locale: Locale): { page: string }[] {
  return paramsOrPlaceholder(fixedRouteParams(getContent(), locale, 'blog', 'blogPage'), (page) => ({ page }));
}

/** One page of the post list of a locale (1 is `/blog`), or undefined past the last. */
export function getBlogListPage(locale: Locale, number: number): ListPage<PostSummary> | undefined {
  const posts = buildPostList(getContent(), locale);
  return paginate(posts, locale, pageSizeOf(getSiteConfig().blog.postsPerPage, posts.length))[number - 1];
}

/** A post's compiled excerpt, and whether the post goes on after it. */
export interface CompiledExcerpt {
  Content: CompiledMdx['Content'];
  truncated: boolean;
}

/** Each post's excerpt compiled like the post: up to `{/* truncate *\/}` or its first paragraph. */
export async function compileExcerpts(
  locale: Locale,
  slugs: readonly string[],
): Promise<Record<string, CompiledExcerpt>> {
  const content = getContent();
  const routeKeys = buildRouteKeys(content);
  const entries = await Promise.all(
    content.posts[locale]
      .filter((p) => slugs.includes(p.slug))
      .map(async (post) => {
        const excerpt = excerptSourceOf(post);
        const { Content } = await compileMdx(excerpt.source, routeKeys, content.assets);
        return [post.slug, { Content, truncated: excerpt.truncated }] as const;
      }),
  );
  return Object.fromEntries(entries);
}

/** What one page of the blog list renders: its posts with their excerpts, its title and lead, its frame. */
export interface BlogListPageData {
  page: ListPage<PostSummary>;
  title: string;
  lead: string;
  excerpts: Record<string, CompiledExcerpt>;
  frame: BlogFrameData;
}

/** One page of the blog list (1 is `/blog`) as it renders, or undefined past the last. */
export async function getBlogListPageData(locale: Locale, number: number): Promise<BlogListPageData | undefined> {
  const page = getBlogListPage(locale, number);
  if (!page) return undefined;
  const p = await getTranslations({ locale, namespace: 'blogPagination' });
  const { config, text } = await getSiteText(locale);
  return {
    page,
    title:
      page.number === 1
        ? text(config.blog.title ?? { message: 'blog.title' })
        : p('pageTitle', { page: page.number, count: page.pageCount }),
    lead: text(config.blog.description ?? { message: 'blog.description' }),
    excerpts: await compileExcerpts(
      locale,
      page.items.map((post) => post.slug),
    ),
    frame: blogFrameOf(locale, page.routeKey),
  };
}
