import type { Metadata } from 'next';
import { SiteLink } from '@/components/site-link';
import { getTranslations } from 'next-intl/server';
import { withBlogFeeds } from '@/app/_views/blog-frame';
import { PostList } from '@/components/blog/post-list';
import { SiteShell } from '@/components/site-shell';
import { buildPostList } from '@/lib/blog/posts';
import { getContent } from '@/lib/content';
import { buildPageMetadata } from '@/lib/metadata';
import { buildSiteNav } from '@/lib/navigation';
import { getSiteText } from '@/lib/site-config/site-text';
import { enterRoute, type RouteProps } from '@/lib/route-params';
import { HOME_ROUTE } from '@/lib/urls';

/** How many posts the home page lists. */
const HOME_POST_COUNT = 3;

export async function generateMetadata(props: RouteProps): Promise<Metadata> {
  const { locale } = await enterRoute(props);
  const { config, text } = await getSiteText(locale);
  return withBlogFeeds(
    buildPageMetadata({
      locale,
      routeKey: HOME_ROUTE,
      title: text(config.title),
      description: text(config.tagline),
      absoluteTitle: true,
    }),
    locale,
  );
}

export default async function HomePage(props: RouteProps) {
  const { locale } = await enterRoute(props);
  const site = await getSiteText(locale);
  const t = await getTranslations({ locale, namespace: 'home' });
  const nav = buildSiteNav(locale, HOME_ROUTE);
  return (
    <SiteShell nav={nav}>
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">{site.text(site.config.title)}</h1>
        <p className="hero-tagline">{site.text(site.config.tagline)}</p>
        <p className="hero-actions">
          <SiteLink href={nav.docs} className="button button-primary">
            {t('readDocs')}
          </SiteLink>
          <SiteLink href={nav.blog} className="button">
            {t('readBlog')}
          </SiteLink>
        </p>
      </section>
      <div className="home-content">
        {site.config.home.sections && (
          <section aria-labelledby="home-sections">
            <h2 id="home-sections">{t('sectionsTitle')}</h2>
            <ul className="cards">
              <li className="card">
                <h3>
                  <SiteLink href={nav.docs}>{t('docsCardTitle')}</SiteLink>
                </h3>
                <p>{t('docsCardText')}</p>
              </li>
              <li className="card">
                <h3>
                  <SiteLink href={nav.blog}>{t('blogCardTitle')}</SiteLink>
                </h3>
                <p>{t('blogCardText')}</p>
              </li>
            </ul>
          </section>
        )}
        <section aria-labelledby="home-posts">
          <h2 id="home-posts">{t('latestPosts')}</h2>
          <PostList
            posts={buildPostList(getContent(), locale).slice(0, HOME_POST_COUNT)}
            locale={locale}
            headingLevel={3}
          />
        </section>
      </div>
    </SiteShell>
  );
}
