import { getTranslations } from '@/lib/translator';
import type { TranslationInfo } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n';
import { buildTranslationNotice, type TranslationNoticeModel } from '@/lib/translations/notice';

/** The notice's words: the sentence in the page's language, the link in the source's. */
export interface TranslationNoticeText {
  message: string;
  linkText: string;
}

/** The notice as plain HTML: a note, then a link to the original in its own language. */
export function TranslationNoticeView({
  notice,
  text,
}: {
  notice: TranslationNoticeModel;
  text: TranslationNoticeText;
}) {
  return (
    <p className="translation-notice" role="note" data-pagefind-ignore>
      {`${text.message} `}
      <a href={notice.sourceHref} hrefLang={notice.sourceLocale} lang={notice.sourceLocale}>
        {text.linkText}
      </a>
    </p>
  );
}

/**
 * Above a translated page's title: tells readers the translation may be out of date
 * and links to the same page in the source locale. Renders nothing when up to date.
 */
export async function TranslationNotice({
  entry,
  routeKey,
}: {
  entry: { locale: Locale; translation?: TranslationInfo };
  routeKey: string;
}) {
  const notice = buildTranslationNotice(entry, routeKey);
  if (!notice) return null;
  const t = await getTranslations({ locale: notice.locale, namespace: 'translationNotice' });
  // The link leads to the original and says so in the original's language (lang on the link).
  const source = await getTranslations({ locale: notice.sourceLocale, namespace: 'translationNotice' });
  const language = t(`language.${notice.sourceLocale}`);
  const message = t(notice.status, { language });
  return <TranslationNoticeView notice={notice} text={{ message, linkText: source('readOriginal') }} />;
}
