/**
 * The "am I the command" check of a script that is also imported (by tests, by other
 * scripts): true when Node was asked to run the module whose `import.meta.url` is given.
 * Holds when the script runs through scripts/run-bundled.mjs too, which keeps each module's
 * own URL and sets `process.argv[1]` to the entry's path.
 * @example if (isEntryModule(import.meta.url)) main();
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export function isEntryModule(moduleUrl: string, argv: readonly string[] = process.argv): boolean {
  const entry = argv[1];
  return entry !== undefined && path.resolve(entry) === fileURLToPath(moduleUrl);
}
