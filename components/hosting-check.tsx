import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n';
import { buildHostingScript, HOSTING_CHECK_CSS } from '@/lib/hosting';
import { BASE_PATH } from '@/lib/site';

/**
 * Inline `<script>` and `<style>` for the `<head>` of every page (root layout and
 * not-found page): clean `.html` addresses and the base URL mismatch banner
 * (lib/hosting.ts). Plain inline code, since it must work when the bundles fail.
 */
export async function HostingCheck(props: { locales: readonly Locale[]; sections: readonly string[]; notFound?: boolean }) {
  const { locales, sections, notFound = false } = props;
  // Only the locales the page can be in: the script is in every page's HTML (twice, with
  // its copy in the RSC payload).
  const texts = Object.fromEntries(
    await Promise.all(
      locales.map(async (locale) => {
        const t = await getTranslations({ locale, namespace: 'baseUrlCheck' });
        return [locale, `${t('title')} ${t.raw('text') as string}`] as const;
      }),
    ),
  );
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: buildHostingScript({ basePath: BASE_PATH, sections, texts, notFound }) }} />
      <style dangerouslySetInnerHTML={{ __html: HOSTING_CHECK_CSS }} />
    </>
  );
}
