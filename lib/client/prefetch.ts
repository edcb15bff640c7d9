/**
 * When the site may prefetch the next page's data. The App Router has no Save-Data or
 * slow-connection check of its own (the Pages Router had one), so components/site-link.tsx
 * asks this before letting `next/link` prefetch.
 */

/** The part of the Network Information API (`navigator.connection`) the policy reads. */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** Connection types too slow to spend bytes on pages the reader may never open. */
export const SLOW_CONNECTION_TYPES: readonly string[] = ['slow-2g', '2g'];

/**
 * Whether links may prefetch: not when the reader asked to save data, nor on a 2g or
 * slower connection (either one is enough; the old site needed both). Unknown
 * connections (browsers without the API) prefetch.
 * @example isPrefetchAllowed({ saveData: true, effectiveType: '4g' }) === false
 * @example isPrefetchAllowed(undefined) === true
 */
export function isPrefetchAllowed(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return !SLOW_CONNECTION_TYPES.includes(connection.effectiveType ?? '');
}
