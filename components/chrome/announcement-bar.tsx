import type { ReactNode } from 'react';
import { getTranslations } from '@/lib/translator';
import { SiteLink } from '@/components/site-link';
import type { Announcement } from '@/lib/announcement';
import { buildAnnouncementScript } from '@/lib/announcement';
import type { Locale } from '@/lib/i18n';
import { getSiteConfig } from '@/lib/site-config';
import { ANNOUNCEMENT_DISMISSED_ATTRIBUTE, ANNOUNCEMENT_STORAGE_KEY } from '@/lib/site';
import { AnnouncementDismiss } from './announcement-dismiss';
import { CloseIcon } from './icons';

/**
 * The bar at the top of every page: a link to the newest post (site.json `newestPost`, its
 * `content` a message with `<link>{title}</link>`) or the site's own text, and a close button.
 */
export async function AnnouncementBar({ announcement, locale }: { announcement: Announcement; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'announcement' });
  const root = await getTranslations({ locale });
  const content = getSiteConfig().announcementBar?.content;
  const style =
    announcement.backgroundColor || announcement.textColor
      ? { backgroundColor: announcement.backgroundColor, color: announcement.textColor }
      : undefined;
  let body: ReactNode;
  if (announcement.postPath !== undefined) {
    const key =
      content && typeof content === 'object' && 'message' in content ? content.message : 'announcement.message';
    const rich = root.rich as unknown as (key: string, values: Record<string, unknown>) => ReactNode;
    body = rich(key, {
      title: announcement.postTitle ?? '',
      link: (chunks: ReactNode) => <SiteLink href={announcement.postPath!}>{chunks}</SiteLink>,
    });
  } else if (announcement.html !== undefined) {
    body = <span dangerouslySetInnerHTML={{ __html: announcement.html }} />;
  } else body = announcement.text;
  return (
    <aside className="announcement-bar" aria-label={t('label')} data-announcement-id={announcement.id} style={style}>
      <p>{body}</p>
      {announcement.closeable && (
        <AnnouncementDismiss
          id={announcement.id}
          storageKey={ANNOUNCEMENT_STORAGE_KEY}
          attribute={ANNOUNCEMENT_DISMISSED_ATTRIBUTE}
          label={t('close')}
        >
          <CloseIcon />
        </AnnouncementDismiss>
      )}
    </aside>
  );
}

/** For <head>: marks <html> before the first paint when the reader dismissed this announcement. */
export function AnnouncementScript({ announcement }: { announcement: Announcement | undefined }) {
  if (!announcement) return null;
  return (
    <script
      dangerouslySetInnerHTML={{
        __html: buildAnnouncementScript(announcement.id, ANNOUNCEMENT_STORAGE_KEY, ANNOUNCEMENT_DISMISSED_ATTRIBUTE),
      }}
    />
  );
}
