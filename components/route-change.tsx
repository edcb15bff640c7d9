import { getTranslations } from '@/lib/translator';
import type { Locale } from '@/lib/i18n';
import { RouteChangeWatcher } from './route-change-watcher';

/** The root layout's navigation feedback (progress bar, watchdog, focus), localized. */
export async function RouteChange({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'routeChange' });
  return <RouteChangeWatcher label={t('progressLabel')} />;
}
