import { expect, test, type APIRequestContext } from './fixtures';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { LOCALES, POST_SLUGS, urlOf } from './site-routes';

/** The origin the export was built with (SITE_URL's default); links are mapped to the test server. */
const SITE_URL = process.env.SITE_URL ?? 'https://docs.vigia.example';
// Values stay text, as a feed reader reads them.
const parser = new XMLParser({ ignoreAttributes: false, parseTagValue: false });
const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

const asList = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

/** Every address of the site a feed holds, as a path on the test server. */
function sitePathsIn(text: string): string[] {
  const escaped = SITE_URL.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const urls = text.match(new RegExp(`${escaped}[^"'<>\\s\\]]*`, 'g')) ?? [];
  return [...new Set(urls.map((url) => url.slice(SITE_URL.length).replace(/#.*$/, '') || '/'))];
}

async function expectAllAnswer(request: APIRequestContext, paths: string[]) {
  for (const path of paths) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
}

for (const { locale, prefix } of LOCALES) {
  const postUrls = POST_SLUGS.map((slug) => `${SITE_URL}${urlOf(`/blog/${slug}`, prefix)}`);

  test.describe(`the ${locale} feeds`, () => {
    test('RSS 2.0 is well-formed, has the required elements and the 3 posts, and every link answers', async ({
      request,
    }) => {
      const response = await request.get(`${prefix}/blog/rss.xml`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('xml');
      const xml = await response.text();
      expect(XMLValidator.validate(xml)).toBe(true);
      const { rss } = parser.parse(xml);
      expect(rss['@_version']).toBe('2.0');
      const channel = rss.channel;
      for (const field of ['title', 'link', 'description'])
        expect(String(channel[field] ?? '').trim(), field).not.toBe('');
      expect(channel.language).toBe(locale);
      expect(channel['atom:link']['@_href']).toBe(`${SITE_URL}${prefix}/blog/rss.xml`);
      const items = asList(channel.item);
      expect(items.map((item) => item.link).sort()).toEqual([...postUrls].sort());
      for (const item of items) {
        expect(String(item.title).trim()).not.toBe('');
        expect(item.guid['#text']).toBe(item.link);
        expect(item.pubDate).toMatch(RFC_822);
        expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
        expect(item['content:encoded']).toContain('<h2');
      }
      const dates = items.map((item) => Date.parse(item.pubDate));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      await expectAllAnswer(request, sitePathsIn(xml));
    });

    test('Atom 1.0 is well-formed, has the required elements and the 3 posts, and every link answers', async ({
      request,
    }) => {
      const response = await request.get(`${prefix}/blog/atom.xml`);
      expect(response.status()).toBe(200);
      const xml = await response.text();
      expect(XMLValidator.validate(xml)).toBe(true);
      const { feed } = parser.parse(xml);
      expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
      expect(feed.id).toBe(`${SITE_URL}${prefix}/blog/`);
      expect(String(feed.title).trim()).not.toBe('');
      expect(feed.updated).toMatch(ISO_DATE);
      const entries = asList(feed.entry);
      expect(entries.map((e) => e.link['@_href']).sort()).toEqual([...postUrls].sort());
      for (const entry of entries) {
        expect(entry.id).toBe(entry.link['@_href']);
        expect(String(entry.title['#text'] ?? entry.title).trim()).not.toBe('');
        expect(entry.updated).toMatch(ISO_DATE);
        for (const author of asList(entry.author)) expect(author.uri).toContain('/blog/authors/');
      }
      await expectAllAnswer(request, sitePathsIn(xml));
    });

    test('JSON Feed 1.1 parses, has the 3 posts, and every link answers', async ({ request }) => {
      const response = await request.get(`${prefix}/blog/feed.json`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('json');
      const text = await response.text();
      const feed = JSON.parse(text);
      expect(feed).toMatchObject({
        version: 'https://jsonfeed.org/version/1.1',
        language: locale,
        feed_url: `${SITE_URL}${prefix}/blog/feed.json`,
      });
      expect(feed.items.map((item: { url: string }) => item.url).sort()).toEqual([...postUrls].sort());
      for (const item of feed.items) {
        expect(item.id).toBe(item.url);
        expect(item.content_html.length).toBeGreaterThan(500);
        expect(item.authors.length).toBeGreaterThan(0);
      }
      await expectAllAnswer(request, sitePathsIn(text));
    });
  });
}
