import { SiteLink } from '@/components/site-link';
import type { PostPager as PostPagerModel } from '@/lib/blog/posts';

/** Links to the newer and the older post, in a navigation landmark of their own. */
export function PostPager({ pager, label, newerLabel, olderLabel }: { pager: PostPagerModel; label: string; newerLabel: string; olderLabel: string }) {
  if (!pager.newer && !pager.older) return null;
  return (
    <nav className="blog-pager" aria-label={label}>
      {pager.newer && (
        <SiteLink href={pager.newer.path} className="blog-pager-link" rel="prev">
          <span className="blog-pager-label">{newerLabel}</span>
          <span className="blog-pager-title">{pager.newer.title}</span>
        </SiteLink>
      )}
      {pager.older && (
        <SiteLink href={pager.older.path} className="blog-pager-link blog-pager-next" rel="next">
          <span className="blog-pager-label">{olderLabel}</span>
          <span className="blog-pager-title">{pager.older.title}</span>
        </SiteLink>
      )}
    </nav>
  );
}
