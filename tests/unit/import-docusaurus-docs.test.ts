import { describe, expect, it } from 'vitest';
import {
  buildDocIdMap,
  docusaurusDocId,
  escapeTextDirectives,
  mapFrontMatterIds,
  prefixAbsoluteSlug,
  rewriteRelativePageLinks,
} from '@/lib/import/docusaurus-docs';
import { matchesContentGlobs } from '@/lib/import/docusaurus-content';
import { docEditUrl, docsEditOptions } from '@/lib/import/docusaurus-edit-url';

describe('docusaurusDocId', () => {
  it('strips number prefixes from folders and file, keeps an index doc its name, takes front-matter id', () => {
    expect(docusaurusDocId('01-guide/02-tabs.md')).toBe('guide/tabs');
    expect(docusaurusDocId('01-guide/index.md')).toBe('guide/index');
    expect(docusaurusDocId('Some_Folder/README.md')).toBe('Some_Folder/README');
    expect(docusaurusDocId('guide/a.md', 'b')).toBe('guide/b');
    expect(docusaurusDocId('0001-relations.md', undefined, false)).toBe('0001-relations');
  });
});

describe('buildDocIdMap', () => {
  it('maps the ids that differ here: index docs, and every doc under --prefix', () => {
    expect([...buildDocIdMap([{ relPath: 'guide/index.md' }, { relPath: 'guide/a.md' }], '')]).toEqual([
      ['guide/index', 'guide'],
    ]);
    expect([...buildDocIdMap([{ relPath: 'intro.md' }], 'old')]).toEqual([['intro', 'old/intro']]);
  });
});

describe('docEditUrl', () => {
  const base = {
    base: 'https://github.com/o/r/edit/main/website/',
    localized: false,
    currentVersion: false,
    docsPath: 'docs',
  };
  it("adds the docs folder and the file's path to editUrl, as Docusaurus does", () => {
    expect(docEditUrl(base, 'guide/a.md')).toBe('https://github.com/o/r/edit/main/website/docs/guide/a.md');
    expect(docEditUrl({ ...base, docsPath: 'documentation' }, 'a.md')).toBe(
      'https://github.com/o/r/edit/main/website/documentation/a.md',
    );
  });
  it('links a translation to the default file, or to its own with editLocalizedFiles', () => {
    expect(docEditUrl(base, 'a.md', { locale: 'es' })).toBe('https://github.com/o/r/edit/main/website/docs/a.md');
    expect(docEditUrl({ ...base, localized: true }, 'a.md', { locale: 'es' })).toBe(
      'https://github.com/o/r/edit/main/website/i18n/es/docusaurus-plugin-content-docs/current/a.md',
    );
  });
  it('links a version to its versioned_docs file, or to the current docs with editCurrentVersion', () => {
    expect(docEditUrl(base, 'a.md', { version: '1.0' })).toBe(
      'https://github.com/o/r/edit/main/website/versioned_docs/version-1.0/a.md',
    );
    expect(docEditUrl({ ...base, localized: true }, 'a.md', { version: '1.0', locale: 'es' })).toBe(
      'https://github.com/o/r/edit/main/website/i18n/es/docusaurus-plugin-content-docs/version-1.0/a.md',
    );
    expect(docEditUrl({ ...base, currentVersion: true }, 'a.md', { version: '1.0' })).toBe(
      'https://github.com/o/r/edit/main/website/docs/a.md',
    );
  });
  it('reads only a string editUrl with its two flags', () => {
    expect(docsEditOptions({ editUrl: 'https://x/', editLocalizedFiles: true }, 'docs')).toEqual({
      base: 'https://x/',
      localized: true,
      currentVersion: false,
      docsPath: 'docs',
    });
    expect(docsEditOptions({}, 'docs')).toBeUndefined();
  });
});

describe('matchesContentGlobs', () => {
  it("applies Docusaurus' defaults: Markdown in, partials, `_` folders and tests out", () => {
    expect(matchesContentGlobs('guide/a.mdx', undefined)).toBe(true);
    expect(matchesContentGlobs('guide/a.txt', undefined)).toBe(false);
    expect(matchesContentGlobs('_snippets/a.md', undefined)).toBe(false);
    expect(matchesContentGlobs('__tests__/a.md', undefined)).toBe(false);
  });
  it("applies the site's own include and exclude", () => {
    const globs = { include: ['**/*.md'], exclude: ['drafts/**'] };
    expect(matchesContentGlobs('a.md', globs)).toBe(true);
    expect(matchesContentGlobs('a.mdx', globs)).toBe(false);
    expect(matchesContentGlobs('drafts/b.md', globs)).toBe(false);
  });
});

describe('front matter fixes', () => {
  it('moves an absolute slug under the prefix, maps pagination ids', () => {
    expect(prefixAbsoluteSlug('---\nslug: /start\n---\nText.\n', 'old')).toMatch(/slug: \/old\/start/);
    expect(prefixAbsoluteSlug('---\nslug: start\n---\nText.\n', 'old')).toBeUndefined();
    expect(
      mapFrontMatterIds('---\npagination_next: guide/index\n---\nT.\n', new Map([['guide/index', 'guide']])),
    ).toMatch(/pagination_next: guide\n/);
  });
});

describe('rewriteRelativePageLinks', () => {
  it('writes relative page links as the site paths Docusaurus reached, leaving files, anchors and code', () => {
    const body =
      '[CLI](../cli) [here](./) [start](intro/start#x) [file](./a.mdx) [img](./b.png) [top](#t)\n\n`[no](../code)`\n';
    const result = rewriteRelativePageLinks(body, '/docs/intro/getting-started', false);
    expect(result.text).toBe(
      '[CLI](/docs/cli) [here](/docs/intro) [start](/docs/intro/intro/start#x) [file](./a.mdx) [img](./b.png) [top](#t)\n\n`[no](../code)`\n',
    );
    expect(result.count).toBe(3);
    expect(rewriteRelativePageLinks('[a](b)', '/docs/x/y', true).text).toBe('[a](/docs/x/y/b)');
    // The docs root's address ends in a slash unless the site's trailingSlash is false.
    expect(rewriteRelativePageLinks('[a](./b)', '/docs/1.0/', undefined).text).toBe('[a](/docs/1.0/b)');
    expect(rewriteRelativePageLinks('[a](./b)', '/docs/1.0/', false).text).toBe('[a](/docs/b)');
  });
});

describe('escapeTextDirectives', () => {
  it('keeps `9:41` and `localhost:3000` text, as Docusaurus shows them, leaving code and front matter', () => {
    const text =
      '---\ntitle: "At 9:41"\n---\nThe bar shows 9:41, see [http://localhost:3000](http://localhost:3000).\n\n`9:41`\n';
    const result = escapeTextDirectives(text);
    expect(result.count).toBe(2);
    expect(result.text).toBe(
      '---\ntitle: "At 9:41"\n---\nThe bar shows 9\\:41, see [http://localhost\\:3000](http://localhost:3000).\n\n`9:41`\n',
    );
    expect(escapeTextDirectives(':::note\nHi\n:::\n').count).toBe(0);
  });
});
