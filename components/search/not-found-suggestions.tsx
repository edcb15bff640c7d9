import { getTranslations } from '@/lib/translator';
import { LOCALES } from '@/lib/i18n';
import { routeBases } from '@/lib/urls';
import { SuggestedPages } from './suggested-pages';

/**
 * The not-found page's suggestions: pages of the visitor's locale that match the words of
 * the missing address. Found in the browser, from the search index; without JavaScript
 * the page shows none.
 */
export async function NotFoundSuggestions() {
  const titles = Object.fromEntries(
    await Promise.all(
      LOCALES.map(
        async (locale) =>
          [locale, (await getTranslations({ locale, namespace: 'search' }))('suggestionsTitle')] as const,
      ),
    ),
  );
  // The docs' base, which the browser's code cannot read: where an address's docs version is.
  return <SuggestedPages titles={titles} locales={LOCALES} bases={routeBases()} />;
}
