import type { Locale } from '../i18n';
import type { TranslationStatus } from '../translations/status';

/** A text given in every locale (tag labels, author titles, category labels). */
export type Localized<T = string> = Record<Locale, T>;

/** How a translated file stands against its source in the default locale. */
export interface TranslationInfo {
  status: TranslationStatus;
  /** The source file (`content/es/docs/intro.mdx`). */
  sourceFile: string;
  sourceLocale: Locale;
}

/** One doc in one locale, validated. */
export interface Doc {
  /** Path below `docs/` without extension, the same in every locale (`api/users`). */
  id: string;
  locale: Locale;
  /** Source file, relative to the working directory. */
  file: string;
  title: string;
  description: string;
  /** Label in the sidebar: `sidebar_label`, else the title. */
  sidebarLabel: string;
  /** MDX source without front matter. */
  body: string;
  /** Lines of front matter above the body, so messages give the file's line numbers. */
  bodyLineOffset: number;
  /** Freshness against the source; only on translations (not in the default locale). */
  translation?: TranslationInfo;
}

/** One blog post in one locale, validated. */
export interface Post {
  /** File name without extension (or front-matter `slug`), the same in every locale. */
  slug: string;
  locale: Locale;
  file: string;
  title: string;
  description: string;
  /** Publication day, `YYYY-MM-DD`, read as UTC. */
  date: string;
  /** Author ids, each in content/authors.json. */
  authors: string[];
  /** Tag slugs, each in content/tags.json. */
  tags: string[];
  /** Whole minutes of reading, at least 1. */
  readingMinutes: number;
  body: string;
  bodyLineOffset: number;
  /** Freshness against the source; only on translations (not in the default locale). */
  translation?: TranslationInfo;
}

/** A standalone MDX page (`/markdown-page`). */
export interface Page {
  slug: string;
  locale: Locale;
  file: string;
  title: string;
  description: string;
  body: string;
  bodyLineOffset: number;
  /** Freshness against the source; only on translations (not in the default locale). */
  translation?: TranslationInfo;
}

/** A blog tag: one slug for every locale, a label and description per locale. */
export interface Tag {
  slug: string;
  label: Localized;
  description: Localized;
}

/** A link on an author's card. */
export interface AuthorLink {
  label: string;
  url: string;
}

/** A blog author. */
export interface Author {
  id: string;
  name: string;
  title: Localized;
  /** Site path of the avatar image below `public/` (`/img/authors/laura-mendez.svg`). */
  avatar: string;
  links: AuthorLink[];
}

/** An entry of content/sidebar.json: a doc id, or a category of entries. */
export type SidebarItemConfig =
  | { type: 'doc'; id: string }
  | { type: 'category'; id: string; label: Localized; items: SidebarItemConfig[] };

/** Everything in `content/`, validated and cross-checked. */
export interface ContentSet {
  /** Docs per locale, in sidebar order. */
  docs: Record<Locale, Doc[]>;
  /** Posts per locale, newest first. */
  posts: Record<Locale, Post[]>;
  pages: Record<Locale, Page[]>;
  /** Tags in the order of content/tags.json. */
  tags: Tag[];
  authors: Author[];
  sidebar: SidebarItemConfig[];
  /** Files of posts with `draft: true`: validated, then left out of every page, feed and count. */
  drafts: string[];
}
