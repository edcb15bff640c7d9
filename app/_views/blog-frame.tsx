import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { BlogLayout } from '@/components/blog/blog-layout';
import { SiteShell } from '@/components/site-shell';
import { buildBlogNav } from '@/lib/blog/nav';
import { getContent } from '@/lib/content';
import type { Locale } from '@/lib/i18n';
import { buildPageMetadata } from '@/lib/metadata';
import { buildSiteNav } from '@/lib/navigation';
import { enterRoute, type RouteProps } from '@/lib/route-params';

/** Every blog page: the site frame, the blog's navigation, and optionally a heading and lead. */
export function BlogFrame(props: { locale: Locale; routeKey: string; title?: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <SiteShell nav={buildSiteNav(props.locale, props.routeKey)}>
      <BlogLayout nav={buildBlogNav(getContent(), props.locale)} locale={props.locale}>
        {props.title && <h1>{props.title}</h1>}
        {props.lead && <p className="lead">{props.lead}</p>}
        {props.children}
      </BlogLayout>
    </SiteShell>
  );
}

/** Message keys of the `blog` namespace that title and describe an index page. */
type BlogIndexKey = 'title' | 'archive' | 'authors' | 'tags';
type BlogIndexDescriptionKey = 'description' | 'archiveDescription' | 'authorsDescription' | 'tagsDescription';

/** `generateMetadata` of a blog index page (list, archive, authors, tags). */
export function blogIndexMetadata(routeKey: string, titleKey: BlogIndexKey, descriptionKey: BlogIndexDescriptionKey) {
  return async function generateMetadata(props: RouteProps): Promise<Metadata> {
    const { locale } = await enterRoute(props);
    const t = await getTranslations({ locale, namespace: 'blog' });
    return buildPageMetadata({ locale, routeKey, title: t(titleKey), description: t(descriptionKey) });
  };
}
