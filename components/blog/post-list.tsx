import { SiteLink } from '@/components/site-link';
import { getTranslations } from 'next-intl/server';
import type { PostSummary } from '@/lib/blog/posts';
import type { Locale } from '@/lib/i18n';
import { PostMeta } from './post-meta';
import { TagList } from './tag-list';

/** Posts as cards: title, meta, description, tags. `headingLevel` keeps the outline right. */
export async function PostList({ posts, locale, headingLevel = 2 }: { posts: PostSummary[]; locale: Locale; headingLevel?: 2 | 3 }) {
  const t = await getTranslations({ locale, namespace: 'blog' });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="post-list">
      {posts.map((post) => (
        <li key={post.slug}>
          <article className="post-card">
            <Heading className="post-card-title"><SiteLink href={post.path}>{post.title}</SiteLink></Heading>
            <PostMeta post={post} locale={locale} />
            <p>{post.description}</p>
            <TagList tags={post.tags} label={t('tagsLabel')} />
          </article>
        </li>
      ))}
    </ul>
  );
}
