/**
 * The blog's feeds (RSS 2.0, Atom 1.0, JSON Feed 1.1), built with the `feed` package.
 * Pure: `buildFeed` turns the feed model (lib/blog/feed-model.ts) into a Feed object,
 * `serializeFeed` writes one format; lib/site-files.ts gathers the model and calls them.
 */
import { Feed } from 'feed';
import { ContentError, ContentValidationError } from '../content/errors';
import type { Locale } from '../i18n';
import type { FeedFormat } from '../urls';

/** One post as the feeds carry it; every URL absolute. */
export interface FeedItemModel {
  /** Source file, named by the error when a field cannot be filled. */
  file: string;
  title: string;
  url: string;
  /** Publication day, `YYYY-MM-DD` (UTC). */
  date: string;
  summary: string;
  /** The whole post as HTML, with absolute links and image addresses. */
  html: string;
  authors: { name: string; url: string }[];
  /** Categories: the tag's slug (Atom term), label, and its page (RSS domain, Atom scheme). */
  tags: { slug: string; label: string; url: string }[];
}

/** One locale's feed. */
export interface FeedModel {
  locale: Locale;
  title: string;
  description: string;
  copyright: string;
  /** The blog's absolute URL: the feed's id and link. */
  blogUrl: string;
  /** Absolute URL of the site's icon. */
  iconUrl: string;
  /** Absolute URL of each format's file (self links). */
  feedUrls: Record<FeedFormat, string>;
  /** Newest first. */
  items: FeedItemModel[];
}

function isAbsoluteUrl(value: string): boolean {
  return /^https?:\/\/[^/]/.test(value);
}

/** Every field a feed reader needs, filled: otherwise the build stops naming the file and field. */
function checkFeedModel(model: FeedModel): void {
  const problems: ContentError[] = [];
  const need = (file: string, field: string, value: string, absolute = false) => {
    if (value.trim() === '') problems.push(new ContentError(file, field, 'is empty, so the feed cannot fill it'));
    else if (absolute && !isAbsoluteUrl(value))
      problems.push(
        new ContentError(
          file,
          field,
          `"${value}" is not an absolute URL`,
          'set SITE_URL to an origin such as https://docs.example.com',
        ),
      );
  };
  const messages = `messages/${model.locale}.json`;
  need(messages, 'blogFeed.title', model.title);
  need(messages, 'blogFeed.description', model.description);
  need(messages, 'blogFeed.copyright', model.copyright);
  need('SITE_URL', 'SITE_URL', model.blogUrl, true);
  for (const item of model.items) {
    need(item.file, 'title', item.title);
    need(item.file, 'body', item.html);
    need(item.file, 'link', item.url, true);
    if (Number.isNaN(Date.parse(`${item.date}T00:00:00Z`)))
      problems.push(new ContentError(item.file, 'date', `"${item.date}" is not a date`));
    // A post may have no description and no author, as in Docusaurus: the feed then leaves those fields out.
    for (const author of item.authors) need(item.file, 'authors', author.name);
  }
  if (problems.length > 0) throw new ContentValidationError(problems);
}

function utcDay(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/**
 * The Feed object of a locale, items newest first.
 * @throws ContentValidationError when a field a feed needs cannot be filled.
 */
export function buildFeed(model: FeedModel): Feed {
  checkFeedModel(model);
  const items = [...model.items].sort((a, b) => b.date.localeCompare(a.date));
  const feed = new Feed({
    id: model.blogUrl,
    title: model.title,
    description: model.description,
    link: model.blogUrl,
    language: model.locale,
    copyright: model.copyright,
    // A build that changes nothing writes the same file: the newest post dates the feed.
    updated: items[0] ? utcDay(items[0].date) : new Date(0),
    image: model.iconUrl,
    favicon: model.iconUrl,
    feedLinks: { ...model.feedUrls },
    generator: 'Vigía Docs (feed)',
  });
  for (const item of items) {
    feed.addItem({
      title: item.title,
      id: item.url,
      link: item.url,
      date: utcDay(item.date),
      published: utcDay(item.date),
      description: item.summary || undefined,
      content: item.html,
      // Absent, not empty, without authors: the JSON feed reads the first of a list given.
      author: item.authors.length > 0 ? item.authors.map((a) => ({ name: a.name, link: a.url })) : undefined,
      category: item.tags.map((t) => ({ name: t.label, term: t.slug, domain: t.url, scheme: t.url })),
    });
  }
  return feed;
}

/**
 * JSON Feed 1.1 from the package's 1.0 output: the version, the feed's language, and every
 * author of an item (`authors`; 1.0 had one `author`, kept for older readers).
 */
function toJsonFeed11(json: string, model: FeedModel): string {
  const data = JSON.parse(json) as { version: string; items: { url?: string }[] } & Record<string, unknown>;
  const byUrl = new Map(model.items.map((item) => [item.url, item]));
  const items = data.items.map((entry) => ({
    ...entry,
    authors: (byUrl.get(entry.url ?? '')?.authors ?? []).map((a) => ({ name: a.name, url: a.url })),
  }));
  return `${JSON.stringify({ ...data, version: 'https://jsonfeed.org/version/1.1', language: model.locale, items }, null, 2)}\n`;
}

/** The feed written in one format (the body of `rss.xml`, `atom.xml` or `feed.json`). */
export function serializeFeed(model: FeedModel, format: FeedFormat): string {
  const feed = buildFeed(model);
  switch (format) {
    case 'rss':
      return feed.rss2();
    case 'atom':
      return feed.atom1();
    case 'json':
      return toJsonFeed11(feed.json1(), model);
  }
}
