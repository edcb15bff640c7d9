/**
 * The announcement bar's model, from site.json's `announcementBar`: a link to the newest
 * post (`newestPost`), or the site's own text. Its id is a hash of what the bar says in
 * every locale (unless site.json names one), so a reader who dismissed one message sees the next one.
 */
import { createHash } from 'node:crypto';
import { buildPostSummary } from './blog/posts';
import type { ContentSet } from './content/types';
import { getContent } from './content';
import { LOCALES, loadMessages, type Locale } from './i18n';
import { messagesOf } from './translator';
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
  // Posts are newest first: only the first of each locale is summarised.
  const newest = Object.fromEntries(
    LOCALES.map((l) => [l, content.posts[l][0] && buildPostSummary(content.posts[l][0], content)]),
  );
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

/**
 * The bars made so far, by site config, content set and locale: every page's root layout asks
 * for its locale's, and the answer changes only with them.
 */
const announcements = new WeakMap<SiteConfig, WeakMap<ContentSet, Map<Locale, Announcement | undefined>>>();

/**
 * The site's announcement in `locale` (none when site.json has no `announcementBar`), made
 * once per site config, content set and locale for the process (in development, where
 * messages change while the server runs, on each call).
 */
export function getAnnouncement(
  locale: Locale,
  config: SiteConfig = getSiteConfig(),
): Promise<Announcement | undefined> {
  if (!config.announcementBar) return Promise.resolve(undefined);
  const content = getContent();
  if (process.env.NODE_ENV === 'development') return Promise.resolve(buildSiteAnnouncement(locale, config, content));
  let byContent = announcements.get(config);
  if (!byContent) announcements.set(config, (byContent = new WeakMap()));
  let byLocale = byContent.get(content);
  if (!byLocale) byContent.set(content, (byLocale = new Map()));
  if (!byLocale.has(locale)) byLocale.set(locale, buildSiteAnnouncement(locale, config, content));
  const made = byLocale.get(locale);
  // Answered once both locales' messages are imported, as the bar always was: the root
  // layout's and the chrome's rows then come after the page's in its RSC payload, within
  // gzip's reach of the article the HTML repeats (answered at once, a doc page's HTML grew by
  // 2 KB gzip: npm run bench). The awaits' shape counts too: a plain `.then` moves rows again.
  return (async () => {
    await Promise.all(
      LOCALES.map(async (l) => {
        await loadMessages(l);
      }),
    );
    return made;
  })();
}

function buildSiteAnnouncement(locale: Locale, config: SiteConfig, content: ContentSet): Announcement | undefined {
  const bar = config.announcementBar;
  if (!bar) return undefined;
  const all = LOCALES.map((l) => [l, richTextIn(bar.content, l, (key) => messageAt(messagesOf(l), key))] as const);
  const style = { closeable: bar.isCloseable, backgroundColor: bar.backgroundColor, textColor: bar.textColor };
  if (bar.newestPost) {
    const templates = Object.fromEntries(all.map(([l, t]) => [l, t.html ?? t.text ?? ''])) as Record<Locale, string>;
    const announcement = buildAnnouncement(content, locale, templates);
    return announcement && { ...announcement, ...style };
  }
  const own = Object.fromEntries(all)[locale]!;
  return { id: bar.id ?? hashOf(all), ...own, ...style };
}
