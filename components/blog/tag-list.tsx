import { SiteLink } from '@/components/site-link';
import type { TagLink } from '@/lib/blog/posts';

/** A post's tags as links to their tag pages; nothing for a post without tags. */
export function TagList({ tags, label }: { tags: TagLink[]; label: string }) {
  if (tags.length === 0) return null;
  return (
    <div className="tag-list">
      <span className="tag-list-label">{label}</span>
      <ul>
        {tags.map((tag) => (
          <li key={tag.slug}>
            <SiteLink href={tag.path} className="tag">
              {tag.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
