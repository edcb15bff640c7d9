/**
 * `npm run import:docusaurus -- <site> [--default-locale en] [--force] [--replace] [--prefix <folder>] [--dry-run] [--to .]`
 *
 * Brings a Docusaurus 3 site into content/ and public/ (lib/import/docusaurus-import.ts): in
 * merge mode (the default) beside the project's own docs and posts, with --replace instead of
 * them. Writes nothing unless the result builds; prints one line per problem, never a stack trace.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LOCALES, isLocale } from '../lib/i18n';
import { importDocusaurus, type ImportOptions } from '../lib/import/docusaurus-import';

export { importDocusaurus } from '../lib/import/docusaurus-import';

const USAGE =
  'usage: npm run import:docusaurus -- <docusaurus-site-folder> [--default-locale en] [--force] [--replace] [--prefix <folder>] [--dry-run] [--to <project>]';
const VALUE_FLAGS = ['--default-locale', '--to', '--prefix'];
const FLAGS = ['--force', '--replace', '--dry-run', ...VALUE_FLAGS];

class UsageError extends Error {}

export function parseArgs(argv: string[]): ImportOptions {
  const unknown = argv.find((arg) => arg.startsWith('--') && !FLAGS.includes(arg));
  if (unknown) throw new UsageError(`${unknown}: not an option. ${USAGE}`);
  const positional = argv.filter((arg, i) => !arg.startsWith('--') && !VALUE_FLAGS.includes(argv[i - 1] ?? ''));
  const value = (flag: string) => {
    const i = argv.indexOf(flag);
    if (i === -1) return undefined;
    const given = argv[i + 1];
    if (given === undefined || given.startsWith('--')) throw new UsageError(`${flag} needs a value. ${USAGE}`);
    return given;
  };
  const locale = value('--default-locale');
  if (locale !== undefined && !isLocale(locale))
    throw new UsageError(`--default-locale ${locale}: not a locale of this site (${LOCALES.join(', ')})`);
  if (positional.length !== 1) throw new UsageError(USAGE);
  const prefix = value('--prefix');
  if (prefix !== undefined && !/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/.test(prefix.replace(/^\/+|\/+$/g, '')))
    throw new UsageError(`--prefix ${prefix}: a folder name of letters, digits, "-" and "_"`);
  return {
    site: path.resolve(positional[0]!),
    project: path.resolve(value('--to') ?? '.'),
    defaultLocale: locale,
    force: argv.includes('--force'),
    replace: argv.includes('--replace'),
    dryRun: argv.includes('--dry-run'),
    prefix,
  };
}

/** What the command prints and its exit code; `run` is the importer (a test's stand-in may throw). */
export async function runImportCommand(
  argv: string[],
  run: typeof importDocusaurus = importDocusaurus,
): Promise<{ stdout?: string; stderr?: string; exitCode: number }> {
  try {
    const { lines, exitCode } = await run(parseArgs(argv));
    return { stdout: lines.join('\n'), exitCode };
  } catch (error) {
    // One line, never a stack trace: a bug of the importer still names itself.
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return {
      stderr:
        error instanceof UsageError
          ? message
          : `import:docusaurus stopped: ${message} (nothing was written; please report this with the site)`,
      exitCode: 1,
    };
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { stdout, stderr, exitCode } = await runImportCommand(process.argv.slice(2));
  if (stdout !== undefined) console.log(stdout);
  if (stderr !== undefined) console.error(stderr);
  process.exitCode = exitCode;
}
