import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { BlogLayout } from '@/components/blog/blog-layout';
import { SiteShell } from '@/components/site-shell';
import { withFeedAlternates } from '@/lib/blog/feed-links';
import { getSiteText } from '@/lib/site-config/site-text';
import { buildBlogNav } from '@/lib/blog/nav';
import { getContent } from '@/lib/content';
import type { Locale } from '@/lib/i18n';
import { buildPageMetadata } from '@/lib/metadata';
import { buildSiteNav } from '@/lib/navigation';
import { enterRoute, type RouteProps } from '@/lib/route-params';
import { hasBlog } from '@/lib/routes';

/** Every blog page: the site frame, the blog's sidebar, and optionally a heading and lead. */
export function BlogFrame(props: {
  locale: Locale;
  routeKey: string;
  title?: string;
  lead?: ReactNode;
  currentSlug?: string;
  toc?: ReactNode;
  children: ReactNode;
}) {
  return (
    <SiteShell nav={buildSiteNav(props.locale, props.routeKey)}>
      <BlogLayout
        nav={buildBlogNav(getContent(), props.locale)}
        locale={props.locale}
        currentSlug={props.currentSlug}
        toc={props.toc}
      >
        {props.title && <h1>{props.title}</h1>}
        {props.lead && <p className="lead">{props.lead}</p>}
        {props.children}
      </BlogLayout>
    </SiteShell>
  );
}

/** A page's metadata that also advertises the locale's feeds (every blog page and the home page), if there is a blog. */
export async function withBlogFeeds(metadata: Metadata, locale: Locale): Promise<Metadata> {
  if (!hasBlog(getContent())) return metadata;
  const t = await getTranslations({ locale, namespace: 'blogFeed' });
  const { config, text } = await getSiteText(locale);
  const title = config.blog.feedOptions.title;
  return withFeedAlternates(metadata, locale, title ? text(title) : t('title'));
}

/** Metadata of a blog page: canonical, hreflang and feed links. */
export async function blogPageMetadata(options: Parameters<typeof buildPageMetadata>[0]): Promise<Metadata> {
  return withBlogFeeds(buildPageMetadata(options), options.locale);
}

/** Message keys of the `blog` namespace that title and describe an index page. */
type BlogIndexKey = 'title' | 'archive' | 'authors' | 'tags';
type BlogIndexDescriptionKey = 'description' | 'archiveDescription' | 'authorsDescription' | 'tagsDescription';

/** `generateMetadata` of a blog index page (list, archive, authors, tags). */
export function blogIndexMetadata(routeKey: string, titleKey: BlogIndexKey, descriptionKey: BlogIndexDescriptionKey) {
  return async function generateMetadata(props: RouteProps): Promise<Metadata> {
    const { locale } = await enterRoute(props);
    const t = await getTranslations({ locale, namespace: 'blog' });
    return blogPageMetadata({ locale, routeKey, title: t(titleKey), description: t(descriptionKey) });
  };
}
