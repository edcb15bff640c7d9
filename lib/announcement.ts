/**
 * The announcement bar's model, from site.json's `announcementBar`: a link to the newest
 * post (`newestPost`), or the site's own text. Its id is a hash of what the bar says in
 * every locale (unless site.json names one), so a reader who dismissed one message sees the next one.
 */
import { createHash } from 'node:crypto';
import { buildPostList } from './blog/posts';
import type { ContentSet } from './content/types';
import { getContent } from './content';
import { LOCALES, loadMessages, type Locale } from './i18n';
import { getSiteConfig, richTextIn, type SiteConfig } from './site-config';

/** What the bar shows in one locale. */
export interface Announcement {
  /** Changes whenever the text of any locale changes. */
  id: string;
  /** The newest post's title and path (a `newestPost` bar); else `html`/`text`. */
  postTitle?: string;
  postPath?: string;
  html?: string;
  text?: string;
  closeable: boolean;
  backgroundColor?: string;
  textColor?: string;
}

function hashOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 8);
}

/**
 * The newest-post announcement of `locale`, or none when there is no post. `templates` are
 * the bar's message in every locale, part of the id.
 * @example buildAnnouncement(content, 'en', { es: 'Nuevo: {title}', en: 'New: {title}' }) → { id: '3f9a0c1b', postTitle: '…', postPath: '/en/blog/…/', closeable: true }
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
  return { id: hashOf(said), postTitle: post.title, postPath: post.path, closeable: true };
}

/**
 * The inline script, run in <head> before the first paint, that marks <html> when the reader
 * dismissed announcement `id`; CSS hides the bar from that mark, also if the bundle fails.
 */
export function buildAnnouncementScript(id: string, storageKey: string, attribute: string): string {
  return `try{if(localStorage.getItem(${JSON.stringify(storageKey)})===${JSON.stringify(id)})document.documentElement.setAttribute(${JSON.stringify(attribute)},'')}catch(e){}`;
}

/** A message key's raw text (an ICU template) in `messages`. */
function messageAt(messages: Record<string, unknown>, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages);
  return typeof value === 'string' ? value : key;
}

/** The site's announcement in `locale` (none when site.json has no `announcementBar`). */
export async function getAnnouncement(
  locale: Locale,
  config: SiteConfig = getSiteConfig(),
): Promise<Announcement | undefined> {
  const bar = config.announcementBar;
  if (!bar) return undefined;
  const all = await Promise.all(
    LOCALES.map(async (l) => {
      const messages = await loadMessages(l);
      return [l, richTextIn(bar.content, l, (key) => messageAt(messages, key))] as const;
    }),
  );
  const style = { closeable: bar.isCloseable, backgroundColor: bar.backgroundColor, textColor: bar.textColor };
  if (bar.newestPost) {
    const templates = Object.fromEntries(all.map(([l, t]) => [l, t.html ?? t.text ?? ''])) as Record<Locale, string>;
    const announcement = buildAnnouncement(getContent(), locale, templates);
    return announcement && { ...announcement, ...style };
  }
  const own = Object.fromEntries(all)[locale]!;
  return { id: bar.id ?? hashOf(all), ...own, ...style };
}
