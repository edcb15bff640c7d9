/**
 * What a reader of a versioned site meets under each Docusaurus version option (the page's
 * dropdown links, banner, badge, canonical and noindex), and the same URLs under a base path.
 */
import { describe, expect, it } from 'vitest';
import { buildContentSet } from '@/lib/content/build';
import type { ContentSet } from '@/lib/content/types';
import { buildDocVersionModel, versionNamed } from '@/lib/docs/version-view';
import type { DocsVersionOptions } from '@/lib/docs/versions';
import { versionIndexesFor } from '@/lib/search/versions';
import { localizePath, searchScriptUrl, withBasePath } from '@/lib/urls';
import { doc, sourcesOf } from './memory-content';

/** current, 2.0 and 1.0, each with `intro` in both locales; 1.0 also has `old`, which later versions dropped. */
function siteWith(options: DocsVersionOptions): ContentSet {
  const sources = sourcesOf({ 'es/docs/intro.mdx': doc('Intro'), 'en/docs/intro.mdx': doc('Intro en') });
  for (const [version, files] of [
    ['2.0', ['intro']],
    ['1.0', ['intro', 'old']],
  ] as const)
    for (const locale of ['es', 'en'] as const)
      for (const name of files)
        sources.mdx.push({
          file: `c/${locale}/versioned_docs/version-${version}/${name}.mdx`,
          locale,
          kind: 'docs',
          relPath: `${name}.mdx`,
          text: doc(`${name} ${version}`),
          version,
        });
  sources.versions = { file: 'c/versions.json', data: ['2.0', '1.0'] };
  sources.versionFolders = new Map([
    ['es', new Set(['2.0', '1.0'])],
    ['en', new Set(['2.0', '1.0'])],
  ]);
  sources.siteConfig = { file: 'c/site.json', data: { docs: options } };
  return buildContentSet(sources);
}

/** The version parts of the English page of doc `id` in version `name`. */
function pageOf(content: ContentSet, name: string, id = 'intro') {
  const version = versionNamed(content, name)!;
  return buildDocVersionModel(content, 'en', version, version.docs.en.find((d) => d.id === id)!);
}

const links = (model: ReturnType<typeof pageOf>) => model.links.map((l) => [l.label, l.path]);

describe('version options as a reader meets them', () => {
  it('with the defaults: the dropdown goes to the same doc, the banner and canonical to the last version', () => {
    const content = siteWith({});
    const old = pageOf(content, '1.0');
    expect(links(old)).toEqual([
      ['Next', '/en/docs/next/intro/'],
      ['2.0', '/en/docs/intro/'],
      ['1.0', '/en/docs/1.0/intro/'],
    ]);
    expect(old.banner).toEqual({
      kind: 'unmaintained',
      label: '1.0',
      latestLabel: '2.0',
      latestPath: '/en/docs/intro/',
    });
    expect(old.canonicalRouteKey).toBe('/docs/intro');
    // A doc the last version dropped: the banner offers the last version's main doc, and no canonical.
    const dropped = pageOf(content, '1.0', 'old');
    expect(dropped.banner?.latestPath).toBe('/en/docs/intro/');
    expect(dropped.canonicalRouteKey).toBeUndefined();
    // The dropdown offers each other version's first doc instead.
    expect(links(dropped)).toEqual([
      ['Next', '/en/docs/next/intro/'],
      ['2.0', '/en/docs/intro/'],
      ['1.0', '/en/docs/1.0/old/'],
    ]);
  });

  it('lastVersion set to an older version: it is at /docs/, the newer one unreleased at its name', () => {
    const content = siteWith({ lastVersion: '1.0' });
    expect(links(pageOf(content, '2.0'))).toEqual([
      ['Next', '/en/docs/next/intro/'],
      ['2.0', '/en/docs/2.0/intro/'],
      ['1.0', '/en/docs/intro/'],
    ]);
    expect(pageOf(content, '2.0')).toMatchObject({
      banner: { kind: 'unreleased', latestLabel: '1.0', latestPath: '/en/docs/intro/' },
      canonicalRouteKey: '/docs/intro',
    });
    expect(pageOf(content, '1.0')).toMatchObject({ isLast: true, path: '' });
    expect(pageOf(content, '1.0').banner).toBeUndefined();
    expect(pageOf(content, '1.0').canonicalRouteKey).toBeUndefined();
  });

  it('a version path override moves its pages, dropdown entry and the banner links to it', () => {
    const content = siteWith({ versions: { current: { path: 'dev', label: 'Dev' }, '2.0': { path: 'stable' } } });
    expect(links(pageOf(content, '1.0'))).toEqual([
      ['Dev', '/en/docs/dev/intro/'],
      ['2.0', '/en/docs/stable/intro/'],
      ['1.0', '/en/docs/1.0/intro/'],
    ]);
    expect(pageOf(content, '1.0').banner?.latestPath).toBe('/en/docs/stable/intro/');
    expect(pageOf(content, '1.0').canonicalRouteKey).toBe('/docs/stable/intro');
    expect(versionNamed(content, 'current')!.docs.en.map((d) => d.slug)).toEqual(['dev/intro']);
  });

  it('banner none: no banner on that version, the badge and canonical stay', () => {
    const content = siteWith({ versions: { '1.0': { banner: 'none' }, current: { badge: false } } });
    expect(pageOf(content, '1.0')).toMatchObject({ badge: '1.0', canonicalRouteKey: '/docs/intro' });
    expect(pageOf(content, '1.0').banner).toBeUndefined();
    expect(pageOf(content, 'current').banner?.kind).toBe('unreleased');
    expect(pageOf(content, 'current').badge).toBeUndefined();
  });

  it('includeCurrentVersion: false: no Next pages and no Next in the dropdown', () => {
    const content = siteWith({ includeCurrentVersion: false });
    expect(versionNamed(content, 'current')).toBeUndefined();
    expect(links(pageOf(content, '1.0'))).toEqual([
      ['2.0', '/en/docs/intro/'],
      ['1.0', '/en/docs/1.0/intro/'],
    ]);
  });

  it('onlyIncludeVersions: the others have no pages and no dropdown entry; one version left has no badge', () => {
    const content = siteWith({ onlyIncludeVersions: ['current', '1.0'] });
    expect(content.versions.map((v) => [v.name, v.path])).toEqual([
      ['current', 'next'],
      ['1.0', ''],
    ]);
    expect(links(pageOf(content, 'current'))).toEqual([
      ['Next', '/en/docs/next/intro/'],
      ['1.0', '/en/docs/intro/'],
    ]);
    const alone = siteWith({ onlyIncludeVersions: ['2.0'] });
    expect(alone.versions.map((v) => v.name)).toEqual(['2.0']);
    expect(pageOf(alone, '2.0')).toMatchObject({ versioned: false, links: [{ path: '/en/docs/intro/' }] });
    expect(pageOf(alone, '2.0').badge).toBeUndefined();
  });

  it('noIndex on a version: its pages say so, the others do not', () => {
    const content = siteWith({ versions: { '1.0': { noIndex: true } } });
    expect(pageOf(content, '1.0').noIndex).toBe(true);
    expect(pageOf(content, '2.0').noIndex).toBe(false);
  });
});

describe('version URLs under a base path', () => {
  // With the base path passed in, not through BASE_PATH: lib/site reads the environment once,
  // and a module copy loaded under a stubbed one leaked into later files of the worker (isolate: false).
  it('adds the base path once: links stay next/link paths, the canonical and search indexes carry it', () => {
    const content = siteWith({});
    const old = pageOf(content, '1.0');
    // next/link and the router prefix the base path themselves: the model's paths must not hold it.
    for (const path of [...old.links.map((l) => l.path), old.banner!.latestPath]) expect(path).not.toMatch(/^\/sub/);
    expect(old.links.map((l) => withBasePath(l.path, '/sub'))).toEqual([
      '/sub/en/docs/next/intro/',
      '/sub/en/docs/intro/',
      '/sub/en/docs/1.0/intro/',
    ]);
    expect(withBasePath(localizePath(old.canonicalRouteKey!, 'en'), '/sub')).toBe('/sub/en/docs/intro/');
    // The search dialog merges each version index from the folder of the index's script.
    const folder = searchScriptUrl('/sub').replace(/[^/]*$/, '');
    const indexes = versionIndexesFor([{ value: 'docs' }, { value: 'docs/1.0', index: 'versions/1.0/' }], 'docs/1.0');
    expect(indexes.map((name) => `${folder}${name}`)).toEqual(['/sub/pagefind/versions/1.0/']);
  });
});
