'use client';
/**
 * The content of the last-resort error page (app/global-error.tsx), loaded only when it
 * shows: its texts come from messages/ in the address's locale, then a reload button and
 * a link home.
 */
import { useEffect, useState } from 'react';
import { loadMessages, type Locale } from '@/lib/i18n';
import { HOME_ROUTE, localizePath, withBasePath } from '@/lib/urls';
import { errorCode } from '@/lib/error-code';

interface SiteErrorTexts {
  title: string;
  text: string;
  reload: string;
  home: string;
  /** Raw template: `{code}` is lib/error-code.ts's (the error's own message is English). */
  code: string;
}

export default function SiteError({ error, locale }: { error: Error; locale: Locale }) {
  const [texts, setTexts] = useState<SiteErrorTexts>();
  const code = errorCode(error);
  useEffect(() => {
    loadMessages(locale).then(
      (messages) => setTexts(messages.siteError as SiteErrorTexts),
      () => undefined,
    );
  }, [locale]);
  useEffect(() => {
    if (texts) document.title = texts.title;
  }, [texts]);
  return (
    <main id="main-content" className="page-error" aria-busy={!texts}>
      {texts && (
        <>
          <h1>{texts.title}</h1>
          <p>{texts.text}</p>
          {code && <p className="page-error-message">{texts.code.replace('{code}', code)}</p>}
          <p className="page-error-actions">
            <button type="button" className="button button-primary" onClick={() => location.reload()}>
              {texts.reload}
            </button>
            <a href={withBasePath(localizePath(HOME_ROUTE, locale))}>{texts.home}</a>
          </p>
        </>
      )}
    </main>
  );
}
