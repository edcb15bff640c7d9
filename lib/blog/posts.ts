/**
 * The blog's model: posts with their authors and tags resolved, tag pages, the
 * archive by year. Pure functions over the validated ContentSet.
 */
import type { Author, ContentSet, Post, Tag } from '../content/types';
import type { Locale } from '../i18n';
import { localizePath, postRoute, tagRoute } from '../urls';

/** A tag as a post or tag list shows it. */
export interface TagLink {
  slug: string;
  label: string;
  path: string;
}

/** A post with what its page and its list entry show. */
export interface PostSummary {
  slug: string;
  title: string;
  description: string;
  date: string;
  readingMinutes: number;
  path: string;
  authors: Author[];
  tags: TagLink[];
}

/** A tag with the posts that carry it, newest first. */
export interface TagSummary extends TagLink {
  description: string;
  posts: PostSummary[];
}

/** Posts published in one year, newest first. */
export interface ArchiveYear {
  year: string;
  posts: PostSummary[];
}

/** @example tagToLink(tag, 'en') → { slug: 'api', label: 'API', path: '/en/blog/tags/api/' } */
export function tagToLink(tag: Tag, locale: Locale): TagLink {
  return { slug: tag.slug, label: tag.label[locale], path: localizePath(tagRoute(tag.slug), locale) };
}

/** Resolves a post's author ids and tag slugs (validated to exist). */
export function buildPostSummary(post: Post, content: ContentSet): PostSummary {
  const authors = post.authors.map((id) => content.authors.find((a) => a.id === id)!);
  const tags = post.tags.map((slug) => tagToLink(content.tags.find((t) => t.slug === slug)!, post.locale));
  return {
    slug: post.slug,
    title: post.title,
    description: post.description,
    date: post.date,
    readingMinutes: post.readingMinutes,
    path: localizePath(postRoute(post.slug), post.locale),
    authors,
    tags,
  };
}

/** Every post of a locale, newest first. */
export function buildPostList(content: ContentSet, locale: Locale): PostSummary[] {
  return content.posts[locale].map((post) => buildPostSummary(post, content));
}

/** Every tag of a locale with its posts, in the order of content/tags.json. */
export function buildTagSummaries(content: ContentSet, locale: Locale): TagSummary[] {
  const posts = buildPostList(content, locale);
  return content.tags.map((tag) => ({
    ...tagToLink(tag, locale),
    description: tag.description[locale],
    posts: posts.filter((p) => p.tags.some((t) => t.slug === tag.slug)),
  }));
}

/**
 * Posts grouped by UTC year, newest year first.
 * @example buildArchive(posts) → [{ year: '2025', posts: [...] }, { year: '2024', posts: [...] }]
 */
export function buildArchive(posts: readonly PostSummary[]): ArchiveYear[] {
  const years = new Map<string, PostSummary[]>();
  for (const post of posts) {
    const year = post.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  return [...years.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([year, list]) => ({ year, posts: [...list].sort((a, b) => b.date.localeCompare(a.date)) }));
}

/** Authors with the posts each wrote, in the order of content/authors.json. */
export function buildAuthorSummaries(content: ContentSet, locale: Locale): { author: Author; posts: PostSummary[] }[] {
  const posts = buildPostList(content, locale);
  return content.authors.map((author) => ({ author, posts: posts.filter((p) => p.authors.some((a) => a.id === author.id)) }));
}
