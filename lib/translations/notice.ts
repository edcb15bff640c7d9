/**
 * What the "this translation may be out of date" notice of a page shows, if anything.
 */
import type { TranslationInfo } from '../content/types';
import type { Locale } from '../i18n';
import { localizePath, withBasePath } from '../urls';

/** The notice of one translated page. */
export interface TranslationNoticeModel {
  /** Why: the source changed (`outdated`), no hash was ever recorded (`untracked`), or no translation exists and the page shows the source (`missing`). */
  status: 'outdated' | 'untracked' | 'missing';
  /** The page's locale: the notice's language. */
  locale: Locale;
  sourceLocale: Locale;
  /** The same page in the source locale, with the base path: a plain link to another root layout. */
  sourceHref: string;
}

/**
 * The notice of a doc, post or page at `routeKey`, or undefined when it needs none
 * (an original, or an up-to-date translation).
 * @example buildTranslationNotice({ locale: 'en', translation: { status: 'outdated', sourceLocale: 'es', … } }, '/docs/intro')
 *   → { status: 'outdated', locale: 'en', sourceLocale: 'es', sourceHref: '/docs/intro/' }
 */
export function buildTranslationNotice(
  entry: { locale: Locale; translation?: TranslationInfo },
  routeKey: string,
): TranslationNoticeModel | undefined {
  const translation = entry.translation;
  // An untracked page gets the notice too: nothing says that it matches its source.
  if (!translation || translation.status === 'up-to-date') return undefined;
  return {
    status: translation.status,
    locale: entry.locale,
    sourceLocale: translation.sourceLocale,
    sourceHref: withBasePath(localizePath(routeKey, translation.sourceLocale)),
  };
}
