import { describe, expect, it } from 'vitest';
import type { MdxSource } from '@/lib/content/sources';
import { setTranslationOf } from '@/lib/translations/front-matter';
import {
  hashMatchesText,
  hashSourceText,
  isSourceHash,
  normalizeSourceText,
  SHORT_HASH_LENGTH,
  shortSourceHash,
} from '@/lib/translations/hash';
import { buildTranslationNotice } from '@/lib/translations/notice';
import { buildTranslationReport, formatTranslationSummary } from '@/lib/translations/report';
import { classifyTranslation } from '@/lib/translations/status';

const SOURCE =
  '---\ntitle: Usuarios\ndescription: La API de usuarios.\n---\n\nLista los usuarios de la organización.\n\n## Filtros\n\nPor departamento.\n';

describe('hashSourceText', () => {
  it('ignores line endings: CRLF, CR and LF give one hash', () => {
    expect(hashSourceText(SOURCE.replace(/\n/g, '\r\n'))).toBe(hashSourceText(SOURCE));
    expect(hashSourceText(SOURCE.replace(/\n/g, '\r'))).toBe(hashSourceText(SOURCE));
  });

  it('ignores trailing spaces and tabs, trailing blank lines and a byte-order mark', () => {
    const noisy = `\uFEFF${SOURCE.replace(/\n/g, ' \t\n')}\n\n  \n`;
    expect(hashSourceText(noisy)).toBe(hashSourceText(SOURCE));
  });

  it('ignores how accented letters are composed (NFC and NFD)', () => {
    expect(hashSourceText(SOURCE.normalize('NFD'))).toBe(hashSourceText(SOURCE));
  });

  it('changes when a word changes, in the body or the front matter', () => {
    expect(hashSourceText(SOURCE.replace('departamento', 'grupo'))).not.toBe(hashSourceText(SOURCE));
    expect(hashSourceText(SOURCE.replace('title: Usuarios', 'title: Personas'))).not.toBe(hashSourceText(SOURCE));
  });

  it('changes when leading indentation changes (it can change Markdown)', () => {
    expect(hashSourceText(SOURCE.replace('Por departamento.', '    Por departamento.'))).not.toBe(
      hashSourceText(SOURCE),
    );
  });

  it('is a sha256 in hex; the short hash is its first digits', () => {
    expect(hashSourceText(SOURCE)).toMatch(/^[0-9a-f]{64}$/);
    expect(shortSourceHash(SOURCE)).toHaveLength(SHORT_HASH_LENGTH);
    expect(hashSourceText(SOURCE).startsWith(shortSourceHash(SOURCE))).toBe(true);
  });

  it('normalises to LF lines ending in one newline', () => {
    expect(normalizeSourceText('a \r\nb\r\n\r\n')).toBe('a\nb\n');
    expect(normalizeSourceText('')).toBe('');
  });
});

describe('isSourceHash', () => {
  it('accepts short and full hashes in either case', () => {
    expect(isSourceHash(shortSourceHash(SOURCE))).toBe(true);
    expect(isSourceHash(hashSourceText(SOURCE))).toBe(true);
    expect(isSourceHash('ABCDEF012345')).toBe(true);
  });
  it('rejects what is not a hash of any form', () => {
    for (const value of [
      'yes',
      'not-a-hash',
      'abc123',
      'g'.repeat(12),
      '0'.repeat(65),
      '',
      123456789012,
      true,
      null,
      new Date(),
    ]) {
      expect(isSourceHash(value), String(value)).toBe(false);
    }
  });
});

describe('classifyTranslation', () => {
  it("is up to date when the recorded hash, short or full, is the source's", () => {
    expect(classifyTranslation(shortSourceHash(SOURCE), SOURCE)).toBe('up-to-date');
    expect(classifyTranslation(hashSourceText(SOURCE).toUpperCase(), SOURCE)).toBe('up-to-date');
    expect(classifyTranslation(shortSourceHash(SOURCE), SOURCE.replace(/\n/g, '\r\n'))).toBe('up-to-date');
  });
  it('is outdated once the source changed', () => {
    expect(classifyTranslation(shortSourceHash(SOURCE), `${SOURCE}\nUn párrafo nuevo.\n`)).toBe('outdated');
    expect(hashMatchesText(shortSourceHash(SOURCE), 'otro texto')).toBe(false);
  });
  it('is untracked when no hash was recorded', () => {
    expect(classifyTranslation(undefined, SOURCE)).toBe('untracked');
  });
});

function mdx(locale: 'es' | 'en', kind: MdxSource['kind'], relPath: string, text: string): MdxSource {
  return { file: `content/${locale}/${kind}/${relPath}`, locale, kind, relPath, text };
}

describe('buildTranslationReport', () => {
  const en = (relPath: string, field: string) => mdx('en', 'docs', relPath, `---\ntitle: T\n${field}---\nBody\n`);
  const sources = [
    mdx('es', 'docs', 'a.mdx', SOURCE),
    mdx('es', 'docs', 'b.mdx', SOURCE),
    mdx('es', 'docs', 'c.mdx', SOURCE),
    mdx('es', 'docs', 'd.mdx', SOURCE),
    mdx('es', 'docs', 'e.mdx', SOURCE),
    en('a.mdx', `translationOf: "${shortSourceHash(SOURCE)}"\n`),
    en('b.mdx', 'translationOf: "0123456789ab"\n'),
    en('c.mdx', ''),
    en('e.mdx', 'translationOf: someday\n'),
    en('orphan.mdx', ''),
  ];
  const rows = buildTranslationReport(sources);
  const statusOf = (file: string) => rows.find((r) => r.file === file)?.status;

  it('classifies each translation: up to date, outdated, untracked, missing', () => {
    expect(statusOf('content/en/docs/a.mdx')).toBe('up-to-date');
    expect(statusOf('content/en/docs/b.mdx')).toBe('outdated');
    expect(statusOf('content/en/docs/c.mdx')).toBe('untracked');
    expect(statusOf('content/en/docs/d.mdx')).toBe('missing');
  });

  it('names the source of each row and the problem of an invalid one', () => {
    expect(rows.find((r) => r.file === 'content/en/docs/b.mdx')?.sourceFile).toBe('content/es/docs/b.mdx');
    expect(rows.find((r) => r.file === 'content/en/docs/e.mdx')).toMatchObject({
      status: 'invalid',
      problem: 'translationOf: "someday" is not a hash',
    });
    expect(statusOf('content/en/docs/orphan.mdx')).toBe('no-source');
  });

  it('sums up in one line, up to date and outdated always, the others when present', () => {
    expect(formatTranslationSummary(rows)).toBe(
      'translations: 1 up to date, 1 outdated, 1 untracked, 1 missing, 1 invalid, 1 no source',
    );
    expect(formatTranslationSummary(rows.filter((r) => r.status === 'up-to-date'))).toBe(
      'translations: 1 up to date, 0 outdated',
    );
  });
});

describe('setTranslationOf', () => {
  const doc =
    '---\ntitle: "Users" # the h1\ndescription: The users API.\nsidebar_label: Users\n---\n\nBody with translationOf: in it.\n';

  it('adds the field as the last one and leaves every other byte alone', () => {
    expect(setTranslationOf(doc, 'abcdef012345')).toBe(
      doc.replace('Users\n---', 'Users\ntranslationOf: "abcdef012345"\n---'),
    );
  });

  it("replaces the field's line where there is one", () => {
    const marked = setTranslationOf(doc, 'abcdef012345');
    expect(setTranslationOf(marked, '0123456789ab')).toBe(marked.replace('abcdef012345', '0123456789ab'));
    expect(setTranslationOf(marked, 'abcdef012345')).toBe(marked);
  });

  it('keeps CRLF line endings and a byte-order mark', () => {
    const crlf = `\uFEFF${doc.replace(/\n/g, '\r\n')}`;
    expect(setTranslationOf(crlf, 'abcdef012345')).toBe(
      crlf.replace('Users\r\n---', 'Users\r\ntranslationOf: "abcdef012345"\r\n---'),
    );
  });

  it('refuses a file without front matter', () => {
    expect(() => setTranslationOf('Just text\n', 'abcdef012345')).toThrow(/no front matter/);
    expect(setTranslationOf('---\n---\nBody\n', 'abcdef012345')).toBe(
      '---\ntranslationOf: "abcdef012345"\n---\nBody\n',
    );
    expect(setTranslationOf('--- \ntitle: A\n---  \n', 'abcdef012345')).toBe(
      '--- \ntitle: A\ntranslationOf: "abcdef012345"\n---  \n',
    );
    expect(() => setTranslationOf('---\ntitle: A\n', 'abcdef012345')).toThrow(/no end/);
  });
});

describe('buildTranslationNotice', () => {
  const translation = { sourceFile: 'content/es/docs/intro.mdx', sourceLocale: 'es' as const };

  it('links an outdated or untracked page to the same page in the source locale', () => {
    expect(
      buildTranslationNotice({ locale: 'en', translation: { ...translation, status: 'outdated' } }, '/docs/intro'),
    ).toEqual({ status: 'outdated', locale: 'en', sourceLocale: 'es', sourceHref: '/docs/intro/' });
    expect(
      buildTranslationNotice({ locale: 'en', translation: { ...translation, status: 'untracked' } }, '/blog/hola')
        ?.sourceHref,
    ).toBe('/blog/hola/');
  });

  it('is nothing for an up-to-date translation or an original', () => {
    expect(
      buildTranslationNotice({ locale: 'en', translation: { ...translation, status: 'up-to-date' } }, '/docs/intro'),
    ).toBeUndefined();
    expect(buildTranslationNotice({ locale: 'es' }, '/docs/intro')).toBeUndefined();
  });
});
