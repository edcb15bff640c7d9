import { getTranslations } from '@/lib/translator';
import type { Locale } from '@/lib/i18n';
import { BASE_PATH } from '@/lib/site';
import { HostingScript } from './hosting-script';

/**
 * Inline `<script>` and `<style>` for the `<head>` of every page (root layout and
 * not-found page): clean `.html` addresses and the base URL mismatch banner
 * (lib/hosting.ts). Plain inline code, since it must work when the bundles fail.
 */
export async function HostingCheck(props: {
  locales: readonly Locale[];
  sections: readonly string[];
  notFound?: boolean;
}) {
  const { locales, sections, notFound = false } = props;
  // Only the locales the page can be in: the texts are in every page's HTML.
  const texts = Object.fromEntries(
    await Promise.all(
      locales.map(async (locale) => {
        const t = await getTranslations({ locale, namespace: 'baseUrlCheck' });
        return [locale, `${t('title')} ${t.raw('text') as string}`] as const;
      }),
    ),
  );
  return <HostingScript basePath={BASE_PATH} sections={sections} texts={texts} notFound={notFound} />;
}
