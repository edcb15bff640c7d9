/**
 * A locale's message lookup: outside a render (the build's own steps, the dev server's file
 * routes), the same messages as next-intl's `getTranslations`, and as strict; in a render,
 * `getTranslations` itself, kept for the process.
 */
import { createTranslator } from 'use-intl/core';
import enMessages from '../messages/en.json';
import esMessages from '../messages/es.json';
import type { Locale } from './i18n';
import type { Translate } from './site-config/text';

/** use-intl's translator of `messages`, under `namespace` when given, throwing on a missing message. */
function strictTranslator(locale: Locale, messages: Record<string, unknown>, namespace?: string): unknown {
  return createTranslator({
    locale,
    messages,
    ...(namespace && { namespace }),
    onError(error) {
      throw error;
    },
  } as Parameters<typeof createTranslator>[0]);
}

/**
 * Looks keys up in `messages` (messages/{locale}.json), under `namespace` when given.
 * @throws on a missing message, as lib/i18n-request.ts does in a render: no key reaches a reader
 * @example translatorOf('en', messages, 'blogFeed')('title') === 'Vigía blog'
 */
export function translatorOf(locale: Locale, messages: Record<string, unknown>, namespace?: string): Translate {
  const t = strictTranslator(locale, messages, namespace) as Translate;
  return (key, values) => t(key, values);
}

type NextIntlGetTranslations = typeof import('next-intl/server').getTranslations;

/** Every locale's messages, read with this module: a render's translator is then made at once. */
const MESSAGES: Record<Locale, Record<string, unknown>> = { es: esMessages, en: enMessages };

/** A locale's messages (messages/{locale}.json), at once. */
export const messagesOf = (locale: Locale): Record<string, unknown> => MESSAGES[locale];

/** A render's translators, one per locale and namespace for the process (production only). */
const renderTranslators = new Map<string, unknown>();

/**
 * next-intl's `getTranslations` for a page's render, called with its locale (the routes always
 * know it), as strict, one translator a locale and namespace for the process: next-intl's own
 * keeps the parsed messages for one request, so every page parsed the same messages again. Made at once, never waiting on a read, so that every page's render
 * streams its parts in the same order, first page of a worker or not (its bytes are the same
 * from one build to the next). In development, where messages change while the server runs,
 * one a call.
 */
export const getTranslations = (({ locale, namespace }: { locale: Locale; namespace?: string }) => {
  if (process.env.NODE_ENV === 'development')
    return Promise.resolve(strictTranslator(locale, MESSAGES[locale], namespace));
  const key = `${locale}\n${namespace ?? ''}`;
  if (!renderTranslators.has(key)) renderTranslators.set(key, strictTranslator(locale, MESSAGES[locale], namespace));
  return Promise.resolve(renderTranslators.get(key));
}) as unknown as NextIntlGetTranslations;
