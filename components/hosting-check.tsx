import { getTranslations } from 'next-intl/server';
import { LOCALES } from '@/lib/i18n';
import { buildHostingScript, HOSTING_CHECK_CSS } from '@/lib/hosting';
import { BASE_PATH } from '@/lib/site';

/**
 * Inline `<script>` and `<style>` for the `<head>` of every page (root layout and
 * not-found page): clean `.html` addresses and the base URL mismatch banner
 * (lib/hosting.ts). Plain inline code, since it must work when the bundles fail.
 */
export async function HostingCheck({ sections, notFound = false }: { sections: readonly string[]; notFound?: boolean }) {
  const texts = Object.fromEntries(
    await Promise.all(
      LOCALES.map(async (locale) => {
        const t = await getTranslations({ locale, namespace: 'baseUrlCheck' });
        return [locale, { title: t('title'), text: t.raw('text') as string }] as const;
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
