import type { ReactNode } from 'react';
import { BlogLayout } from '@/components/blog/blog-layout';
import { SiteShell } from '@/components/site-shell';
import type { Locale } from '@/lib/i18n';
import type { BlogFrameData } from '@/lib/route-data/blog-frame';

/** Every blog page: the site frame, the blog's sidebar, and optionally a heading and lead. */
export function BlogFrame(props: {
  locale: Locale;
  frame: BlogFrameData;
  title?: string;
  lead?: ReactNode;
  currentSlug?: string;
  toc?: ReactNode;
  children: ReactNode;
}) {
  return (
    <SiteShell nav={props.frame.nav}>
      <BlogLayout nav={props.frame.blogNav} locale={props.locale} currentSlug={props.currentSlug} toc={props.toc}>
        {props.title && <h1>{props.title}</h1>}
        {props.lead && <p className="lead">{props.lead}</p>}
        {props.children}
      </BlogLayout>
    </SiteShell>
  );
}
