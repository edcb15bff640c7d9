import { describe, expect, it } from 'vitest';
import {
  buildDocIdMap,
  docusaurusDocId,
  dropRootSlug,
  inlinePartials,
  mapFrontMatterIds,
  prefixAbsoluteSlug,
  rewriteRelativePageLinks,
} from '@/lib/import/docusaurus-docs';

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

describe('inlinePartials', () => {
  it('puts a partial used bare in place of its element, and leaves one used with props', () => {
    const text = "import A from './_a.mdx';\nimport B from '../_b.md';\n\nBefore.\n\n<A />\n\n<B title=\"x\" />\n";
    const partials: Record<string, string> = { 'docs/_a.mdx': '---\nx: 1\n---\nPartial A.\n', '_b.md': 'Partial B.' };
    const result = inlinePartials(text, 'docs/page.mdx', (rel) => partials[rel]);
    expect(result.inlined).toEqual(['docs/_a.mdx']);
    expect(result.left).toEqual(['_b.md']);
    expect(result.text).toContain('\nPartial A.\n');
    expect(result.text).not.toContain('import A from');
    expect(result.text).toContain('<B title="x" />');
  });
});

describe('front matter fixes', () => {
  it('moves an absolute slug under the prefix, drops slug "/", maps pagination ids', () => {
    expect(prefixAbsoluteSlug('---\nslug: /start\n---\nText.\n', 'old')).toMatch(/slug: \/old\/start/);
    expect(prefixAbsoluteSlug('---\nslug: start\n---\nText.\n', 'old')).toBeUndefined();
    expect(dropRootSlug('---\ntitle: Home\nslug: /\n---\nText.\n')).toBe('---\ntitle: Home\n---\nText.\n');
    expect(dropRootSlug('---\nslug: /x\n---\nText.\n')).toBeUndefined();
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
  });
});
