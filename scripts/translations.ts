/**
 * `npm run translations`: how every translation stands against its Spanish source.
 * `npm run translations -- --check`: the same report, failing (exit 1) while any
 * translation is outdated or untracked, for a CI step or a pre-release gate.
 * `npm run translations -- --mark <file>…`: records the source's current hash in each
 * translation, once a maintainer has brought it up to date.
 * Run with tsx over lib/: the same hashing and classification as the build.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_DIR } from '../lib/content';
import { readContentSources, sourceDirOf, type MdxSource } from '../lib/content/sources';
import { DEFAULT_LOCALE, LOCALES } from '../lib/i18n';
import { setTranslationOf } from '../lib/translations/front-matter';
import { shortSourceHash } from '../lib/translations/hash';
import {
  buildTranslationReport,
  countStatuses,
  formatTranslationSummary,
  STATUS_LABELS,
  type TranslationRow,
} from '../lib/translations/report';

const USAGE = `usage: npm run translations                  report every translation's status
       npm run translations -- --check         the same, and exit 1 unless every one is up to date
       npm run translations -- --mark <file>…  record the source's hash in translated files
                                              (e.g. ${CONTENT_DIR}/en/docs/intro.mdx)`;

/** A failure the maintainer can fix: printed without a stack trace. */
class UsageError extends Error {}

function git(args: string[]): string | undefined {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

/** Where git history can say when each source last changed; why not, otherwise. */
function gitHistory(): { available: true } | { available: false; reason: string } {
  const shallow = git(['rev-parse', '--is-shallow-repository']);
  if (shallow === undefined) return { available: false, reason: 'not a git checkout' };
  // A shallow clone's oldest commit claims every file it holds: its dates would mislead.
  if (shallow === 'true') return { available: false, reason: 'shallow clone (git fetch --unshallow for history)' };
  return { available: true };
}

/** The last commit that changed `file`, and whether it has uncommitted changes. */
function lastChange(file: string): string {
  const uncommitted = git(['status', '--porcelain', '--', file]) ? ' (and uncommitted changes)' : '';
  const commit = git(['log', '-1', '--format=%h %as %s', '--', file]);
  return `${commit || 'not committed yet'}${uncommitted}`;
}

function printReport(rows: TranslationRow[]): void {
  const history = gitHistory();
  const width = Math.max(...rows.map((r) => r.file.length), 4);
  for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
    const ofLocale = rows.filter((r) => r.locale === locale);
    const counts = countStatuses(ofLocale);
    const summary = Object.entries(counts)
      .filter(([, n]) => n > 0)
      .map(([s, n]) => `${n} ${STATUS_LABELS[s as keyof typeof counts]}`)
      .join(', ');
    console.log(`\n${locale} (translated from ${DEFAULT_LOCALE}): ${summary || 'no files'}`);
    console.log(`  ${'status'.padEnd(11)} ${'file'.padEnd(width)}  note`);
    for (const row of ofLocale) {
      let note = '';
      if (row.status === 'outdated')
        note = history.available
          ? `source changed: ${lastChange(row.sourceFile!)}`
          : `source changed (${history.reason})`;
      else if (row.status === 'untracked') note = 'no translationOf: check it, then --mark it';
      else if (row.status === 'missing') note = `no translation of ${row.sourceFile}`;
      else if (row.status === 'invalid') note = row.problem ?? '';
      else if (row.status === 'no-source') note = `no ${DEFAULT_LOCALE} original`;
      console.log(`  ${STATUS_LABELS[row.status].padEnd(11)} ${row.file.padEnd(width)}  ${note}`.trimEnd());
    }
  }
  console.log(`\n${formatTranslationSummary(rows)}`);
}

function findSource(mdx: MdxSource[], arg: string): MdxSource {
  const wanted = path.resolve(arg);
  const found = mdx.find((s) => path.resolve(s.file) === wanted);
  if (found) return found;
  if (!fs.existsSync(wanted)) throw new UsageError(`${arg}: no such file`);
  throw new UsageError(
    `${arg}: not a page of ${CONTENT_DIR}/ (an .mdx file below ${CONTENT_DIR}/<locale>/docs, blog or pages)`,
  );
}

interface Marking {
  translation: MdxSource;
  source: MdxSource;
  hash: string;
  text: string;
}

/** What marking `arg` would write; throws before anything is written when any file is wrong. */
function planMark(arg: string, mdx: MdxSource[], rows: TranslationRow[]): Marking {
  const translation = findSource(mdx, arg);
  if (translation.locale === DEFAULT_LOCALE) {
    throw new UsageError(
      `${arg}: is an original (${DEFAULT_LOCALE}), not a translation; mark its translations, e.g. ${CONTENT_DIR}/${LOCALES.find((l) => l !== DEFAULT_LOCALE)}/${sourceDirOf(translation)}/${translation.relPath}`,
    );
  }
  const row = rows.find((r) => r.file === translation.file);
  const source = row?.sourceFile ? mdx.find((s) => s.file === row.sourceFile) : undefined;
  if (!source)
    throw new UsageError(
      `${arg}: has no ${DEFAULT_LOCALE} original to record (expected ${CONTENT_DIR}/${DEFAULT_LOCALE}/${sourceDirOf(translation)}/${translation.relPath})`,
    );
  const hash = shortSourceHash(source.text);
  try {
    return { translation, source, hash, text: setTranslationOf(translation.text, hash) };
  } catch (error) {
    throw new UsageError(`${arg}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Records the current source hash in each file (all or none); returns how many changed. */
function mark(files: string[], mdx: MdxSource[], rows: TranslationRow[]): number {
  const plans = files.map((arg) => planMark(arg, mdx, rows));
  let changed = 0;
  for (const { translation, source, hash, text } of plans) {
    if (text === translation.text) {
      console.log(`unchanged  ${translation.file}: translationOf "${hash}" already recorded`);
      continue;
    }
    fs.writeFileSync(translation.file, text);
    changed += 1;
    console.log(`marked     ${translation.file}: translationOf "${hash}" (source ${source.file})`);
  }
  return changed;
}

function main(argv: string[]): number {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  const markAt = argv.indexOf('--mark');
  const check = markAt === -1 && argv.length === 1 && argv[0] === '--check';
  const unknown = argv.filter((a, i) => a.startsWith('-') && i !== markAt && !check);
  if (unknown.length > 0 || (markAt === -1 && argv.length > 0 && !check))
    throw new UsageError(`unknown argument ${unknown[0] ?? argv[0]}\n${USAGE}`);
  console.error(`Reading ${CONTENT_DIR}/…`);
  const sources = readContentSources(CONTENT_DIR);
  const rows = buildTranslationReport(sources.mdx);
  console.error(`${sources.mdx.length} files, ${rows.length} translations to compare`);
  if (markAt === -1) {
    printReport(rows);
    if (rows.some((r) => r.status === 'invalid' || r.status === 'missing' || r.status === 'no-source')) return 1;
    const behind = rows.filter((r) => r.status === 'outdated' || r.status === 'untracked');
    if (check && behind.length > 0) {
      console.error(
        `translations --check: ${behind.length} translation${behind.length === 1 ? ' is' : 's are'} not up to date (update, then --mark)`,
      );
      return 1;
    }
    return 0;
  }
  const files = argv.slice(markAt + 1);
  if (files.length === 0) throw new UsageError(`--mark needs at least one translated file\n${USAGE}`);
  const changed = mark(files, sources.mdx, rows);
  console.log(`${changed} of ${files.length} file${files.length === 1 ? '' : 's'} marked`);
  return 0;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`translations: ${error.message}`);
  process.exitCode = 1;
}
