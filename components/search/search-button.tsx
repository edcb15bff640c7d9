import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n';
import type { SearchLabels } from './search-labels';
import { SearchLauncher } from './search-launcher';

/**
 * The navbar's search button, in the page's locale. The button and its shortcuts are a
 * small client leaf; the dialog and the index load only when the reader opens it.
 */
export async function SearchButton({ locale, versioned = false }: { locale: Locale; versioned?: boolean }) {
  const t = await getTranslations({ locale, namespace: 'search' });
  // Raw templates: the client fills `{query}` and `{count}` itself.
  const labels: SearchLabels = {
    button: t('button'),
    shortcut: t('shortcut'),
    shortcutApple: t('shortcutApple'),
    dialogTitle: t('dialogTitle'),
    inputLabel: t('inputLabel'),
    placeholder: t('placeholder'),
    close: t('close'),
    hint: t('hint'),
    loading: t('loading'),
    noResults: t.raw('noResults') as string,
    resultsOne: t('resultsOne'),
    resultsOther: t.raw('resultsOther') as string,
    resultsLabel: t('resultsLabel'),
    instructions: t('instructions'),
    unavailable: t('unavailable'),
    ...(versioned && { allVersions: t('allVersions') }),
  };
  return <SearchLauncher labels={labels} />;
}
