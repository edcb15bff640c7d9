/**
 * The maintainers' view of every translation: one row per source file and locale,
 * with its status. Pure: it takes the raw files lib/content/sources.ts read, and
 * unlike the build it does not stop at the first invalid file.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n';
import { entryKeyOf, parseFrontMatter, relPathToKey } from '../content/entries';
import { sourceDirOf, type MdxKind, type MdxSource } from '../content/sources';
import { isSourceHash, shortSourceHash } from './hash';
import { classifyTranslation, TRANSLATION_FIELD, type TranslationStatus } from './status';

/** A row's status: a translation's, or why there is none to compare. */
export type ReportStatus = TranslationStatus | 'missing' | 'invalid' | 'no-source';

/** One translation (or missing translation) of one source file. */
export interface TranslationRow {
  locale: Locale;
  kind: MdxKind;
  /** Doc id, post slug or page slug, the same in every locale. */
  key: string;
  /** The translation's path (where it should be, when missing). */
  file: string;
  /** The source's path, in the default locale (undefined for `no-source`). */
  sourceFile?: string;
  status: ReportStatus;
  /** The hash the translation recorded, if any. */
  recorded?: string;
  /** The source's current short hash. */
  current?: string;
  /** Why an `invalid` row is invalid. */
  problem?: string;
}

/** Words for each status, in the order the summary lists them. */
export const STATUS_LABELS: Record<ReportStatus, string> = {
  'up-to-date': 'up to date',
  outdated: 'outdated',
  untracked: 'untracked',
  missing: 'missing',
  invalid: 'invalid',
  'no-source': 'no source',
};

interface ReadEntry {
  source: MdxSource;
  key: string;
  data?: Record<string, unknown>;
  problem?: string;
}

function readEntry(source: MdxSource): ReadEntry {
  try {
    const { data } = parseFrontMatter(source.text);
    // The key that pairs translations in lib/content/build.ts (doc ids, post slugs).
    return { source, key: entryKeyOf(source, data), data };
  } catch (error) {
    return {
      source,
      key: relPathToKey(source.relPath),
      problem: `front matter is not valid YAML: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

/** Where the `locale` version of a default-locale file belongs (a cut version's in that version's folder). */
function translationPath(source: MdxSource, locale: Locale): string {
  const tail = `${DEFAULT_LOCALE}/${sourceDirOf(source)}/${source.relPath}`;
  return `${source.file.slice(0, source.file.length - tail.length)}${locale}/${sourceDirOf(source)}/${source.relPath}`;
}

function compare(entry: ReadEntry, source: MdxSource): Pick<TranslationRow, 'status' | 'recorded' | 'problem'> {
  if (entry.problem) return { status: 'invalid', problem: entry.problem };
  const recorded = entry.data?.[TRANSLATION_FIELD];
  if (recorded !== undefined && !isSourceHash(recorded)) {
    return { status: 'invalid', problem: `${TRANSLATION_FIELD}: ${JSON.stringify(recorded)} is not a hash` };
  }
  return { status: classifyTranslation(recorded, source.text), recorded };
}

/**
 * Every translation of every source file, per locale, in file order.
 * @example buildTranslationReport(sources.mdx)[0] → { locale: 'en', status: 'up-to-date', file: 'content/en/blog/x.mdx', … }
 */
export function buildTranslationReport(mdx: readonly MdxSource[]): TranslationRow[] {
  const entries = mdx.map(readEntry);
  // A cut version's translation compares with the original of the same version.
  const id = (e: ReadEntry, locale: Locale) => `${sourceDirOf(e.source)}:${locale}:${e.key}`;
  const byId = new Map(entries.map((e) => [id(e, e.source.locale), e]));
  const rows: TranslationRow[] = [];
  for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
    for (const original of entries.filter((e) => e.source.locale === DEFAULT_LOCALE)) {
      const source = original.source;
      const current = shortSourceHash(source.text);
      const translation = byId.get(id(original, locale));
      rows.push(
        translation
          ? {
              locale,
              kind: source.kind,
              key: original.key,
              file: translation.source.file,
              sourceFile: source.file,
              current,
              ...compare(translation, source),
            }
          : {
              locale,
              kind: source.kind,
              key: original.key,
              file: translationPath(source, locale),
              sourceFile: source.file,
              current,
              status: 'missing',
            },
      );
    }
    for (const orphan of entries.filter((e) => e.source.locale === locale && !byId.has(id(e, DEFAULT_LOCALE)))) {
      rows.push({ locale, kind: orphan.source.kind, key: orphan.key, file: orphan.source.file, status: 'no-source' });
    }
  }
  return rows;
}

/** How many rows have each status. */
export function countStatuses(rows: readonly TranslationRow[]): Record<ReportStatus, number> {
  const counts = Object.fromEntries(Object.keys(STATUS_LABELS).map((s) => [s, 0])) as Record<ReportStatus, number>;
  for (const row of rows) counts[row.status] += 1;
  return counts;
}

/**
 * The build's one line: up to date and outdated always, the other statuses when present.
 * @example formatTranslationSummary(rows) === 'translations: 27 up to date, 1 outdated'
 */
export function formatTranslationSummary(rows: readonly TranslationRow[]): string {
  const counts = countStatuses(rows);
  const parts = (Object.keys(STATUS_LABELS) as ReportStatus[])
    .filter((s) => s === 'up-to-date' || s === 'outdated' || counts[s] > 0)
    .map((s) => `${counts[s]} ${STATUS_LABELS[s]}`);
  return `translations: ${parts.join(', ')}`;
}
