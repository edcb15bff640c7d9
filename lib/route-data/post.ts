/**
 * The route data of a blog post's page (`/blog/<slug>` below a locale), listed or unlisted.
 * Independent of where the route sits: it takes the post's slug segments.
 */
import { buildPostPager, buildPostSummary, type PostPager, type PostSummary } from '../blog/posts';
import { getContent, type ContentSet, type Post } from '../content';
import type { Locale } from '../i18n';
import { compileMdx, type CompiledMdx, type TocEntry } from '../mdx';
import type { buildPageMetadata } from '../metadata';
import { paramsOrPlaceholder } from '../placeholder-param';
import { buildRouteKeys } from '../routes';
import { postRoute } from '../urls';
import { fixedRouteParams } from '../content-routes';
import { blogFrameOf, type BlogFrameData } from './blog-frame';

/** What a post's page renders. */
export interface PostPageData {
  post: Post;
  slug: string;
  routeKey: string;
  summary: PostSummary;
  Content: CompiledMdx['Content'];
  /** The table of contents, empty when the post hides it. */
  toc: TocEntry[];
  pager: PostPager;
  frame: BlogFrameData;
}

/** Every post's address in a locale (listed or not), as slug segments. */
export function postRouteParams(locale: Locale): { slug: string[] }[] {
  return paramsOrPlaceholder(fixedRouteParams(getContent(), locale, 'blog', 'post'), (segment) => ({
    slug: [segment],
  }));
}

/** A post of the locale, listed or not. */
function findPost(content: ContentSet, locale: Locale, slug: string): Post | undefined {
  return (
    content.posts[locale].find((p) => p.slug === slug) ?? content.unlistedPosts[locale].find((p) => p.slug === slug)
  );
}

/** What a post's page metadata is built from; undefined where there is no post. */
export function getPostMetadataInput(
  locale: Locale,
  parts: string[],
): Parameters<typeof buildPageMetadata>[0] | undefined {
  const slug = parts.join('/');
  const post = findPost(getContent(), locale, slug);
  if (!post) return undefined;
  return {
    locale,
    routeKey: postRoute(slug),
    title: post.title,
    description: post.description,
    markdownTwin: !post.unlisted,
    keywords: post.keywords,
    image: post.image,
    noindex: post.unlisted,
  };
}

/** What the post page at `parts` renders, or undefined where there is no post. */
export async function getPostPage(locale: Locale, parts: string[]): Promise<PostPageData | undefined> {
  const slug = parts.join('/');
  const content = getContent();
  const post = findPost(content, locale, slug);
  if (!post) return undefined;
  const summary = buildPostSummary(post, content);
  const compiled = await compileMdx(post, buildRouteKeys(content), content.assets);
  return {
    post,
    slug,
    routeKey: postRoute(slug),
    summary,
    Content: compiled.Content,
    toc: post.hideTableOfContents ? [] : compiled.toc,
    pager: buildPostPager(content, locale, slug),
    frame: blogFrameOf(locale, postRoute(slug)),
  };
}
