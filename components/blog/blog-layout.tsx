import type { ReactNode } from 'react';
import type { BlogNav } from '@/lib/blog/nav';
import type { Locale } from '@/lib/i18n';
import { BlogSidebar } from './blog-sidebar';

/** The blog's two columns: its sidebar, then the page (below 996 px the sidebar follows the page). */
export function BlogLayout({ nav, locale, currentSlug, children }: { nav: BlogNav; locale: Locale; currentSlug?: string; children: ReactNode }) {
  return (
    <div className="blog-layout">
      <BlogSidebar nav={nav} locale={locale} currentSlug={currentSlug} />
      <div className="blog-main">{children}</div>
    </div>
  );
}
