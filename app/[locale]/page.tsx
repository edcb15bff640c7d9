import type { Metadata } from 'next';
import { SiteLink } from '@/components/site-link';
import { getTranslations } from '@/lib/translator';
import { withBlogFeeds } from '@/lib/route-data/blog-frame';
import { PostList } from '@/components/blog/post-list';
import { SiteShell } from '@/components/site-shell';
import { ContentRouteView, contentRouteMetadata } from '@/app/_views/content-route';
import { getHomeMetadata, getHomePage, homeContentRoute } from '@/lib/route-data/home';
import { enterRoute, type RouteProps } from '@/lib/route-params';

export async function generateMetadata(props: RouteProps): Promise<Metadata> {
  const { locale } = await enterRoute(props);
  // Docs at the site's root (site.json `routes.docs: "/"`): the doc with `slug: /` is the home page.
  const route = homeContentRoute(locale);
  if (route) return contentRouteMetadata(locale, route);
  return withBlogFeeds(await getHomeMetadata(locale), locale);
}

export default async function HomePage(props: RouteProps) {
  const { locale } = await enterRoute(props);
  const route = homeContentRoute(locale);
  if (route) return <ContentRouteView locale={locale} route={route} inDocsLayout={false} />;
  const home = await getHomePage(locale);
  const t = await getTranslations({ locale, namespace: 'home' });
  const { nav } = home;
  return (
    <SiteShell nav={nav}>
      <section className="hero" aria-labelledby="hero-title">
        <h1 id="hero-title">{home.title}</h1>
        <p className="hero-tagline">{home.tagline}</p>
        <p className="hero-actions">
          <SiteLink href={nav.docs} className="button button-primary">
            {t('readDocs')}
          </SiteLink>
          {home.showBlog && (
            <SiteLink href={nav.blog} className="button">
              {t('readBlog')}
            </SiteLink>
          )}
        </p>
      </section>
      {(home.showSections || home.showBlog) && (
        <div className="home-content">
          {home.showSections && (
            <section aria-labelledby="home-sections">
              <h2 id="home-sections">{t('sectionsTitle')}</h2>
              <ul className="cards">
                <li className="card">
                  <h3>
                    <SiteLink href={nav.docs}>{t('docsCardTitle')}</SiteLink>
                  </h3>
                  <p>{t('docsCardText')}</p>
                </li>
                {home.showBlog && (
                  <li className="card">
                    <h3>
                      <SiteLink href={nav.blog}>{t('blogCardTitle')}</SiteLink>
                    </h3>
                    <p>{t('blogCardText')}</p>
                  </li>
                )}
              </ul>
            </section>
          )}
          {home.showBlog && (
            <section aria-labelledby="home-posts">
              <h2 id="home-posts">{t('latestPosts')}</h2>
              <PostList posts={home.posts} locale={locale} headingLevel={3} />
            </section>
          )}
        </div>
      )}
    </SiteShell>
  );
}
