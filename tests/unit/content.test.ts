import { describe, expect, it } from 'vitest';
import { FIXTURES, expectProblem, loadFixture as load, problemsOf } from './fixtures';

describe('loadContent on valid content', () => {
  const content = load('valid');

  it('orders docs by the sidebar and reads index.mdx as its folder id', () => {
    expect(content.docs.es.map((d) => d.id)).toEqual(['intro', 'guide/setup', 'guide/usage', 'components']);
    expect(content.docs.en.map((d) => d.title)).toEqual(['Introduction', 'Setup', 'Usage', 'Components']);
  });

  it('uses sidebar_label for the sidebar and the title otherwise', () => {
    expect(content.docs.en[1]!.sidebarLabel).toBe('Setup');
    expect(content.docs.es[1]!.sidebarLabel).toBe('Insta');
    expect(content.docs.es[0]!.sidebarLabel).toBe('Introducción');
  });

  it('sorts posts newest first with UTC days and a reading time of at least a minute', () => {
    expect(content.posts.es.map((p) => [p.slug, p.date])).toEqual([
      ['cambios', '2025-01-20'],
      ['hola', '2024-11-04'],
    ]);
    expect(content.posts.es[0]!.readingMinutes).toBe(1);
  });

  it('reads a year tag written as a YAML number as its slug', () => {
    expect(content.posts.en[0]!.tags).toEqual(['news', '2024']);
  });

  it('keeps the body without front matter, and how many lines that was', () => {
    expect(content.docs.es[0]!.body).not.toContain('title:');
    expect(content.docs.es[0]!.bodyLineOffset).toBe(4);
    expect(content.docs.es[0]!.body).toContain('## Primera sección');
  });

  it('reads tags, authors and pages', () => {
    expect(content.tags.map((t) => t.slug)).toEqual(['2024', 'news']);
    expect(content.authors[0]!.title.en).toBe('Writer');
    expect(content.pages.en.map((p) => p.slug)).toEqual(['markdown-page']);
  });
});

describe('loadContent on bad content', () => {
  it('titles a doc without title or heading by its file name, as Docusaurus', () => {
    expect(load('missing-title').docs.es.find((d) => d.id === 'guide/setup')!.title).toBe('setup');
  });
  it('stops on an empty title', () => {
    expectProblem('empty-title', 'en/blog/hola.mdx', 'title', /is empty/);
  });
  it('stops on a post without a date', () => {
    expectProblem('missing-date', 'es/blog/hola.mdx', 'date', /is missing/);
  });
  it('stops on a date that is not a day of the calendar', () => {
    expectProblem('invalid-date', 'es/blog/cambios.mdx', 'date', /"2025-02-30" is not a day/);
  });
  it('stops on an unknown tag and lists the known ones', () => {
    expectProblem('unknown-tag', 'es/blog/hola.mdx', 'tags', /"noticias" is not a tag[\s\S]*news/);
  });
  it('stops on an unknown author', () => {
    expectProblem('unknown-author', 'en/blog/cambios.mdx', 'authors', /"bob" is not an author/);
  });
  it('stops on two posts with the same slug', () => {
    expectProblem('duplicate-slug', 'es/blog/otra.mdx', 'slug', /"hola" is already used by .*es\/blog\/hola\.mdx/);
  });
  it('stops on a sidebar entry with no doc', () => {
    expectProblem('sidebar-unknown-doc', 'sidebar.json', 'items', /"guide\/missing" is not a doc/);
  });
  it('stops on a doc left out of the sidebar', () => {
    expectProblem('doc-not-in-sidebar', 'es/docs/guide/usage/index.mdx', 'sidebar', /is not in/);
  });
  it('builds an untranslated doc or post from its original, with the notice', () => {
    const content = load('missing-translation');
    expect(content.posts.en.find((p) => p.slug === 'cambios')!.translation).toMatchObject({ status: 'missing' });
    expect(content.docs.en.find((d) => d.id === 'guide/setup')!.translation).toMatchObject({ status: 'missing' });
  });
  it('stops on a translated post whose date differs from the original', () => {
    expectProblem('translation-date-differs', 'en/blog/hola.mdx', 'date', /differs from/);
  });
  it('stops on a folder that is not a locale', () => {
    expectProblem('unknown-locale-folder', 'fr', 'folder', /"fr" is not a locale/);
  });
  it('reports every problem at once', () => {
    expect(problemsOf('unknown-tag').length).toBeGreaterThanOrEqual(1);
    const error = (() => {
      try {
        load('duplicate-slug');
      } catch (e) {
        return e as Error;
      }
    })();
    expect(error?.message).toMatch(/^Invalid content \(\d+ problems?\):/);
  });
});

describe('loadContent without a description in the front matter', () => {
  it('takes the first paragraph, else none (Docusaurus needs none)', () => {
    const content = load('description-fallback');
    expect(content.pages.en.find((p) => p.slug === 'about')!.description).toBe('');
  });
});

describe('loadContent with a doc whose description is its first paragraph', () => {
  it('uses the paragraph, links reduced to their text', () => {
    expect(load('description-from-body').docs.en[0]!.description).toBe('Ver setup y el blog.');
  });
  it("names a body's MDX syntax error once, at its line in the file (front matter counted)", () => {
    // es/docs/guide/setup.mdx, without a description, stands in for its missing English translation too.
    const problems = problemsOf('body-syntax-error').filter((p) => p.field === 'body');
    expect(problems.map((p) => p.message.split('\n')[0])).toEqual([
      `${FIXTURES}/body-syntax-error/es/docs/guide/setup.mdx: body: line 6: Expected a closing tag for \`<div>\` (6:19-6:24) before the end of \`paragraph\``,
    ]);
  });
});

describe('getContent', () => {
  it('reads the content once per process, however many copies of its module Next bundles', async () => {
    const { vi } = await import('vitest');
    const first = await import('@/lib/content');
    vi.resetModules();
    const second = await import('@/lib/content');
    expect(second.getContent).not.toBe(first.getContent);
    expect(second.getContent()).toBe(first.getContent());
  });
});
