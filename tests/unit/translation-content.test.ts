import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TranslationNoticeView } from '@/components/translation-notice';
import { FIXTURES, loadFixture, problemsOf } from './fixtures';

describe('loadContent: translation freshness', () => {
  const content = loadFixture('outdated-translation');

  it('marks a translation whose source changed since its hash was recorded as outdated', () => {
    expect(content.docs.en.find((d) => d.id === 'intro')?.translation).toEqual({
      status: 'outdated',
      sourceFile: `${FIXTURES}/outdated-translation/es/docs/intro.mdx`,
      sourceLocale: 'es',
    });
  });

  it("gives docs, posts and pages their status: up to date when the recorded hash is the source's", () => {
    expect(content.docs.en.map((d) => [d.id, d.translation?.status])).toEqual([
      ['intro', 'outdated'],
      ['guide/setup', 'up-to-date'],
      ['guide/usage', 'up-to-date'],
    ]);
    expect(content.posts.en.map((p) => [p.slug, p.translation?.status])).toEqual([
      ['cambios', 'up-to-date'],
      ['hola', 'outdated'],
    ]);
    expect(content.pages.en.map((p) => [p.slug, p.translation?.status])).toEqual([['markdown-page', 'outdated']]);
  });

  it('gives originals no translation status', () => {
    expect(content.docs.es.every((d) => d.translation === undefined)).toBe(true);
  });

  it('marks a translation without translationOf as untracked', () => {
    expect(loadFixture('valid').docs.en.find((d) => d.id === 'components')?.translation?.status).toBe('untracked');
  });
});

describe('loadContent: a bad translationOf', () => {
  const problems = problemsOf('bad-translation-of');
  const messageOf = (file: string) =>
    problems.find((p) => p.file === `${FIXTURES}/bad-translation-of/${file}` && p.field === 'translationOf')?.message;

  it('stops the build on a value that is not a hash, naming the file and the field', () => {
    expect(messageOf('en/docs/intro.mdx')).toContain(
      `${FIXTURES}/bad-translation-of/en/docs/intro.mdx: translationOf: "not-a-hash" is not a source hash`,
    );
  });

  it('says to quote a hash that YAML read as a number', () => {
    expect(messageOf('en/docs/guide/setup.mdx')).toMatch(
      /translationOf: 123456789012 is not a source hash[\s\S]*write it in quotes/,
    );
  });

  it('refuses the field on an original', () => {
    expect(messageOf('es/docs/guide/usage/index.mdx')).toMatch(/is set on an original \(es\) file/);
  });
});

describe('TranslationNoticeView', () => {
  it('is a note with a link to the original that says its language', () => {
    const html = renderToStaticMarkup(
      createElement(TranslationNoticeView, {
        notice: { status: 'outdated', locale: 'en', sourceLocale: 'es', sourceHref: '/docs/intro/' },
        text: { message: 'This translation may be out of date.', linkText: 'Leer el original en español' },
      }),
    );
    expect(html).toBe(
      '<p class="translation-notice" role="note" data-pagefind-ignore="true">This translation may be out of date. <a href="/docs/intro/" hrefLang="es" lang="es">Leer el original en español</a></p>',
    );
  });
});
