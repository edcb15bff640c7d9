import { SiteLink } from '@/components/site-link';
import { getTranslations } from '@/lib/translator';
import type { MDXContent } from 'mdx/types';
import { MdxBody, type MdxLabels } from '@/components/mdx/mdx-body';
import type { PostSummary } from '@/lib/blog/posts';
import type { Locale } from '@/lib/i18n';
import { PostMeta } from './post-meta';
import { TagList } from './tag-list';

/** A post's compiled excerpt, and whether the post goes on after it. */
export interface CompiledExcerpt {
  Content: MDXContent;
  truncated: boolean;
}

/** Excerpts by post slug, with the labels their MDX needs. */
export interface PostExcerpts {
  bySlug: Record<string, CompiledExcerpt>;
  labels: MdxLabels;
}

/**
 * Posts as cards: title, meta, then the excerpt and "Read more" when given (the blog list),
 * else the description; then tags. `headingLevel` keeps the outline right.
 */
export async function PostList({
  posts,
  locale,
  headingLevel = 2,
  excerpts,
}: {
  posts: PostSummary[];
  locale: Locale;
  headingLevel?: 2 | 3;
  excerpts?: PostExcerpts;
}) {
  const t = await getTranslations({ locale, namespace: 'blog' });
  const e = await getTranslations({ locale, namespace: 'blogExcerpt' });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="post-list">
      {posts.map((post) => {
        const excerpt = excerpts?.bySlug[post.slug];
        return (
          <li key={post.slug}>
            <article className="post-card">
              <Heading className="post-card-title">
                <SiteLink href={post.path}>{post.title}</SiteLink>
              </Heading>
              <PostMeta post={post} locale={locale} />
              {excerpt && excerpts ? (
                <MdxBody Content={excerpt.Content} labels={excerpts.labels} />
              ) : (
                <p>{post.description}</p>
              )}
              {excerpt?.truncated && (
                <p className="read-more">
                  <SiteLink href={post.path}>
                    {e('readMore')}
                    <span className="visually-hidden"> {e('readMoreAbout', { title: post.title })}</span>
                  </SiteLink>
                </p>
              )}
              <TagList tags={post.tags} label={t('tagsLabel')} />
            </article>
          </li>
        );
      })}
    </ul>
  );
}
