/**
 * What every blog page shows around its content (the site's navbar, the blog's sidebar), and
 * the metadata every blog page shares: canonical, hreflang and the locale's feeds.
 */
import type { Metadata } from 'next';
import { getTranslations } from '../translator';
import { withFeedAlternates } from '../blog/feed-links';
import { buildBlogNav, type BlogNav } from '../blog/nav';
import { getContent } from '../content';
import type { Locale } from '../i18n';
import { buildPageMetadata } from '../metadata';
import { buildSiteNav, type SiteNav } from '../navigation';
import { enterRoute, type RouteProps } from '../route-params';
import { hasBlog } from '../routes';
import { getSiteText } from '../site-config/site-text';

/** The frame of a blog page at `routeKey`. */
export interface BlogFrameData {
  nav: SiteNav;
  blogNav: BlogNav;
}

export function blogFrameOf(locale: Locale, routeKey: string): BlogFrameData {
  return { nav: buildSiteNav(locale, routeKey), blogNav: buildBlogNav(getContent(), locale) };
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
