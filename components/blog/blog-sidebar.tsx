import { SiteLink } from '@/components/site-link';
import { getTranslations } from '@/lib/translator';
import type { BlogNav } from '@/lib/blog/nav';
import type { Locale } from '@/lib/i18n';
import { FEED_MEDIA_TYPES, type FeedFormat } from '@/lib/urls';
import { Fragment } from 'react';

const FEED_ORDER = Object.keys(FEED_MEDIA_TYPES) as FeedFormat[];

/**
 * The blog's navigation landmark: its index pages, every post under a heading per year
 * (newest first, the current post marked), and the locale's feeds.
 */
export async function BlogSidebar({
  nav,
  locale,
  currentSlug,
}: {
  nav: BlogNav;
  locale: Locale;
  currentSlug?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'blog' });
  const s = await getTranslations({ locale, namespace: 'blogSidebar' });
  return (
    <nav className="blog-sidebar" aria-label={s('label')}>
      <ul className="blog-sections">
        <li>
          <SiteLink href={nav.list}>{t('allPosts')}</SiteLink>
        </li>
        <li>
          <SiteLink href={nav.archive}>{t('archive')}</SiteLink>
        </li>
        <li>
          <SiteLink href={nav.tags}>{t('tags')}</SiteLink>
        </li>
        <li>
          <SiteLink href={nav.authors}>{t('authors')}</SiteLink>
        </li>
      </ul>
      {nav.years.map((year) => (
        <div key={year.year} className="blog-sidebar-year">
          <h2 className="blog-sidebar-title">{year.year}</h2>
          <ul>
            {year.posts.map((post) => (
              <li key={post.slug}>
                <SiteLink href={post.path} aria-current={post.slug === currentSlug ? 'page' : undefined}>
                  {post.title}
                </SiteLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {FEED_ORDER.some((format) => nav.feeds[format]) && (
        <p className="blog-feeds">
          <span>{s('feedsTitle')}:</span> {/* Plain <a>: the feeds are files, not pages of the client router. */}
          {FEED_ORDER.filter((format) => nav.feeds[format]).map((format, i) => (
            <Fragment key={format}>
              {i > 0 && ' · '}
              <a href={nav.feeds[format]} type={FEED_MEDIA_TYPES[format]}>
                {s(format)}
              </a>
            </Fragment>
          ))}
        </p>
      )}
    </nav>
  );
}
