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

type NextIntlGetTranslations = typeof import('next-intl/server').getTranslations;

/** Every locale's messages, read with this module: a render's translator is then made at once. */
const MESSAGES: Record<Locale, Record<string, unknown>> = { es: esMessages, en: enMessages };

/** A render's translators, one per locale and namespace for the process (production only). */
const renderTranslators = new Map<string, unknown>();

function translatorForRender(locale: Locale, namespace?: string): unknown {
  return createTranslator({
    locale,
    messages: MESSAGES[locale],
    ...(namespace && { namespace }),
    onError(error) {
      throw error;
    },
  } as Parameters<typeof createTranslator>[0]);
}

/**
 * next-intl's `getTranslations` for a page's render, called with its locale (the routes always
 * know it), as strict, one translator a locale and namespace for the process: next-intl's own
 * keeps the parsed messages for one request, and parsing the same messages again took 6% of a
 * render worker's CPU. Made at once, never waiting on a read, so that every page's render
 * streams its parts in the same order, first page of a worker or not (its bytes are the same
 * from one build to the next). In development, where messages change while the server runs,
 * one a call.
 */
export const getTranslations = (({ locale, namespace }: { locale: Locale; namespace?: string }) => {
  if (process.env.NODE_ENV === 'development') return Promise.resolve(translatorForRender(locale, namespace));
  const key = `${locale}\n${namespace ?? ''}`;
  if (!renderTranslators.has(key)) renderTranslators.set(key, translatorForRender(locale, namespace));
  return Promise.resolve(renderTranslators.get(key));
}) as unknown as NextIntlGetTranslations;
