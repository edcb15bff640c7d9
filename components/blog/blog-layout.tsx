import { SiteLink } from '@/components/site-link';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { BlogNav } from '@/lib/blog/nav';
import type { Locale } from '@/lib/i18n';

/** The blog's two columns: its own navigation and recent posts, then the page. */
export async function BlogLayout({ nav, locale, children }: { nav: BlogNav; locale: Locale; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'blog' });
  return (
    <div className="blog-layout">
      <nav className="blog-sidebar" aria-label={t('navLabel')}>
        <ul className="blog-sections">
          <li><SiteLink href={nav.list}>{t('allPosts')}</SiteLink></li>
          <li><SiteLink href={nav.archive}>{t('archive')}</SiteLink></li>
          <li><SiteLink href={nav.tags}>{t('tags')}</SiteLink></li>
          <li><SiteLink href={nav.authors}>{t('authors')}</SiteLink></li>
        </ul>
        <h2 className="blog-sidebar-title">{t('sidebarLabel')}</h2>
        <ul>
          {nav.recent.map((post) => (
            <li key={post.slug}><SiteLink href={post.path}>{post.title}</SiteLink></li>
          ))}
        </ul>
      </nav>
      <div className="blog-main">{children}</div>
    </div>
  );
}
