/**
 * The files the build writes beside the pages (lib/site-files.ts), made from the content
 * model and the messages as the feed, sidebar, stylesheet and sitemap routes once made them.
 */
import fs from 'node:fs';
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@/lib/i18n';
import { buildSiteFiles, type LocaleMessages } from '@/lib/site-files';
import { translatorOf } from '@/lib/translator';
import { loadFixture } from './fixtures';

const messages = Object.fromEntries(
  LOCALES.map((l) => [l, JSON.parse(fs.readFileSync(`messages/${l}.json`, 'utf8')) as LocaleMessages]),
) as Record<Locale, LocaleMessages>;

describe('buildSiteFiles', () => {
  it("writes each locale's feeds and sidebars, the KaTeX stylesheet, the sitemap and robots.txt", async () => {
    const files = await buildSiteFiles(loadFixture('valid'), messages);
    expect(files.map((f) => f.path)).toEqual([
      '/blog/rss.xml',
      '/blog/atom.xml',
      '/blog/feed.json',
      '/en/blog/rss.xml',
      '/en/blog/atom.xml',
      '/en/blog/feed.json',
      '/docs/sidebar.json',
      '/en/docs/sidebar.json',
      '/katex/katex.css',
      '/sitemap.xml',
      '/robots.txt',
    ]);
    const body = (path: string) => files.find((f) => f.path === path)!.body;
    // The feed's title comes from the locale's messages.
    expect(body('/en/blog/rss.xml')).toContain('<title>Vigía Blog</title>');
    expect(body('/blog/rss.xml')).toContain(`<title>${translatorOf('es', messages.es, 'blogFeed')('title')}</title>`);
    for (const path of ['/blog/rss.xml', '/en/blog/atom.xml', '/sitemap.xml'])
      expect(XMLValidator.validate(body(path))).toBe(true);
    expect(Object.keys(JSON.parse(body('/en/docs/sidebar.json')))).toEqual(['current']);
    expect(JSON.parse(body('/en/docs/sidebar.json')).current[0].path).toMatch(/^\/en\/docs\//);
    expect(body('/katex/katex.css')).toContain('.katex');
    expect(body('/sitemap.xml')).toContain('<loc>https://docs.vigia.example/en/docs/intro/</loc>');
  });
});

describe('translatorOf', () => {
  it('stops on a missing message, as a render does, rather than print its key', () => {
    expect(translatorOf('en', messages.en, 'blogFeed')('title')).toBe('Vigía Blog');
    expect(() => translatorOf('en', messages.en, 'blogFeed')('nope')).toThrow(/nope/);
  });
});
