/**
 * What names an error the same in every language, for the crash pages, whose texts are in the
 * page's locale: React's and the browser's own messages are English (and minified React's a
 * link), so they show no message, only this.
 */

/**
 * React's error number, else the digest Next gives a server error, else the error's own name.
 * @example errorCode(new Error('Minified React error #441; visit https://react.dev/errors/441')) === 'React #441'
 * @example errorCode(Object.assign(new Error('x'), { name: 'ChunkLoadError' })) === 'ChunkLoadError'
 */
export function errorCode(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const react = /React error #(\d+)/.exec(error.message);
  if (react) return `React #${react[1]}`;
  const digest = (error as { digest?: unknown }).digest;
  if (typeof digest === 'string' && digest !== '') return digest;
  return error.name !== 'Error' ? error.name : undefined;
}
