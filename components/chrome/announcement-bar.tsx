import { getTranslations } from 'next-intl/server';
import { SiteLink } from '@/components/site-link';
import type { Announcement } from '@/lib/announcement';
import { buildAnnouncementScript } from '@/lib/announcement';
import type { Locale } from '@/lib/i18n';
import { ANNOUNCEMENT_DISMISSED_ATTRIBUTE, ANNOUNCEMENT_STORAGE_KEY } from '@/lib/site';
import { AnnouncementDismiss } from './announcement-dismiss';
import { CloseIcon } from './icons';

/** The bar at the top of every page: a link to the newest post and a close button. */
export async function AnnouncementBar({ announcement, locale }: { announcement: Announcement; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'announcement' });
  return (
    <aside className="announcement-bar" aria-label={t('label')} data-announcement-id={announcement.id}>
      <p>
        {t.rich('message', {
          title: announcement.postTitle,
          link: (chunks) => <SiteLink href={announcement.postPath}>{chunks}</SiteLink>,
        })}
      </p>
      <AnnouncementDismiss
        id={announcement.id}
        storageKey={ANNOUNCEMENT_STORAGE_KEY}
        attribute={ANNOUNCEMENT_DISMISSED_ATTRIBUTE}
        label={t('close')}
      >
        <CloseIcon />
      </AnnouncementDismiss>
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
