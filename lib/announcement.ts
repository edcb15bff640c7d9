/**
 * The announcement bar's model: a link to the newest post. Its id is a hash of what the
 * bar says in every locale, so a reader who dismissed one message sees the next one.
 */
import { createHash } from 'node:crypto';
import { buildPostList } from './blog/posts';
import type { ContentSet } from './content/types';
import { getContent } from './content';
import { LOCALES, loadMessages, type Locale } from './i18n';

/** What the bar shows in one locale. */
export interface Announcement {
  /** Changes whenever the text of any locale changes. */
  id: string;
  postTitle: string;
  postPath: string;
}

/**
 * The announcement of `locale`, or none when there is no post. `templates` are the bar's
 * message in every locale, part of the id.
 * @example buildAnnouncement(content, 'en', { es: 'Nuevo: {title}', en: 'New: {title}' }) → { id: '3f9a0c1b', postTitle: '…', postPath: '/en/blog/…/' }
 */
export function buildAnnouncement(
  content: ContentSet,
  locale: Locale,
  templates: Record<Locale, string>,
): Announcement | undefined {
  const newest = Object.fromEntries(LOCALES.map((l) => [l, buildPostList(content, l)[0]]));
  const post = newest[locale];
  if (!post) return undefined;
  const said = LOCALES.map((l) => [templates[l], newest[l]?.slug, newest[l]?.title]);
  const id = createHash('sha256').update(JSON.stringify(said)).digest('hex').slice(0, 8);
  return { id, postTitle: post.title, postPath: post.path };
}

/**
 * The inline script, run in <head> before the first paint, that marks <html> when the reader
 * dismissed announcement `id`; CSS hides the bar from that mark, also if the bundle fails.
 */
export function buildAnnouncementScript(id: string, storageKey: string, attribute: string): string {
  return `try{if(localStorage.getItem(${JSON.stringify(storageKey)})===${JSON.stringify(id)})document.documentElement.setAttribute(${JSON.stringify(attribute)},'')}catch(e){}`;
}

/** The site's announcement in `locale`, from the content and the `announcement.message` of every locale. */
export async function getAnnouncement(locale: Locale): Promise<Announcement | undefined> {
  const entries = await Promise.all(
    LOCALES.map(async (l) => [l, ((await loadMessages(l)).announcement as { message: string }).message] as const),
  );
  return buildAnnouncement(getContent(), locale, Object.fromEntries(entries) as Record<Locale, string>);
}
