import type { ReactNode } from 'react';
import type { BlogNav } from '@/lib/blog/nav';
import type { Locale } from '@/lib/i18n';
import { BlogSidebar } from './blog-sidebar';

/**
 * The blog's columns: its sidebar, the page, and a post's table of contents on the right
 * (996 px and up, as a doc's; below, the sidebar follows the page and the TOC folds into it).
 */
export function BlogLayout({
  nav,
  locale,
  currentSlug,
  toc,
  children,
}: {
  nav: BlogNav;
  locale: Locale;
  currentSlug?: string;
  toc?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={toc ? 'blog-layout blog-layout-with-toc' : 'blog-layout'}>
      <BlogSidebar nav={nav} locale={locale} currentSlug={currentSlug} />
      <div className="blog-main">{children}</div>
      {toc && <div className="blog-toc">{toc}</div>}
    </div>
  );
}
