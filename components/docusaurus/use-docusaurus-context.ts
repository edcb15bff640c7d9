/**
 * `@docusaurus/useDocusaurusContext` for a site's own components: `siteConfig` from
 * content/site.json (its texts in the default locale), `i18n` from lib/i18n.ts.
 */
import site from '@/content/site.json';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n';
import { BASE_PATH } from '@/lib/site';

type Text = string | { message: string } | Partial<Record<string, string>>;
const plain = (text: Text | undefined): string =>
  typeof text === 'string'
    ? text
    : !text || 'message' in text
      ? ''
      : (text[DEFAULT_LOCALE] ?? Object.values(text)[0] ?? '');

const siteConfig = {
  title: plain(site.title as Text),
  tagline: plain(site.tagline as Text),
  url: site.url,
  baseUrl: `${BASE_PATH}/`,
  favicon: site.favicon,
  customFields: {} as Record<string, unknown>,
  themeConfig: {} as Record<string, unknown>,
};
const context = {
  siteConfig,
  i18n: { defaultLocale: DEFAULT_LOCALE, locales: [...LOCALES], currentLocale: DEFAULT_LOCALE },
};

export default function useDocusaurusContext() {
  return context;
}
