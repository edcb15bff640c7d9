import { describe, expect, it } from 'vitest';
import { parseDocsVersionOptions } from '@/lib/docs/version-config';
import { versionNameProblem } from '@/lib/docs/version-name';
import { buildVersions } from '@/lib/docs/versions';
import { versionFilterValue, versionFirstFilters, versionIndexesFor, versionOfPath } from '@/lib/search/versions';
import { docSlugInVersion } from '@/lib/urls';
import { resolveSiteVersions, stripVersionPrefix } from '@/lib/import/docusaurus-versions';
import { compileOutputKeyOf } from '@/lib/mdx/compile-cache';
import { buildContentSet } from '@/lib/content/build';
import type { ContentSet } from '@/lib/content/types';
import { buildDocTagLinks, docTagRouteKeys, findDocTagPage } from '@/lib/docs/tags';
import { crossVersionSummary, frozenVersionsOf, versionPagePaths } from '@/lib/docs/version-pages';
import { versionNamed } from '@/lib/docs/version-view';
import { buildRouteKeys } from '@/lib/routes';
import { addCutVersion, doc, sourcesOf } from './memory-content';

const summary = (versions: ReturnType<typeof buildVersions>) =>
  versions.map((v) => [v.name, v.label, v.path, v.banner, v.badge, v.isLast]);

describe('buildVersions', () => {
  it('has the current docs alone at the docs root, without banner or badge, when no version was cut', () => {
    expect(summary(buildVersions([]))).toEqual([['current', 'Next', '', null, false, true]]);
  });

  it('serves the first of versions.json at /docs/ and the current docs at /docs/next/, unreleased', () => {
    expect(summary(buildVersions(['1.0']))).toEqual([
      ['current', 'Next', 'next', 'unreleased', true, false],
      ['1.0', '1.0', '', null, true, true],
    ]);
  });

  it('marks versions older than the last one unmaintained, at /docs/<name>/', () => {
    expect(summary(buildVersions(['2.0', '1.0']))).toEqual([
      ['current', 'Next', 'next', 'unreleased', true, false],
      ['2.0', '2.0', '', null, true, true],
      ['1.0', '1.0', '1.0', 'unmaintained', true, false],
    ]);
  });

  it('follows lastVersion: newer versions are unreleased, older ones unmaintained', () => {
    const versions = buildVersions(['2.0', '1.0'], { lastVersion: '1.0' });
    expect(summary(versions)).toEqual([
      ['current', 'Next', 'next', 'unreleased', true, false],
      ['2.0', '2.0', '2.0', 'unreleased', true, false],
      ['1.0', '1.0', '', null, true, true],
    ]);
    expect(buildVersions(['1.0'], { lastVersion: 'current' }).map((v) => [v.name, v.path, v.banner])).toEqual([
      ['current', '', null],
      ['1.0', '1.0', 'unmaintained'],
    ]);
  });

  it('leaves the current docs out with includeCurrentVersion: false, and needs a version then', () => {
    expect(buildVersions(['1.0'], { includeCurrentVersion: false }).map((v) => [v.name, v.path, v.badge])).toEqual([
      ['1.0', '', false],
    ]);
    expect(() => buildVersions([], { includeCurrentVersion: false })).toThrow(/needs at least one version/);
  });

  it('builds only onlyIncludeVersions, in versions.json order', () => {
    expect(
      buildVersions(['3.0', '2.0', '1.0'], { onlyIncludeVersions: ['1.0', 'current', '3.0'] }).map((v) => v.name),
    ).toEqual(['current', '3.0', '1.0']);
    expect(buildVersions(['2.0'], { onlyIncludeVersions: ['current'] }).map((v) => [v.name, v.path, v.badge])).toEqual([
      ['current', '', false],
    ]);
  });

  it("applies each version's label, path, banner, badge and noIndex", () => {
    const [current, one] = buildVersions(['1.0'], {
      versions: {
        current: { label: 'Próxima', path: 'dev', banner: 'none', badge: false },
        '1.0': { banner: 'unmaintained', noIndex: true },
      },
    });
    expect(current).toMatchObject({ label: 'Próxima', path: 'dev', banner: null, badge: false, noIndex: false });
    expect(one).toMatchObject({ label: '1.0', path: '', banner: 'unmaintained', badge: true, noIndex: true });
  });

  it('the importer builds the versions Docusaurus builds, and refuses what it refuses, naming the config file and option', () => {
    const resolve = (options: Record<string, unknown>, versionsJson?: unknown) =>
      resolveSiteVersions('docusaurus.config.ts', options, versionsJson);
    const refusal = (options: Record<string, unknown>, versionsJson?: unknown) => {
      const resolved = resolve(options, versionsJson);
      return 'refusal' in resolved ? resolved.refusal : undefined;
    };
    expect(refusal({ includeCurrentVersion: false })).toMatch(
      /^docusaurus\.config\.ts: docs option "includeCurrentVersion": false and no version in versions\.json/,
    );
    expect(refusal({ lastVersion: '1.0' })).toMatch(/docs option "lastVersion": "1\.0" is not a version/);
    expect(refusal({ versions: { '2.0': {} } }, ['1.0'])).toMatch(/"versions": "2\.0" is not a version/);
    expect(refusal({ disableVersioning: true })).toMatch(/"disableVersioning": true on a site without versions\.json/);
    expect(refusal({ disableVersioning: true, lastVersion: '1.0' }, ['1.0'])).toMatch(/"lastVersion": "1\.0"/);
    // What Docusaurus builds: current alone, versions only, lastVersion current, disableVersioning with versions.
    expect(refusal({})).toBeUndefined();
    expect(refusal({ includeCurrentVersion: false, lastVersion: '1.0' }, ['1.0'])).toBeUndefined();
    expect(refusal({ lastVersion: 'current', versions: { current: { label: 'v4' } } }, ['3.x'])).toBeUndefined();
    expect(refusal({ disableVersioning: true }, ['1.0'])).toBeUndefined();
    // Each version's path, which relative links of its docs resolve against.
    expect(resolve({}, ['1.0', 'pre-1.0'])).toEqual({
      paths: new Map([
        ['current', 'next'],
        ['1.0', ''],
        ['pre-1.0', 'pre-1.0'],
      ]),
    });
    expect(resolve({ disableVersioning: true }, ['1.0'])).toEqual({ paths: new Map([['current', '']]) });
  });

  it('rejects options naming versions that do not exist, as Docusaurus does', () => {
    expect(() => buildVersions(['1.0'], { lastVersion: '2.0' })).toThrow(
      '"lastVersion": "2.0" is not a version; the versions are: current, 1.0',
    );
    expect(() => buildVersions(['1.0'], { versions: { '0.9': {} } })).toThrow('"versions": "0.9" is not a version');
    expect(() => buildVersions(['1.0'], { onlyIncludeVersions: [] })).toThrow(/empty list/);
    expect(() => buildVersions(['1.0'], { onlyIncludeVersions: ['2.0'] })).toThrow(
      '"onlyIncludeVersions": "2.0" is not a version',
    );
    expect(() => buildVersions(['1.0'], { onlyIncludeVersions: ['current'], lastVersion: '1.0' })).toThrow(
      /must be one of "onlyIncludeVersions"/,
    );
  });
});

describe('versionNameProblem', () => {
  it('accepts the names Docusaurus accepts', () => {
    for (const name of ['1.0', 'v2.1.0-beta', '2024.11', 'Rama estable', 'x'.repeat(32)])
      expect(versionNameProblem(name, [])).toBeUndefined();
  });

  it('refuses empty names, long names, slashes, file-name characters, dots and existing names', () => {
    expect(versionNameProblem('', [])).toMatch(/at least one character/);
    expect(versionNameProblem('   ', [])).toMatch(/at least one character/);
    expect(versionNameProblem('x'.repeat(33), [])).toMatch(/longer than 32 characters/);
    expect(versionNameProblem('a/b', [])).toMatch(/slash/);
    expect(versionNameProblem('a\\b', [])).toMatch(/backslash/);
    for (const bad of ['a<b', 'a>b', 'a:b', 'a"b', 'a|b', 'a?b', 'a*b', 'a\u0001b'])
      expect(versionNameProblem(bad, [])).toMatch(/valid file name/);
    expect(versionNameProblem('.', [])).toMatch(/"\." or "\.\."/);
    expect(versionNameProblem('..', [])).toMatch(/"\." or "\.\."/);
    expect(versionNameProblem('1.0', ['2.0', '1.0'])).toMatch(/already exists/);
    expect(versionNameProblem('current', [])).toMatch(/names the docs being written/);
    expect(versionNameProblem(1, [])).toMatch(/must be text/);
  });
});

describe('parseDocsVersionOptions', () => {
  it('reads the docs key of site.json, and nothing without one', () => {
    expect(parseDocsVersionOptions(undefined)).toEqual({ options: {}, problems: [] });
    expect(parseDocsVersionOptions({ title: 'x' })).toEqual({ options: {}, problems: [] });
    expect(
      parseDocsVersionOptions({
        docs: {
          lastVersion: '1.0',
          includeCurrentVersion: false,
          onlyIncludeVersions: ['1.0'],
          versions: { current: { label: 'Next', path: '/dev/', noIndex: true } },
        },
      }),
    ).toEqual({
      options: {
        lastVersion: '1.0',
        includeCurrentVersion: false,
        onlyIncludeVersions: ['1.0'],
        versions: { current: { label: 'Next', path: 'dev', noIndex: true } },
      },
      problems: [],
    });
  });

  it('names each field of the wrong kind', () => {
    const { problems } = parseDocsVersionOptions({
      docs: {
        lastVersion: 1,
        includeCurrentVersion: 'no',
        onlyIncludeVersions: 'x',
        versions: { '1.0': { banner: 'old', badge: 'yes', label: 2 } },
      },
    });
    expect(problems).toEqual([
      'docs.lastVersion: must be a version name',
      'docs.includeCurrentVersion: must be true or false',
      'docs.onlyIncludeVersions: must be a list of version names',
      'docs.versions.1.0.label: must be text',
      'docs.versions.1.0.banner: must be one of "unreleased", "unmaintained", "none"',
      'docs.versions.1.0.badge: must be true or false',
    ]);
  });
});

describe('version addresses', () => {
  it('puts a doc below its version path, none for the docs root', () => {
    expect(docSlugInVersion('guide/setup', '')).toBe('guide/setup');
    expect(docSlugInVersion('guide/setup', 'next')).toBe('next/guide/setup');
  });

  it('finds the version of a missing address for the not-found page', () => {
    const values = ['docs', 'docs/next', 'docs/1.0'];
    expect(versionFilterValue('')).toBe('docs');
    expect(versionFilterValue('1.0')).toBe('docs/1.0');
    expect(versionOfPath('/en/docs/1.0/nope/', ['en'], values)).toBe('docs/1.0');
    expect(versionOfPath('/docs/next/x/', ['en'], values)).toBe('docs/next');
    expect(versionOfPath('/docs/nope/', ['en'], values)).toBe('docs');
    expect(versionOfPath('/blog/nope/', ['en'], values)).toBeUndefined();
    expect(versionOfPath('/docs/nope/', ['en'], [])).toBeUndefined();
  });

  it('finds the version of a missing address below the docs base the site configures', () => {
    const values = ['docs', 'docs/1.0'];
    const atRoot = { docs: '', blog: 'posts', docsInstances: [{ id: 'c', folder: 'c', routeBasePath: 'help' }] };
    expect(versionOfPath('/en/1.0/nope/', ['en'], values, atRoot)).toBe('docs/1.0');
    expect(versionOfPath('/1.0/', ['en'], values, atRoot)).toBe('docs/1.0');
    expect(versionOfPath('/guides/nope/', ['en'], values, atRoot)).toBe('docs');
    // With the docs at the root, the blog's and another instance's addresses are in no version.
    expect(versionOfPath('/en/posts/nope/', ['en'], values, atRoot)).toBeUndefined();
    expect(versionOfPath('/help/1.0/', ['en'], values, atRoot)).toBeUndefined();
    const below = { docs: 'manual/docs', blog: 'blog', docsInstances: [] };
    expect(versionOfPath('/manual/docs/1.0/x/', ['en'], values, below)).toBe('docs/1.0');
    expect(versionOfPath('/docs/1.0/x/', ['en'], values, below)).toBeUndefined();
  });

  it("merges only the searched version's own index, or every version's for all versions", () => {
    const entries = [
      { value: 'docs/next' },
      { value: 'docs', index: 'versions/2.0/' },
      { value: 'docs/1.0', index: 'versions/1.0/' },
    ];
    expect(versionIndexesFor(entries, 'docs/1.0')).toEqual(['versions/1.0/']);
    expect(versionIndexesFor(entries, 'docs/next')).toEqual([]);
    expect(versionIndexesFor(entries, undefined)).toEqual(['versions/2.0/', 'versions/1.0/']);
  });

  it("lists a version's own pages before the pages of no version", () => {
    expect(versionFirstFilters('docs/1.0', ['docs', 'docs/1.0'])).toEqual([
      { version: { any: ['docs/1.0'] } },
      { version: { none: ['docs', 'docs/1.0'] } },
    ]);
  });
});

describe('stripVersionPrefix', () => {
  it("drops an old versioned sidebar's version-X/ from ids and sidebar names, not from labels", () => {
    expect(
      stripVersionPrefix(
        {
          'version-1.0/docs': [
            'version-1.0/intro',
            { type: 'doc', id: 'version-1.0/install', label: 'version-1.0/odd label' },
            {
              type: 'category',
              label: 'Guides',
              items: ['version-1.0/guides/a'],
              link: { type: 'doc', id: 'version-1.0/guides/index' },
            },
          ],
        },
        '1.0',
      ),
    ).toEqual({
      docs: [
        'intro',
        { type: 'doc', id: 'install', label: 'version-1.0/odd label' },
        { type: 'category', label: 'Guides', items: ['guides/a'], link: { type: 'doc', id: 'guides/index' } },
      ],
    });
    expect(stripVersionPrefix({ docs: ['version-2.0/intro'] }, '1.0')).toEqual({ docs: ['version-2.0/intro'] });
  });
});

describe('compileOutputKeyOf', () => {
  const routes = new Set(['/docs/intro']);
  const source = (file: string) => ({ file, body: 'Hola ![a](./img/a.png)', locale: 'es' });
  const assets = (name: string) =>
    new Map([
      ['content/es/docs/img/a.png', 'a-11111111.png'],
      ['content/es/versioned_docs/version-1.0/img/a.png', name],
    ]);

  it("gives a cut version's copy of a doc the key of the doc it was copied from", () => {
    expect(
      compileOutputKeyOf(source('content/es/versioned_docs/version-1.0/intro.mdx'), routes, assets('a-11111111.png')),
    ).toBe(compileOutputKeyOf(source('content/es/docs/intro.mdx'), routes, assets('a-11111111.png')));
  });

  it('tells them apart when a file beside them differs, or the body, or the locale', () => {
    const current = compileOutputKeyOf(source('content/es/docs/intro.mdx'), routes, assets('a-22222222.png'));
    expect(
      compileOutputKeyOf(source('content/es/versioned_docs/version-1.0/intro.mdx'), routes, assets('a-22222222.png')),
    ).not.toBe(current);
    expect(
      compileOutputKeyOf({ ...source('content/es/docs/intro.mdx'), body: 'Otro' }, routes, assets('a-22222222.png')),
    ).not.toBe(current);
    expect(
      compileOutputKeyOf({ ...source('content/es/docs/intro.mdx'), locale: 'en' }, routes, assets('a-22222222.png')),
    ).not.toBe(current);
  });
});

/** A site with one cut version, 1.0, beside the current docs: each doc tagged `seguridad`, in both locales. */
function versionedContent(): ContentSet {
  const sources = sourcesOf({
    'es/docs/a.mdx': doc('A', 'tags: [seguridad]\n'),
    'en/docs/a.mdx': doc('A en', 'tags: [seguridad]\n'),
  });
  return buildContentSet(addCutVersion(sources, '1.0', 'old.mdx', doc('Old', 'tags: [seguridad]\n')));
}

describe('docs tags per version', () => {
  it("gives each version its own tag pages, listing that version's docs, and a doc's tags link to them", () => {
    const content = versionedContent();
    const next = versionNamed(content, 'current')!;
    expect(docTagRouteKeys(content, 'es')).toEqual([
      '/docs/next/tags',
      '/docs/next/tags/seguridad',
      '/docs/tags',
      '/docs/tags/seguridad',
    ]);
    const nextTags = findDocTagPage(content, 'en', ['next', 'tags', 'seguridad'])!;
    expect(nextTags.indexRouteKey).toBe('/docs/next/tags');
    expect(nextTags.page!.docs.map((d) => d.path)).toEqual(['/en/docs/next/a/']);
    expect(findDocTagPage(content, 'en', ['tags', 'seguridad'])!.page!.docs.map((d) => d.path)).toEqual([
      '/en/docs/old/',
    ]);
    expect(findDocTagPage(content, 'en', ['next', 'tags'])!.pages).toHaveLength(1);
    expect(findDocTagPage(content, 'en', ['next', 'a'])).toBeUndefined();
    expect(buildDocTagLinks(content, next.docs.en[0]!).map((l) => l.path)).toEqual(['/en/docs/next/tags/seguridad/']);
    expect(buildRouteKeys(content).has('/docs/next/tags/seguridad')).toBe(true);
  });
});

describe('version pages', () => {
  it("lists a cut version's own pages in every locale, and only the cut versions are frozen", () => {
    const content = versionedContent();
    expect(frozenVersionsOf(content).map((v) => v.name)).toEqual(['1.0']);
    expect(versionPagePaths(content, versionNamed(content, '1.0')!)).toEqual(['/docs/old/', '/en/docs/old/']);
  });

  it('summarises what a page shows of the other versions: a title of the current docs changes it', () => {
    const before = crossVersionSummary(versionedContent());
    const content = versionedContent();
    expect(crossVersionSummary(content)).toBe(before);
    versionNamed(content, 'current')!.docs.en[0]!.title = 'Renamed';
    expect(crossVersionSummary(content)).not.toBe(before);
  });
});
