/**
 * How fresh a translation is against its source, from the hash it recorded.
 */
import { hashMatchesText } from './hash';

/** The front-matter field of a translation that records its source's hash. */
export const TRANSLATION_FIELD = 'translationOf';

/**
 * - `up-to-date`: the recorded hash is the source's current hash;
 * - `outdated`: the source changed since the hash was recorded;
 * - `untracked`: no hash recorded, so nobody vouched that it matches the source.
 */
export type TranslationStatus = 'up-to-date' | 'outdated' | 'untracked';

/**
 * The status of a translation that recorded `recorded` (a validated hash, or undefined)
 * against the current text of its source.
 * @example classifyTranslation(undefined, text) === 'untracked'
 */
export function classifyTranslation(recorded: string | undefined, sourceText: string): TranslationStatus {
  if (recorded === undefined) return 'untracked';
  return hashMatchesText(recorded, sourceText) ? 'up-to-date' : 'outdated';
}
