import { Fragment } from 'react';
import { getTranslations } from '@/lib/translator';
import { SiteLink } from '@/components/site-link';
import { formatDay } from '@/lib/dates';
import type { PostSummary } from '@/lib/blog/posts';
import type { Locale } from '@/lib/i18n';

/** Date, reading time and authors (each linking to their page) of a post. */
export async function PostMeta({ post, locale }: { post: PostSummary; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'blog' });
  return (
    <p className="post-meta" data-pagefind-ignore>
      <time dateTime={post.date}>{formatDay(post.date, locale)}</time>
      <span aria-hidden="true"> · </span>
      <span>{t('readingTime', { minutes: post.readingMinutes })}</span>
      {/* A post without authors (Docusaurus needs none) shows no "By". */}
      {post.authors.length > 0 && (
        <>
          <span aria-hidden="true"> · </span>
          <span>
            {t('postedBy')}{' '}
            {post.authors.map((author, i) => (
              <Fragment key={author.id}>
                {i > 0 && ', '}
                <SiteLink href={author.path}>{author.name}</SiteLink>
              </Fragment>
            ))}
          </span>
        </>
      )}
    </p>
  );
}
