/**
 * A locale's message lookup outside a render (the build's own steps, the dev server's file
 * routes): the same messages as next-intl's `getTranslations`, and as strict.
 */
import { createTranslator } from 'use-intl/core';
import type { Locale } from './i18n';
import type { Translate } from './site-config/text';

/**
 * Looks keys up in `messages` (messages/{locale}.json), under `namespace` when given.
 * @throws on a missing message, as lib/i18n-request.ts does in a render: no key reaches a reader
 * @example translatorOf('en', messages, 'blogFeed')('title') === 'Vigía blog'
 */
export function translatorOf(locale: Locale, messages: Record<string, unknown>, namespace?: string): Translate {
  const t = createTranslator({
    locale,
    messages,
    ...(namespace && { namespace }),
    onError(error) {
      throw error;
    },
  } as Parameters<typeof createTranslator>[0]);
  return (key, values) => (t as unknown as Translate)(key, values);
}
