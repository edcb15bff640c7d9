/**
 * A doc's version, said above its title: the banner of a version other than the last
 * (unreleased or unmaintained, with the same doc in the last version), and the badge.
 */
import { getTranslations } from '@/lib/translator';
import { SiteLink } from '@/components/site-link';
import type { DocVersionModel } from '@/lib/docs/version-view';
import type { Locale } from '@/lib/i18n';

export async function VersionBanner({ locale, version }: { locale: Locale; version: DocVersionModel }) {
  const { banner } = version;
  if (!banner) return null;
  const t = await getTranslations({ locale, namespace: 'docsVersion' });
  return (
    <div
      className={`version-banner version-banner-${banner.kind}`}
      role="note"
      aria-label={t('bannerLabel')}
      data-pagefind-ignore
    >
      <p>{t(banner.kind, { label: banner.label })}</p>
      <p>
        {t('latestSuggestion')}{' '}
        <SiteLink href={banner.latestPath}>{t('latestLink', { label: banner.latestLabel })}</SiteLink>.
      </p>
    </div>
  );
}

export async function VersionBadge({ locale, version }: { locale: Locale; version: DocVersionModel }) {
  if (!version.badge) return null;
  const t = await getTranslations({ locale, namespace: 'docsVersion' });
  // A span, as Docusaurus' badge: the article's paragraphs stay its own.
  return <span className="version-badge">{t('badge', { label: version.badge })}</span>;
}
