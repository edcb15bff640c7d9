import Link from 'next/link';
import type { TagLink } from '@/lib/blog/posts';

/** A post's tags as links to their tag pages. */
export function TagList({ tags, label }: { tags: TagLink[]; label: string }) {
  return (
    <div className="tag-list">
      <span className="tag-list-label">{label}</span>
      <ul>
        {tags.map((tag) => (
          <li key={tag.slug}><Link href={tag.path} className="tag">{tag.label}</Link></li>
        ))}
      </ul>
    </div>
  );
}
