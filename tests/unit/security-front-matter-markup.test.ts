import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { serializeFeed, type FeedModel } from '@/lib/blog/feeds';
import { buildLlmsTxt } from '@/lib/seo/llms-txt';

/** Front matter as a hostile or careless author could write it (issue #23). */
const TITLE = '<img src=x onerror=alert(1)>';
const DESCRIPTION = 'Cierra el script </script><script>alert(1)</script>';
const TAG = 'cdata ]]> & <b>';

const model: FeedModel = {
  locale: 'es',
  title: 'Blog',
  description: 'Novedades',
  copyright: '© 2025 Vigía',
  blogUrl: 'https://docs.vigia.example/blog/',
  iconUrl: 'https://docs.vigia.example/favicon.svg',
  feedUrls: {
    rss: 'https://docs.vigia.example/blog/rss.xml',
    atom: 'https://docs.vigia.example/blog/atom.xml',
    json: 'https://docs.vigia.example/blog/feed.json',
  },
  items: [
    {
      file: 'content/es/blog/x.mdx',
      title: TITLE,
      url: 'https://docs.vigia.example/blog/x/',
      date: '2025-01-20',
      summary: DESCRIPTION,
      html: '<p>Texto</p>',
      authors: [{ name: 'Ana <b>Ruiz</b>', url: 'https://docs.vigia.example/blog/authors/ana/' }],
      tags: [{ slug: 'x', label: TAG, url: 'https://docs.vigia.example/blog/tags/x/' }],
    },
  ],
};
const parser = new XMLParser({ ignoreAttributes: false, parseTagValue: false });

describe('front matter carrying markup', () => {
  it('stays text in RSS and Atom: the XML is valid and reads back the exact strings', () => {
    const rss = serializeFeed(model, 'rss');
    expect(XMLValidator.validate(rss)).toBe(true);
    const item = parser.parse(rss).rss.channel.item;
    expect(item.title).toBe(TITLE);
    expect(item.description).toBe(DESCRIPTION);
    expect(item.category['#text']).toBe(TAG);
    const atom = serializeFeed(model, 'atom');
    expect(XMLValidator.validate(atom)).toBe(true);
    expect(parser.parse(atom).feed.entry.title['#text'] ?? parser.parse(atom).feed.entry.title).toBe(TITLE);
  });

  it('stays text in the JSON Feed', () => {
    const json = JSON.parse(serializeFeed(model, 'json'));
    expect(json.items[0].title).toBe(TITLE);
    expect(json.items[0].summary).toBe(DESCRIPTION);
  });

  it('keeps llms.txt one link per line, its brackets escaped', () => {
    const text = buildLlmsTxt('Vigía', 'Docs', [
      {
        title: 'Blog',
        links: [{ title: `${TITLE} [x]`, url: 'https://x/a.md', description: `${DESCRIPTION}\n# not a heading` }],
      },
    ]);
    const line = text.split('\n').find((l) => l.startsWith('- '))!;
    expect(line).toBe(`- [${TITLE} \\[x\\]](https://x/a.md): ${DESCRIPTION} # not a heading`);
    expect(text.split('\n').filter((l) => l.startsWith('#'))).toEqual(['# Vigía', '## Blog']);
  });
});
