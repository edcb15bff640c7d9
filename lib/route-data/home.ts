/** The route data of the home page of a locale. */
import type { Metadata } from 'next';
import { buildPostList, type PostSummary } from '../blog/posts';
import { getContent } from '../content';
import type { Locale } from '../i18n';
import { buildPageMetadata } from '../metadata';
import { buildSiteNav, type SiteNav } from '../navigation';
import { getSiteText } from '../site-config/site-text';
import { HOME_ROUTE } from '../urls';
import { findContentRoute, type ContentRoute } from '../content-routes';

/** How many posts the home page lists. */
const HOME_POST_COUNT = 3;

/**
 * What the home page renders: the site's title and tagline, whether it shows its two cards, the
 * latest posts, and whether it leads to the blog at all (a site without posts, such as a
 * Docusaurus site with `blog: false`, has no blog to offer).
 */
export interface HomePageData {
  title: string;
  tagline: string;
  showSections: boolean;
  showBlog: boolean;
  nav: SiteNav;
  posts: PostSummary[];
}

/** The home page's metadata, its feeds aside. */
export async function getHomeMetadata(locale: Locale): Promise<Metadata> {
  const { config, text } = await getSiteText(locale);
  return buildPageMetadata({
    locale,
    routeKey: HOME_ROUTE,
    title: text(config.title),
    description: text(config.tagline),
    absoluteTitle: true,
  });
}

export async function getHomePage(locale: Locale): Promise<HomePageData> {
  const { config, text } = await getSiteText(locale);
  const posts = buildPostList(getContent(), locale);
  return {
    title: text(config.title),
    tagline: text(config.tagline),
    showSections: config.home.sections,
    showBlog: posts.length > 0,
    nav: buildSiteNav(locale, HOME_ROUTE),
    posts: posts.slice(0, HOME_POST_COUNT),
  };
}

/** The doc served as the home page when the docs are at the site's root (`slug: /`), if any. */
export function homeContentRoute(locale: Locale): ContentRoute | undefined {
  return findContentRoute(getContent(), locale, HOME_ROUTE);
}
