import { randomUUID } from 'node:crypto';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { buildFeedAlternates, feedFormatsOf, feedItemLimit } from '@/lib/blog/feed-links';
import { buildFeedHrefs } from '@/lib/blog/nav';
import { buildFeedModel, resolveFeedUrl } from '@/lib/blog/feed-model';
import { buildFeed, serializeFeed, type FeedModel } from '@/lib/blog/feeds';
import { ContentValidationError } from '@/lib/content';
import { listFeedSources } from '@/lib/mdx/compile-sources';
import { compileMdxToHtml, precompileFeedTree } from '@/lib/mdx/html';
import { buildRouteKeys } from '@/lib/routes';
import { loadFixture } from './fixtures';

const content = loadFixture('valid');
const TEXTS = { title: 'Blog', description: 'All the news.', copyright: '© 2025 Vigía' };
const html = new Map([
  ['cambios', '<p>Changes <a href="https://docs.vigia.example/en/docs/intro/">intro</a></p>'],
  ['hola', '<p>Hello</p>'],
]);
const model = (): FeedModel => buildFeedModel(content, 'en', TEXTS, html);
// Values stay text, as a feed reader reads them (a `2024` tag is not a number).
const parser = new XMLParser({ ignoreAttributes: false, parseTagValue: false });

describe('buildFeedModel', () => {
  it('gives every item absolute URLs, its authors with their pages and its tags', () => {
    const { items, feedUrls, blogUrl } = model();
    expect(blogUrl).toBe('https://docs.vigia.example/en/blog/');
    expect(feedUrls).toEqual({
      rss: 'https://docs.vigia.example/en/blog/rss.xml',
      atom: 'https://docs.vigia.example/en/blog/atom.xml',
      json: 'https://docs.vigia.example/en/blog/feed.json',
    });
    expect(items.map((i) => i.url)).toEqual([
      'https://docs.vigia.example/en/blog/cambios/',
      'https://docs.vigia.example/en/blog/hola/',
    ]);
    expect(items[0]).toMatchObject({
      title: 'Changes',
      date: '2025-01-20',
      authors: [{ name: 'Ana Ruiz', url: 'https://docs.vigia.example/en/blog/authors/ana/' }],
    });
    expect(items[0]!.tags.map((t) => t.url)).toEqual([
      'https://docs.vigia.example/en/blog/tags/news/',
      'https://docs.vigia.example/en/blog/tags/2024/',
    ]);
  });
});

describe('listFeedSources', () => {
  it("lists the bodies the feeds hold, whose HTML the build compiles: each locale's newest `limit` posts, none without a feed", () => {
    const files = (sources: { file: string }[]) =>
      sources.map((source) => source.file.replace(/.*content\/valid\//, ''));
    expect(files(listFeedSources(content, ['rss'], 1))).toEqual(['es/blog/cambios.mdx', 'en/blog/cambios.mdx']);
    expect(files(listFeedSources(content, ['rss', 'atom'], undefined))).toEqual([
      'es/blog/cambios.mdx',
      'es/blog/hola.mdx',
      'en/blog/cambios.mdx',
      'en/blog/hola.mdx',
    ]);
    expect(listFeedSources(content, [], undefined)).toEqual([]);
  });
});

describe('serializeFeed', () => {
  it('writes RSS 2.0 with the channel and item elements readers need, newest first', () => {
    const xml = serializeFeed(model(), 'rss');
    expect(XMLValidator.validate(xml)).toBe(true);
    const channel = parser.parse(xml).rss.channel;
    expect(channel).toMatchObject({
      title: 'Blog',
      link: 'https://docs.vigia.example/en/blog/',
      description: 'All the news.',
      language: 'en',
      copyright: '© 2025 Vigía',
    });
    expect(channel['atom:link']['@_href']).toBe('https://docs.vigia.example/en/blog/rss.xml');
    const [first, second] = channel.item;
    expect(first).toMatchObject({
      title: 'Changes',
      link: 'https://docs.vigia.example/en/blog/cambios/',
      pubDate: 'Mon, 20 Jan 2025 00:00:00 GMT',
      author: 'Ana Ruiz',
    });
    expect(first.guid['#text']).toBe('https://docs.vigia.example/en/blog/cambios/');
    expect(first['content:encoded']).toContain('href="https://docs.vigia.example/en/docs/intro/"');
    expect(first.category.map((c: { '#text': string }) => c['#text'])).toEqual(['News', '2024']);
    expect(second.title).toBe('Hello');
  });

  it('writes Atom 1.0 with feed and entry ids, titles, dates, links and authors', () => {
    const xml = serializeFeed(model(), 'atom');
    expect(XMLValidator.validate(xml)).toBe(true);
    const feed = parser.parse(xml).feed;
    expect(feed).toMatchObject({
      id: 'https://docs.vigia.example/en/blog/',
      title: 'Blog',
      updated: '2025-01-20T00:00:00.000Z',
    });
    const entry = feed.entry[0];
    expect(entry).toMatchObject({
      id: 'https://docs.vigia.example/en/blog/cambios/',
      updated: '2025-01-20T00:00:00.000Z',
    });
    expect(entry.link['@_href']).toBe('https://docs.vigia.example/en/blog/cambios/');
    expect(entry.author).toEqual({ name: 'Ana Ruiz', uri: 'https://docs.vigia.example/en/blog/authors/ana/' });
  });

  it('writes JSON Feed 1.1 with the language and every author', () => {
    const feed = JSON.parse(serializeFeed(model(), 'json'));
    expect(feed).toMatchObject({
      version: 'https://jsonfeed.org/version/1.1',
      language: 'en',
      feed_url: 'https://docs.vigia.example/en/blog/feed.json',
    });
    expect(feed.items[0]).toMatchObject({
      id: 'https://docs.vigia.example/en/blog/cambios/',
      title: 'Changes',
      date_published: '2025-01-20T00:00:00.000Z',
      authors: [{ name: 'Ana Ruiz' }],
      tags: ['News', '2024'],
    });
  });
});

describe('buildFeed', () => {
  it('writes a post without authors or description in every format, as Docusaurus allows', () => {
    const bare = model();
    bare.items[0] = { ...bare.items[0]!, authors: [], summary: '' };
    for (const format of ['rss', 'atom', 'json'] as const) expect(serializeFeed(bare, format)).toContain('Changes');
    expect(JSON.parse(serializeFeed(bare, 'json')).items[0].authors ?? []).toEqual([]);
  });

  it('stops on a field it cannot fill, naming the file and the field', () => {
    const broken = model();
    broken.items[1] = { ...broken.items[1]!, html: '' };
    const error = (() => {
      try {
        buildFeed(broken);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ContentValidationError);
    expect((error as Error).message).toContain(
      'tests/fixtures/content/valid/en/blog/hola.mdx: body: is empty, so the feed cannot fill it',
    );
  });

  it('stops when SITE_URL does not make absolute links', () => {
    const broken = { ...model(), blogUrl: '/en/blog/' };
    expect(() => buildFeed(broken)).toThrow(/SITE_URL: SITE_URL: "\/en\/blog\/" is not an absolute URL/);
  });
});

describe('resolveFeedUrl', () => {
  it('makes site paths and fragments absolute and leaves other addresses alone', () => {
    const post = 'https://docs.vigia.example/en/blog/a/';
    expect(resolveFeedUrl('/en/docs/intro/', post)).toBe('https://docs.vigia.example/en/docs/intro/');
    expect(resolveFeedUrl('/img/a.png', post)).toBe('https://docs.vigia.example/img/a.png');
    expect(resolveFeedUrl('#setup', post)).toBe(`${post}#setup`);
    expect(resolveFeedUrl('https://vigia.example/', post)).toBe('https://vigia.example/');
    expect(resolveFeedUrl('mailto:a@b.c', post)).toBe('mailto:a@b.c');
  });
});

describe('compileMdxToHtml', () => {
  it('renders admonitions, details and links as plain HTML with absolute addresses', async () => {
    const body =
      'See [setup](/docs/guide/setup#x) and ![logo](/favicon.svg).\n\n:::tip\nA tip.\n:::\n\n<details>\n  <summary>More</summary>\n\n  Hidden.\n</details>\n\n{/* truncate */}\n';
    const out = await compileMdxToHtml({ file: 'x.mdx', body, locale: 'en' }, buildRouteKeys(content), {
      admonitionTitles: { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger' },
      resolveUrl: (url) => resolveFeedUrl(url, 'https://docs.vigia.example/en/blog/x/'),
    });
    expect(out).toContain('<a href="https://docs.vigia.example/en/docs/guide/setup/#x">setup</a>');
    expect(out).toContain('src="https://docs.vigia.example/favicon.svg"');
    expect(out).toMatch(/<blockquote class="admonition admonition-tip"><p><strong>Tip<\/strong><\/p>\s*<p>A tip.<\/p>/);
    expect(out).toMatch(/<details>\s*<summary>More<\/summary>\s*<p>Hidden.<\/p>\s*<\/details>/);
    expect(out).not.toContain('truncate');
  });

  it('reads imported Docusaurus tabs as each label then its panel, and keeps Details and aliased admonitions', async () => {
    const body =
      'import Tabs from \'@theme/Tabs\';\nimport TabItem from \'@theme/TabItem\';\nimport Details from \'@theme/Details\';\nimport Admonition from \'@theme/Admonition\';\n\n<Tabs>\n  <TabItem value="a" label="Alpha">\n    First.\n  </TabItem>\n  <TabItem value="b">\n    Second.\n  </TabItem>\n</Tabs>\n\n<Details summary="Why">\n  Because.\n</Details>\n\n<Admonition type="caution">\n  Careful.\n</Admonition>\n';
    const out = await compileMdxToHtml({ file: 'x.mdx', body, locale: 'en' }, buildRouteKeys(content), {
      admonitionTitles: { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger' },
      resolveUrl: (url) => url,
    });
    expect(out).toMatch(
      /<p><strong>Alpha<\/strong><\/p>\s*<p>First.<\/p>\s*<p><strong>b<\/strong><\/p>\s*<p>Second.<\/p>/,
    );
    expect(out).toMatch(/<details><summary>Why<\/summary>\s*<p>Because.<\/p>\s*<\/details>/);
    expect(out).toContain('<blockquote class="admonition admonition-warning"><p><strong>Warning</strong></p>');
    expect(out).not.toContain('import');
  });
});

describe('precompileFeedTree', () => {
  it("compiles a post's feed tree into the build cache once, and the feed HTML read back is what a fresh compile gives", async () => {
    const source = {
      file: 'content/en/blog/cached.mdx',
      body: `Cached ${randomUUID()}: see [setup](/docs/guide/setup) and **this**.\n\n:::note\nA note.\n:::\n`,
      locale: 'en' as const,
    };
    const options = {
      admonitionTitles: { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger' },
      resolveUrl: (url: string) => `https://x${url}`,
    };
    const routeKeys = buildRouteKeys(content);
    const fresh = await compileMdxToHtml(source, routeKeys, options);
    expect(await precompileFeedTree(source, routeKeys)).toBe(false);
    const other = { ...source, body: `${source.body}\nMore.\n` };
    expect(await precompileFeedTree(other, routeKeys)).toBe(true);
    expect(await precompileFeedTree(other, routeKeys)).toBe(false);
    expect(await compileMdxToHtml(source, routeKeys, options)).toBe(fresh);
    expect(fresh).toContain('<a href="https://x/en/docs/guide/setup/">setup</a>');
    expect(fresh).toMatch(/<blockquote class="admonition admonition-note"><p><strong>Note<\/strong><\/p>/);
  });
});

describe('buildFeedAlternates', () => {
  it('announces the three formats of the locale with absolute URLs', () => {
    expect(buildFeedAlternates('en', 'Blog')).toEqual({
      'application/rss+xml': [{ url: 'https://docs.vigia.example/en/blog/rss.xml', title: 'Blog (RSS)' }],
      'application/atom+xml': [{ url: 'https://docs.vigia.example/en/blog/atom.xml', title: 'Blog (Atom)' }],
      'application/feed+json': [{ url: 'https://docs.vigia.example/en/blog/feed.json', title: 'Blog (JSON Feed)' }],
    });
  });
});

describe('feedOptions: type and limit', () => {
  it('builds the formats the type names: all, a list, or none', () => {
    expect(feedFormatsOf('all')).toEqual(['rss', 'atom', 'json']);
    expect(feedFormatsOf(['json', 'rss'])).toEqual(['rss', 'json']);
    expect(feedFormatsOf(null)).toEqual([]);
  });
  it('links only the formats built', () => {
    expect(Object.keys(buildFeedAlternates('en', 'Blog', ['atom']))).toEqual(['application/atom+xml']);
    expect(buildFeedHrefs('en', ['rss'])).toEqual({ rss: '/en/blog/rss.xml' });
  });
  it("holds the newest `limit` posts, Docusaurus' 20 without one, all with false", () => {
    expect(feedItemLimit(undefined)).toBe(20);
    expect(feedItemLimit(false)).toBeUndefined();
    const all = buildFeedModel(content, 'en', TEXTS, html).items;
    const one = buildFeedModel(content, 'en', TEXTS, html, 1).items;
    expect(all.length).toBeGreaterThan(1);
    expect(one.map((item) => item.url)).toEqual([all[0]!.url]);
  });
});
