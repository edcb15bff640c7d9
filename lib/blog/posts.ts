/**
 * The blog's model: posts with their authors and tags resolved, tag pages, the
 * archive by year. Pure functions over the validated ContentSet.
 */
import type { Author, ContentSet, Post, Tag } from '../content/types';
import type { Locale } from '../i18n';
import { authorRoute, localizePath, postRoute, tagRoute } from '../urls';
import { groupByYear } from './nav';

/** A tag as a post or tag list shows it. */
export interface TagLink {
  slug: string;
  label: string;
  path: string;
}

/** An author as a post names them: with the path of their page. */
export interface AuthorLink extends Author {
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
  authors: AuthorLink[];
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

/** @example authorToLink(author, 'en').path === '/en/blog/authors/laura-mendez/' */
export function authorToLink(author: Author, locale: Locale): AuthorLink {
  return { ...author, path: localizePath(authorRoute(author.id), locale) };
}

/** Resolves a post's author ids and tag slugs (validated to exist). */
export function buildPostSummary(post: Post, content: ContentSet): PostSummary {
  const authors = post.authors.map((id) => authorToLink(content.authors.find((a) => a.id === id)!, post.locale));
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
  return groupByYear(posts);
}

/** An author with the posts they wrote, newest first. */
export interface AuthorSummary {
  author: AuthorLink;
  posts: PostSummary[];
}

/** Authors with the posts each wrote, in the order of content/authors.json. */
export function buildAuthorSummaries(content: ContentSet, locale: Locale): AuthorSummary[] {
  const posts = buildPostList(content, locale);
  return content.authors.map((author) => ({
    author: authorToLink(author, locale),
    posts: posts.filter((p) => p.authors.some((a) => a.id === author.id)),
  }));
}

/** A post's neighbours in time; absent at the ends. */
export interface PostPager {
  newer?: { title: string; path: string };
  older?: { title: string; path: string };
}

/**
 * The posts published just after and just before `slug` in its locale.
 * @example buildPostPager(content, 'es', 'novedades-noviembre-2024') → { newer: tendencias…, older: bienvenida… }
 */
export function buildPostPager(content: ContentSet, locale: Locale, slug: string): PostPager {
  const posts = content.posts[locale];
  const index = posts.findIndex((p) => p.slug === slug);
  const link = (post: Post | undefined) =>
    post && { title: post.title, path: localizePath(postRoute(post.slug), locale) };
  if (index === -1) return {};
  return { newer: link(posts[index - 1]), older: link(posts[index + 1]) };
}
