import { getRequestConfig } from 'next-intl/server';
import { DEFAULT_LOCALE, isLocale, loadMessages } from './i18n';

// next-intl serves messages only: a static export runs no middleware, so the locale
// always comes from the route (`setRequestLocale` / `getTranslations({ locale })`).
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  return {
    locale,
    messages: await loadMessages(locale),
    // A missing message must stop the build, not ship its key to readers.
    onError(error) {
      throw error;
    },
  };
});
